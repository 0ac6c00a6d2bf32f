import type { LocalizedList, LocalizedText, OptionPriceMode, QuantityBreak } from '@shop/shared';
import type { OptionFinishing } from '@shop/shared/finishing-layout';
import type { ProductHeader, products } from '../../modules/catalog';
import { SPANISH } from './spanish';

/** An option and, through `children`, its sub-options (at most three levels in all). */
export type OptionSeed = {
  name: LocalizedText;
  description: LocalizedText;
  priceMode: OptionPriceMode;
  /** Cents for per_m2 / per_item / fixed; basis points for percent. */
  priceAmount: number;
  /** Working days taken off the product's turnaround (express production). */
  productionDaysSaved?: number;
  /** What choosing it places on the piece (docs/product.md#artwork-templates). */
  finishing?: OptionFinishing;
  children?: OptionSeed[];
};

export type SectionSeed = { name: LocalizedText; required: boolean; options: OptionSeed[] };

type ProductRow = typeof products.$inferInsert;

export type ProductSeed = Omit<
  ProductRow,
  'id' | 'categoryId' | 'sortOrder' | 'active' | 'updatedAt' | 'needsProof'
> & {
  sections: SectionSeed[];
  /** Off for hardware-only goods (docs/product.md#proofs); on by default. */
  needsProof?: boolean;
};

export type ProductCategorySeed = {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  excludedFromFreeShipping: boolean;
  products: ProductSeed[];
};

export type ServiceSeed = {
  slug: string;
  name: LocalizedText;
  description: LocalizedList;
  images: string[];
  metaTitle: LocalizedText;
  metaDescription: LocalizedText;
};

export type ServiceCategorySeed = {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  services: ServiceSeed[];
};

/** A catalogue text; Spanish comes from the table in spanish.ts unless given. */
export function t(en: string, ar: string, es: string | undefined = SPANISH[en]): LocalizedText {
  return es ? { en, ar, es } : { en, ar };
}

/** Paragraphs per language; Spanish when spanish.ts has every one of them. */
export function list(en: string[], ar: string[]): LocalizedList {
  const es = en.map((paragraph) => SPANISH[paragraph]);
  return es.every((paragraph) => paragraph !== undefined) ? { en, ar, es: es as string[] } : { en, ar };
}

export function header(id: number, title: LocalizedText, description: LocalizedText, lines: LocalizedList) {
  return { id, title, description, lines } satisfies ProductHeader;
}

export function option(
  name: LocalizedText,
  description: LocalizedText,
  priceMode: OptionPriceMode,
  priceAmount: number,
  children?: OptionSeed[],
): OptionSeed {
  return children
    ? { name, description, priceMode, priceAmount, children }
    : { name, description, priceMode, priceAmount };
}

export const catalogImage = (name: string) => `/images/catalog/${name}.svg`;

/** Tiered trade discounts on quantity; the same ladder for most goods. */
export const STANDARD_BREAKS: QuantityBreak[] = [
  { minQuantity: 5, discountPercent: 5 },
  { minQuantity: 20, discountPercent: 10 },
  { minQuantity: 50, discountPercent: 15 },
];

export const HARDWARE_BREAKS: QuantityBreak[] = [
  { minQuantity: 5, discountPercent: 5 },
  { minQuantity: 10, discountPercent: 8 },
  { minQuantity: 25, discountPercent: 12 },
];

export const STANDARD_FOOTER = t(
  'All prices exclude VAT. Production time counts in working days from artwork approval; files approved after 13:00 (Madrid time) start the next working day.',
  'جميع الأسعار لا تشمل ضريبة القيمة المضافة. تُحتسب مدة الإنتاج بأيام العمل اعتباراً من اعتماد التصميم، وتبدأ الملفات المعتمدة بعد الساعة 13:00 (بتوقيت مدريد) في يوم العمل التالي.',
);

export const WEIGHT_FOOTER = t(
  'All prices exclude VAT. This item is not eligible for free delivery and its shipping is charged by weight. Production time counts in working days from order confirmation.',
  'جميع الأسعار لا تشمل ضريبة القيمة المضافة. هذا المنتج غير مشمول بالشحن المجاني، وتُحتسب تكلفة شحنه حسب الوزن. تُحتسب مدة الإنتاج بأيام العمل اعتباراً من تأكيد الطلب.',
);

/** Artwork advice shared by every printed product. */
export function artworkHeader(id: number): ProductHeader {
  return header(
    id,
    t('Artwork guidelines', 'إرشادات ملفات التصميم'),
    t('Send print-ready files to avoid delays.', 'أرسل ملفات جاهزة للطباعة لتجنّب أي تأخير.'),
    list(
      [
        'PDF, AI, EPS, TIFF, PNG or JPG, at 1:1 scale or 1:10 for very large formats.',
        'At least 100 dpi at full size; 150 dpi for work seen up close.',
        'CMYK colours, fonts outlined and 2 cm bleed on every side.',
      ],
      [
        'ملفات PDF أو AI أو EPS أو TIFF أو PNG أو JPG بمقياس 1:1، أو 1:10 للمقاسات الكبيرة جداً.',
        'دقة لا تقل عن 100 نقطة في البوصة بالحجم الكامل، و150 نقطة للأعمال التي تُشاهَد عن قرب.',
        'ألوان CMYK، مع تحويل الخطوط إلى مسارات وهامش نزف 2 سم من كل جانب.',
      ],
    ),
  );
}

/** The same option, placing `finishing` on the piece. */
export function places(seed: OptionSeed, finishing: OptionFinishing): OptionSeed {
  return { ...seed, finishing };
}

/** A per-item size option that sets the print size of goods sold without one. */
export function printSize(seed: OptionSeed, width: number, height: number): OptionSeed {
  return places(seed, { kind: 'print_size', width, height });
}

/** Eyelet rings: centres 2.5 cm in from the edges, 3 cm across the ring. */
const EYELET_RING = { inset: 2.5, diameter: 3 } as const;

/* ---------- Reusable options ---------- */

export const noFinishing = option(
  t('Cut to size', 'قصّ على المقاس'),
  t('Trimmed flush, no extra finishing.', 'قصّ مستوٍ على المقاس دون تشطيب إضافي.'),
  'fixed',
  0,
);

export function hemmedEdges(perM2Cents: number): OptionSeed {
  return places(
    option(
      t('Hemmed edges', 'حواف مطوية ومقوّاة'),
      t('Edges folded and welded for extra strength.', 'تُطوى الحواف وتُلحم لزيادة المتانة.'),
      'per_m2',
      perM2Cents,
    ),
    { kind: 'hem', width: 3 },
  );
}

function eyeletSpacing(
  spacing: number,
  en: string,
  ar: string,
  perM2Cents: number,
  metals: boolean,
  brassExtraPerM2: number,
): OptionSeed {
  const children = metals
    ? [
        option(
          t('Silver eyelets', 'حلقات فضية'),
          t('Nickel-plated steel, the standard choice.', 'فولاذ مطلي بالنيكل، الخيار القياسي.'),
          'per_m2',
          0,
        ),
        option(
          t('Brass eyelets', 'حلقات نحاسية'),
          t('Solid brass: will not rust near the sea.', 'نحاس صلب لا يصدأ قرب البحر.'),
          'per_m2',
          brassExtraPerM2,
        ),
      ]
    : undefined;
  return places(
    option(
      t(en, ar),
      t('Eyelets set along all four sides.', 'حلقات مثبّتة على الجوانب الأربعة.'),
      'per_m2',
      perM2Cents,
      children,
    ),
    { kind: 'eyelets', spacing, ...EYELET_RING },
  );
}

/** Eyelets with spacing children; `metals` adds a third level (silver / brass). */
export function eyelets(options: { every50: number; every25: number; metals?: boolean }): OptionSeed {
  const metals = options.metals ?? false;
  return option(
    t('Eyelets', 'حلقات معدنية (عيون تثبيت)'),
    t('Metal rings for hanging with ties or cords.', 'حلقات معدنية للتعليق بالأربطة أو الحبال.'),
    'per_m2',
    0,
    [
      eyeletSpacing(50, 'Every 50 cm', 'كل 50 سم', options.every50, metals, 40),
      eyeletSpacing(25, 'Every 25 cm', 'كل 25 سم', options.every25, metals, 70),
      places(
        option(
          t('Corners only', 'في الزوايا فقط'),
          t('Four eyelets, one in each corner.', 'أربع حلقات، واحدة في كل زاوية.'),
          'fixed',
          200,
        ),
        { kind: 'eyelets', spacing: null, ...EYELET_RING },
      ),
    ],
  );
}

export function polePockets(fixedCents: number): OptionSeed {
  return option(
    t('Pole pockets', 'جيوب لتمرير الأعمدة'),
    t('Sewn or welded sleeves for poles.', 'أكمام مخيطة أو ملحومة لتمرير الأعمدة.'),
    'fixed',
    0,
    [
      places(
        option(
          t('Top and bottom', 'في الأعلى والأسفل'),
          t('7 cm pockets on the horizontal edges.', 'جيوب بعرض 7 سم على الحافتين الأفقيتين.'),
          'fixed',
          fixedCents,
        ),
        { kind: 'pole_pockets', edges: ['top', 'bottom'], depth: 7 },
      ),
      places(
        option(
          t('Left and right', 'على اليمين واليسار'),
          t('7 cm pockets on the vertical edges.', 'جيوب بعرض 7 سم على الحافتين العموديتين.'),
          'fixed',
          fixedCents,
        ),
        { kind: 'pole_pockets', edges: ['left', 'right'], depth: 7 },
      ),
    ],
  );
}

export const bungeeCords = option(
  t('Bungee cords pack (10)', 'عبوة أربطة مطاطية (10 قطع)'),
  t('Elastic ball ties, 15 cm.', 'أربطة مطاطية بكرات، بطول 15 سم.'),
  'per_item',
  450,
);

export const cableTies = option(
  t('Cable ties pack (25)', 'عبوة أربطة بلاستيكية (25 قطعة)'),
  t('UV-resistant black nylon, 30 cm.', 'نايلون أسود مقاوم للأشعة فوق البنفسجية، بطول 30 سم.'),
  'per_item',
  250,
);

/** Standard or express production; express takes `expressDaysSaved` working days off the turnaround. */
export function productionSpeed(standardEn: string, standardAr: string, expressDaysSaved = 2): SectionSeed {
  return {
    name: t('Production speed', 'سرعة الإنتاج'),
    required: true,
    options: [
      option(
        t(standardEn, standardAr),
        t('Our usual turnaround.', 'مدة الإنتاج المعتادة لدينا.'),
        'percent',
        0,
      ),
      {
        ...option(
          t('Express production +25%', 'إنتاج سريع +25%'),
          t(
            'Jumps the queue: ready one to two days sooner.',
            'أولوية في خط الإنتاج: جاهز قبل الموعد بيوم أو يومين.',
          ),
          'percent',
          2500,
        ),
        productionDaysSaved: expressDaysSaved,
      },
    ],
  };
}

export const artworkSection: SectionSeed = {
  name: t('Artwork', 'ملفات التصميم'),
  required: false,
  options: [
    option(
      t('Professional file check', 'فحص احترافي للملف'),
      t(
        'A prepress operator checks size, bleed and resolution.',
        'يفحص فني ما قبل الطباعة المقاس والنزف والدقة.',
      ),
      'fixed',
      900,
    ),
    option(
      t('Simple layout by our designers', 'تصميم بسيط من فريقنا'),
      t(
        'Your logo and text set on a clean layout, one proof round.',
        'نضع شعارك ونصوصك في تصميم أنيق مع جولة تعديل واحدة.',
      ),
      'fixed',
      3500,
    ),
  ],
};

export const printSidesSection = (doubleSidedPerM2: number): SectionSeed => ({
  name: t('Print', 'الطباعة'),
  required: true,
  options: [
    option(
      t('Single-sided', 'وجه واحد'),
      t('Printed on the front only.', 'طباعة على الوجه الأمامي فقط.'),
      'per_m2',
      0,
    ),
    places(
      option(
        t('Double-sided', 'وجهان'),
        t('Printed on both faces of a blockout material.', 'طباعة على الوجهين بخامة معتمة تمنع نفاذ الضوء.'),
        'per_m2',
        doubleSidedPerM2,
      ),
      { kind: 'double_sided' },
    ),
  ],
});
