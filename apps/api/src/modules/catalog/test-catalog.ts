import type { Db } from '../../db/client';
import { categories, productOptions, productSections, products, services } from './table';

const text = (en: string, ar: string) => ({ en, ar });

/**
 * A small catalogue of its own for the tests, independent of the demo seed: a weldable
 * banner with a three-level option tree, an item sold without a size, a rigid board that
 * cannot be welded, and inactive rows that must never show.
 */
export async function insertTestCatalog(db: Db) {
  const [design, banners, flags, hidden] = await db
    .insert(categories)
    .values([
      {
        ownerType: 1,
        slug: 't-design',
        name: text('Test Design', 'تصميم تجريبي'),
        description: text('Design services for tests', 'خدمات تصميم للاختبار'),
        image: '/images/t-design.svg',
        sortOrder: 900,
      },
      {
        ownerType: 2,
        slug: 't-banners',
        name: text('Test Banners', 'لافتات تجريبية'),
        description: text('Banners for tests', 'لافتات للاختبار'),
        image: '/images/t-banners.svg',
        sortOrder: 900,
      },
      {
        ownerType: 2,
        slug: 't-flags',
        name: text('Test Flags', 'أعلام تجريبية'),
        description: text('Nothing here yet', 'لا شيء هنا بعد'),
        image: '/images/t-flags.svg',
        sortOrder: 901,
      },
      {
        ownerType: 2,
        slug: 't-hidden',
        name: text('Test Hidden', 'مخفي'),
        description: text('Inactive', 'غير نشط'),
        image: '/images/t-hidden.svg',
        active: false,
      },
    ])
    .returning();

  const serviceRows = await db
    .insert(services)
    .values([
      {
        categoryId: design!.id,
        slug: 't-logo',
        name: text('Zebralogo design', 'تصميم شعار زيبرا'),
        description: {
          en: ['We draw your logo.', 'Three proposals.'],
          ar: ['نرسم شعارك.', 'ثلاثة مقترحات.'],
        },
        images: ['/images/t-logo-1.svg', '/images/t-logo-2.svg'],
        metaTitle: text('Zebralogo design service', 'خدمة تصميم شعار زيبرا'),
        metaDescription: text('Logo design by our studio.', 'تصميم الشعارات في استوديونا.'),
      },
      ...Array.from({ length: 6 }, (_, i) => ({
        categoryId: design!.id,
        slug: `t-quokka-${i}`,
        name: text(`Quokka flyer ${i + 1}`, `نشرة كوكا ${i + 1}`),
        description: { en: ['A flyer.'], ar: ['نشرة.'] },
        images: ['/images/t-flyer.svg'],
        metaTitle: text('', ''),
        metaDescription: text('', ''),
        sortOrder: i + 1,
      })),
      {
        categoryId: design!.id,
        slug: 't-retired',
        name: text('Zebralogo retired', 'متقاعد'),
        description: { en: ['Old.'], ar: ['قديم.'] },
        images: [],
        metaTitle: text('', ''),
        metaDescription: text('', ''),
        active: false,
      },
    ])
    .returning();

  const sized = { minWidth: 20, maxWidth: 300, minHeight: 20, maxHeight: 500, defWidth: 100, defHeight: 100 };
  const [banner, barrier, board, retired] = await db
    .insert(products)
    .values([
      {
        categoryId: banners!.id,
        slug: 't-pvc-banner',
        title: text('Zebra PVC Banner', 'لافتة زيبرا PVC'),
        description: text('Weatherproof PVC banner printed in full colour.', 'لافتة PVC مقاومة للطقس.'),
        images: ['/images/t-banner-1.svg', '/images/t-banner-2.svg'],
        metaTitle: text('Zebra PVC banners <cheap> & "fast"', 'لافتات زيبرا PVC'),
        metaDescription: text('Order PVC banners online.', 'اطلب لافتات PVC عبر الإنترنت.'),
        headers: [
          {
            id: 1,
            title: text('Why PVC', 'لماذا PVC'),
            description: text('Strong and cheap', 'قوية ورخيصة'),
            lines: { en: ['Outdoor', 'Indoor'], ar: ['خارجي', 'داخلي'] },
          },
        ],
        footer: text('Prices exclude VAT.', 'الأسعار لا تشمل الضريبة.'),
        pricingMode: 'per_m2',
        basePriceCents: 1200,
        minChargeCents: 1500,
        quantityBreaks: [{ minQuantity: 10, discountPercent: 5 }],
        ...sized,
        weldable: true,
        minQuantity: 1,
        maxQuantity: 100,
        fileLimit: 10,
        turnaroundDays: 5,
      },
      {
        categoryId: banners!.id,
        slug: 't-cafe-barrier',
        title: text('Café wombat barrier', 'حاجز مقهى ومبت'),
        description: text('A barrier for terraces.', 'حاجز للمقاهي.'),
        images: ['/images/t-barrier.svg'],
        metaTitle: text('', ''),
        metaDescription: text('', ''),
        footer: text('', ''),
        pricingMode: 'per_item',
        basePriceCents: 4500,
        minQuantity: 1,
        maxQuantity: 20,
        turnaroundDays: 3,
      },
      {
        categoryId: banners!.id,
        slug: 't-foam-board',
        title: text('Foam board', 'لوح فوم'),
        description: text('Rigid board.', 'لوح صلب.'),
        images: ['/images/t-board.svg'],
        metaTitle: text('', ''),
        metaDescription: text('', ''),
        footer: text('', ''),
        pricingMode: 'per_m2',
        basePriceCents: 3000,
        minWidth: 10,
        maxWidth: 100,
        minHeight: 10,
        maxHeight: 150,
        defWidth: 50,
        defHeight: 70,
        weldable: false,
      },
      {
        categoryId: banners!.id,
        slug: 't-retired-banner',
        title: text('Zebra retired banner', 'لافتة متقاعدة'),
        description: text('', ''),
        images: [],
        metaTitle: text('', ''),
        metaDescription: text('', ''),
        footer: text('', ''),
        pricingMode: 'per_item',
        basePriceCents: 100,
        active: false,
      },
    ])
    .returning();

  const [material, finishing] = await db
    .insert(productSections)
    .values([
      { productId: banner!.id, name: text('Material', 'الخامة'), required: true, sortOrder: 1 },
      { productId: banner!.id, name: text('Finishing', 'التشطيب'), required: false, sortOrder: 2 },
    ])
    .returning();
  const option = (
    sectionId: number,
    parentId: number | null,
    en: string,
    ar: string,
    priceMode: 'per_m2' | 'per_item' | 'fixed' | 'percent',
    priceAmount: number,
    sortOrder: number,
  ) => ({
    sectionId,
    parentId,
    name: text(en, ar),
    description: text(`${en} option`, `خيار ${ar}`),
    priceMode,
    priceAmount,
    sortOrder,
  });
  const [standard, heavy, eyelets] = await db
    .insert(productOptions)
    .values([
      option(material!.id, null, 'Standard 440 g', 'قياسي 440 غ', 'per_m2', 0, 1),
      option(material!.id, null, 'Heavy 510 g', 'ثقيل 510 غ', 'per_m2', 300, 2),
      option(finishing!.id, null, 'Eyelets', 'حلقات معدنية', 'per_item', 150, 1),
    ])
    .returning();
  const [every50, every25] = await db
    .insert(productOptions)
    .values([
      option(finishing!.id, eyelets!.id, 'Every 50 cm', 'كل 50 سم', 'fixed', 500, 1),
      option(finishing!.id, eyelets!.id, 'Every 25 cm', 'كل 25 سم', 'percent', 1250, 2),
    ])
    .returning();
  const [brass] = await db
    .insert(productOptions)
    .values([option(finishing!.id, every25!.id, 'Brass', 'نحاس', 'per_item', 99, 1)])
    .returning();

  return {
    categories: { design: design!, banners: banners!, flags: flags!, hidden: hidden! },
    services: { logo: serviceRows[0]!, flyers: serviceRows.slice(1, 7), retired: serviceRows[7]! },
    products: { banner: banner!, barrier: barrier!, board: board!, retired: retired! },
    sections: { material: material!, finishing: finishing! },
    options: {
      standard: standard!,
      heavy: heavy!,
      eyelets: eyelets!,
      every50: every50!,
      every25: every25!,
      brass: brass!,
    },
  };
}

export type TestCatalog = Awaited<ReturnType<typeof insertTestCatalog>>;
