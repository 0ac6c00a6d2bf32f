import type { HardwareSpec, OptionFinishing } from '@shop/shared/finishing-layout';
import {
  artworkSection,
  catalogImage,
  HARDWARE_BREAKS,
  header,
  list,
  option,
  type ProductCategorySeed,
  type ProductSeed,
  places,
  printSize,
  type SectionSeed,
  t,
  WEIGHT_FOOTER,
} from './common';

/** Hardware is sold per item with no size of its own. */
const perItem = {
  pricingMode: 'per_item',
  minWidth: null,
  maxWidth: null,
  minHeight: null,
  maxHeight: null,
  defWidth: null,
  defHeight: null,
  weldable: false,
  fileLimit: 10,
  quantityBreaks: HARDWARE_BREAKS,
  footer: WEIGHT_FOOTER,
} satisfies Partial<ProductSeed>;

/** A flag's pole along the sail's left edge, 40 cm of it below the sail down to the base. */
const FLAG_POLE: HardwareSpec = { kind: 'flag', pole: 3, below: 40, base: { width: 60, height: 12 } };

/** A café barrier's two posts and its banner: about 150 × 90 cm with pockets for the rails. */
const BARRIER_POSTS: HardwareSpec = { kind: 'barrier', post: 5, above: 6, below: 14 };
const BARRIER_BANNER: OptionFinishing[] = [
  { kind: 'print_size', width: 150, height: 90 },
  { kind: 'pole_pockets', edges: ['top', 'bottom'], depth: 4 },
];

const printFacesSection = (doubleSidedCents: number): SectionSeed => ({
  name: t('Print', 'الطباعة'),
  required: true,
  options: [
    option(t('Single-sided', 'وجه واحد'), t('One printed face.', 'وجه واحد مطبوع.'), 'per_item', 0),
    places(
      option(
        t('Double-sided', 'وجهان'),
        t('Both faces printed.', 'طباعة على الوجهين.'),
        'per_item',
        doubleSidedCents,
      ),
      { kind: 'double_sided' },
    ),
  ],
});

export const pavementSigns: ProductCategorySeed = {
  slug: 'pavement-signs',
  name: t('Pavement Signs', 'لوحات الأرصفة'),
  description: t(
    'A-boards and swinging signs that bring passers-by through the door, with printed inserts you can change.',
    'لوحات قائمة على شكل حرف A ولوحات متأرجحة تجذب المارة إلى متجرك، مع ملصقات مطبوعة قابلة للتبديل.',
  ),
  image: catalogImage('pavement-signs'),
  excludedFromFreeShipping: true,
  products: [
    {
      ...perItem,
      slug: 'a-frame-pavement-sign',
      title: t('A-Frame Pavement Sign', 'لوحة رصيف على شكل حرف A'),
      description: t(
        'Aluminium snap-frame A-board with two printed posters behind anti-glare covers. Swap posters in seconds without tools.',
        'لوحة رصيف من الألمنيوم بإطار سريع الفتح وملصقين مطبوعين خلف غطاء مضاد للانعكاس. بدّل الملصقات في ثوانٍ ودون أدوات.',
      ),
      images: [catalogImage('a-frame-pavement-sign'), catalogImage('a-frame-pavement-sign-open')],
      metaTitle: t('A-Board Pavement Signs with Printed Posters', 'لوحات رصيف A مع ملصقات مطبوعة'),
      metaDescription: t(
        'Aluminium A-frame pavement signs with printed posters from €45 each ex VAT. A1 or A0, single or double-sided.',
        'لوحات رصيف من الألمنيوم على شكل حرف A مع ملصقات مطبوعة ابتداءً من 45 يورو للقطعة دون الضريبة، بمقاس A1 أو A0 ووجه واحد أو وجهين.',
      ),
      headers: [
        header(
          1,
          t('What you get', 'ما تحصل عليه'),
          t('Ready to stand outside.', 'جاهزة للوضع في الخارج.'),
          list(
            [
              '32 mm aluminium snap frames on both faces.',
              'Printed posters with anti-glare PET covers.',
              'Folds flat for storage.',
            ],
            [
              'إطارات ألمنيوم سريعة الفتح بعرض 32 مم على الوجهين.',
              'ملصقات مطبوعة مع أغطية PET مضادة للانعكاس.',
              'تُطوى بشكل مسطح للتخزين.',
            ],
          ),
        ),
      ],
      basePriceCents: 4500,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 200,
      turnaroundDays: 4,
      large: false,
      weightGrams: 9000,
      artwork: { bleed: 0.3, safe: 1, hardware: { kind: 'frame', profile: 3.2 } },
      sections: [
        {
          name: t('Poster size', 'مقاس الملصق'),
          required: true,
          options: [
            printSize(
              option(
                t('A1 (594 × 841 mm)', 'A1 (594 × 841 مم)'),
                t('The classic café board.', 'اللوحة الكلاسيكية للمقاهي.'),
                'per_item',
                0,
              ),
              59.4,
              84.1,
            ),
            printSize(
              option(
                t('A0 (841 × 1189 mm)', 'A0 (841 × 1189 مم)'),
                t('Larger board, seen from across the street.', 'لوحة أكبر تُرى من الجهة المقابلة للشارع.'),
                'per_item',
                2500,
              ),
              84.1,
              118.9,
            ),
          ],
        },
        printFacesSection(1200),
        {
          name: t('Extras', 'إضافات'),
          required: false,
          options: [
            option(
              t('Spare printed poster', 'ملصق مطبوع إضافي'),
              t('A second design to swap in.', 'تصميم ثانٍ للتبديل.'),
              'per_item',
              900,
            ),
          ],
        },
        artworkSection,
      ],
    },
    {
      ...perItem,
      slug: 'water-base-swinging-sign',
      title: t('Swinging Sign with Water Base', 'لوحة متأرجحة بقاعدة مائية'),
      description: t(
        'A double-sided sign on springs over a water-fillable base: it rocks in the wind instead of falling over.',
        'لوحة بوجهين مثبّتة على نوابض فوق قاعدة تُملأ بالماء، تتمايل مع الرياح بدلاً من أن تسقط.',
      ),
      images: [catalogImage('water-base-swinging-sign')],
      metaTitle: t('Wind-Resistant Swinging Pavement Signs', 'لوحات رصيف متأرجحة مقاومة للرياح'),
      metaDescription: t(
        'Spring-mounted pavement signs with a water base from €89 each ex VAT, printed both sides.',
        'لوحات رصيف مثبّتة على نوابض بقاعدة مائية ابتداءً من 89 يورو للقطعة دون الضريبة، مطبوعة على الوجهين.',
      ),
      headers: [
        header(
          1,
          t('Stays up in the wind', 'تصمد أمام الرياح'),
          t('Twin springs and a heavy base.', 'نابضان وقاعدة ثقيلة.'),
          list(
            ['Base holds 20 litres of water or sand.', 'Two printed faces included.'],
            ['تتسع القاعدة لـ 20 لتراً من الماء أو الرمل.', 'يشمل السعر وجهين مطبوعين.'],
          ),
        ),
      ],
      basePriceCents: 8900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 100,
      turnaroundDays: 5,
      large: false,
      weightGrams: 14000,
      sections: [
        {
          name: t('Base colour', 'لون القاعدة'),
          required: true,
          options: [
            option(t('Black', 'أسود'), t('Standard base.', 'القاعدة القياسية.'), 'per_item', 0),
            option(t('White', 'أبيض'), t('Bright, clean look.', 'مظهر ناصع وأنيق.'), 'per_item', 0),
          ],
        },
        {
          name: t('Extras', 'إضافات'),
          required: false,
          options: [
            option(
              t('Spare pair of printed panels', 'زوج إضافي من الألواح المطبوعة'),
              t('Change your message with the season.', 'غيّر رسالتك مع كل موسم.'),
              'per_item',
              2400,
            ),
          ],
        },
      ],
    },
    {
      ...perItem,
      slug: 'eco-correx-a-board',
      title: t('Economy Correx A-Board', 'لوحة رصيف اقتصادية من الكوريكس'),
      description: t(
        'A light, low-cost A-board made of printed correx for short campaigns, open days and property viewings.',
        'لوحة رصيف خفيفة ومنخفضة التكلفة مصنوعة من الكوريكس المطبوع للحملات القصيرة والأيام المفتوحة ومعاينات العقارات.',
      ),
      images: [catalogImage('eco-correx-a-board')],
      metaTitle: t('Economy Correx A-Boards', 'لوحات رصيف اقتصادية من الكوريكس'),
      metaDescription: t(
        'Printed correx A-boards from €29 each ex VAT: light, foldable and weatherproof.',
        'لوحات رصيف مطبوعة من الكوريكس ابتداءً من 29 يورو للقطعة دون الضريبة: خفيفة وقابلة للطي ومقاومة للطقس.',
      ),
      headers: [
        header(
          1,
          t('Light and simple', 'خفيفة وبسيطة'),
          t('Ideal for temporary use.', 'مثالية للاستخدام المؤقت.'),
          list(
            ['5 mm correx, printed both sides.', 'Weighs under 2 kg.'],
            ['كوريكس بسماكة 5 مم، مطبوع على الوجهين.', 'وزنها أقل من 2 كغ.'],
          ),
        ),
      ],
      basePriceCents: 2900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 300,
      turnaroundDays: 3,
      large: false,
      weightGrams: 1800,
      sections: [artworkSection],
    },
  ],
};

export const bannerFrames: ProductCategorySeed = {
  slug: 'banner-frames',
  name: t('Banner Frames', 'إطارات اللافتات'),
  description: t(
    'Outdoor banner frames, roll-up stands and pop-up walls that keep your graphics taut and professional.',
    'إطارات لافتات خارجية وحوامل قابلة للف وجدران عرض منبثقة تُبقي تصاميمك مشدودة وبمظهر احترافي.',
  ),
  image: catalogImage('banner-frames'),
  excludedFromFreeShipping: true,
  products: [
    {
      ...perItem,
      slug: 'outdoor-banner-frame',
      title: t('Outdoor Banner Frame', 'إطار لافتات خارجي'),
      description: t(
        'Galvanised steel tube frame with ground spikes or weighted feet; the banner is laced on with bungee cords for a drum-tight finish.',
        'إطار من أنابيب الفولاذ المجلفن مع أوتاد أرضية أو أقدام مثقّلة، تُشد اللافتة عليه بأربطة مطاطية لمظهر مشدود تماماً.',
      ),
      images: [catalogImage('outdoor-banner-frame')],
      metaTitle: t('Outdoor Banner Frames', 'إطارات اللافتات الخارجية'),
      metaDescription: t(
        'Steel outdoor banner frames from €129 each ex VAT, with or without a printed PVC banner.',
        'إطارات لافتات خارجية من الفولاذ ابتداءً من 129 يورو للقطعة دون الضريبة، مع لافتة PVC مطبوعة أو بدونها.',
      ),
      headers: [
        header(
          1,
          t('Frame specification', 'مواصفات الإطار'),
          t('Tough enough for sports grounds.', 'متين بما يكفي للملاعب الرياضية.'),
          list(
            ['32 mm galvanised steel tubes.', 'Tool-free push-fit joints.', 'Bungee cords included.'],
            ['أنابيب فولاذ مجلفن بقطر 32 مم.', 'وصلات تُركّب بالضغط دون أدوات.', 'الأربطة المطاطية مشمولة.'],
          ),
        ),
      ],
      basePriceCents: 12900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 50,
      turnaroundDays: 5,
      large: true,
      weightGrams: 12000,
      artwork: { bleed: 2, safe: 3, hardware: { kind: 'frame', profile: 4 } },
      sections: [
        {
          name: t('Frame size', 'مقاس الإطار'),
          required: true,
          options: [
            printSize(
              option(
                t('200 × 100 cm', '200 × 100 سم'),
                t('Fits a 200 × 100 cm banner.', 'يناسب لافتة 200 × 100 سم.'),
                'per_item',
                0,
              ),
              200,
              100,
            ),
            printSize(
              option(
                t('300 × 150 cm', '300 × 150 سم'),
                t('Fits a 300 × 150 cm banner.', 'يناسب لافتة 300 × 150 سم.'),
                'per_item',
                4000,
              ),
              300,
              150,
            ),
            printSize(
              option(
                t('400 × 200 cm', '400 × 200 سم'),
                t('Fits a 400 × 200 cm banner.', 'يناسب لافتة 400 × 200 سم.'),
                'per_item',
                9000,
              ),
              400,
              200,
            ),
          ],
        },
        {
          name: t('Feet', 'القواعد'),
          required: true,
          options: [
            option(
              t('Ground spikes', 'أوتاد أرضية'),
              t('For grass and soft ground.', 'للعشب والأرض اللينة.'),
              'per_item',
              0,
            ),
            option(
              t('Weighted feet (pair)', 'أقدام مثقّلة (زوج)'),
              t('For hard surfaces.', 'للأسطح الصلبة.'),
              'per_item',
              2900,
            ),
          ],
        },
        {
          name: t('Banner', 'اللافتة'),
          required: true,
          options: [
            option(
              t('Frame only', 'الإطار فقط'),
              t('Use your own banner.', 'استخدم لافتتك الخاصة.'),
              'per_item',
              0,
            ),
            option(
              t('With printed PVC banner', 'مع لافتة PVC مطبوعة'),
              t(
                '510 g banner with eyelets, sized to the frame.',
                'لافتة بوزن 510 غرام مع حلقات، بمقاس الإطار.',
              ),
              'per_item',
              3500,
            ),
          ],
        },
      ],
    },
    {
      ...perItem,
      slug: 'roll-up-banner-stand',
      title: t('Roll-Up Banner Stand', 'حامل لافتة قابل للف (رول أب)'),
      description: t(
        'Aluminium roll-up stand with a printed anti-curl graphic, 200 cm tall, set up in under a minute and carried in a padded bag.',
        'حامل لافتة من الألمنيوم قابل للف مع تصميم مطبوع مقاوم للالتفاف بارتفاع 200 سم، يُركّب في أقل من دقيقة ويُحمل في حقيبة مبطّنة.',
      ),
      images: [catalogImage('roll-up-banner-stand')],
      metaTitle: t('Roll-Up Banner Stands with Print', 'حوامل لافتات رول أب مع الطباعة'),
      metaDescription: t(
        'Printed roll-up banner stands from €49 each ex VAT, 85, 100 or 120 cm wide, bag included.',
        'حوامل لافتات رول أب مطبوعة ابتداءً من 49 يورو للقطعة دون الضريبة، بعرض 85 أو 100 أو 120 سم مع الحقيبة.',
      ),
      headers: [
        header(
          1,
          t('In the box', 'محتويات العلبة'),
          t('Everything for your next event.', 'كل ما تحتاجه لفعاليتك القادمة.'),
          list(
            [
              'Aluminium cassette and 3-piece pole.',
              'Printed 220 micron anti-curl film.',
              'Padded carry bag.',
            ],
            [
              'قاعدة ألمنيوم وعمود من 3 قطع.',
              'فيلم مطبوع مقاوم للالتفاف بسماكة 220 ميكرون.',
              'حقيبة حمل مبطّنة.',
            ],
          ),
        ),
      ],
      basePriceCents: 4900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 200,
      turnaroundDays: 3,
      large: false,
      weightGrams: 3500,
      artwork: { bleed: 2, safe: 3, hardware: { kind: 'stand', base: 9, overhang: 1 } },
      sections: [
        {
          name: t('Width', 'العرض'),
          required: true,
          options: [
            printSize(
              option(
                t('85 × 200 cm', '85 × 200 سم'),
                t('The standard size.', 'المقاس القياسي.'),
                'per_item',
                0,
              ),
              85,
              200,
            ),
            printSize(
              option(
                t('100 × 200 cm', '100 × 200 سم'),
                t('A little more room.', 'مساحة أكبر قليلاً.'),
                'per_item',
                1000,
              ),
              100,
              200,
            ),
            printSize(
              option(
                t('120 × 200 cm', '120 × 200 سم'),
                t('Maximum impact.', 'أقصى تأثير.'),
                'per_item',
                2200,
              ),
              120,
              200,
            ),
          ],
        },
        {
          name: t('Extras', 'إضافات'),
          required: false,
          options: [
            option(
              t('LED spotlight', 'كشاف LED'),
              t('Clips onto the pole.', 'يُثبّت على العمود.'),
              'per_item',
              2500,
            ),
          ],
        },
        artworkSection,
      ],
    },
    {
      ...perItem,
      slug: 'pop-up-display-wall',
      title: t('Pop-Up Display Wall', 'جدار عرض منبثق'),
      description: t(
        'Collapsible aluminium frame with a tension-fabric graphic for exhibition stands: a 3 × 3 curved wall that fits in a wheeled case.',
        'إطار ألمنيوم قابل للطي مع تصميم قماشي مشدود لأجنحة المعارض: جدار منحنٍ 3 × 3 يوضع في حقيبة بعجلات.',
      ),
      images: [catalogImage('pop-up-display-wall')],
      metaTitle: t('Pop-Up Exhibition Walls', 'جدران عرض منبثقة للمعارض'),
      metaDescription: t(
        'Fabric pop-up display walls from €189 each ex VAT, straight or curved, with a wheeled case.',
        'جدران عرض منبثقة من القماش ابتداءً من 189 يورو للقطعة دون الضريبة، مستقيمة أو منحنية، مع حقيبة بعجلات.',
      ),
      headers: [
        header(
          1,
          t('Trade-show ready', 'جاهز للمعارض'),
          t('One person sets it up.', 'يركّبه شخص واحد.'),
          list(
            [
              'Magnetic fabric attachment.',
              'Wheeled case converts into a counter.',
              'Creases drop out in an hour.',
            ],
            [
              'تثبيت القماش بالمغناطيس.',
              'الحقيبة ذات العجلات تتحول إلى طاولة استقبال.',
              'تختفي التجاعيد خلال ساعة.',
            ],
          ),
        ),
      ],
      basePriceCents: 18900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 20,
      turnaroundDays: 6,
      large: true,
      weightGrams: 15000,
      sections: [
        {
          name: t('Shape', 'الشكل'),
          required: true,
          options: [
            option(
              t('Straight 3 × 3', 'مستقيم 3 × 3'),
              t('Flat back wall.', 'جدار خلفي مستوٍ.'),
              'per_item',
              0,
            ),
            option(
              t('Curved 3 × 3', 'منحنٍ 3 × 3'),
              t('Wraps around your stand.', 'يحيط بجناحك.'),
              'per_item',
              2000,
            ),
          ],
        },
      ],
    },
  ],
};

export const featherFlags: ProductCategorySeed = {
  slug: 'feather-flags',
  name: t('Feather Flags', 'أعلام الريشة'),
  description: t(
    'Feather and teardrop flags with bases and accessories, visible from the road and quick to set up.',
    'أعلام على شكل ريشة وقطرة مع القواعد والملحقات، مرئية من الطريق وسريعة التركيب.',
  ),
  image: catalogImage('feather-flags'),
  excludedFromFreeShipping: true,
  products: [
    {
      ...perItem,
      slug: 'feather-flag',
      title: t('Feather Flag', 'علم الريشة'),
      description: t(
        'Printed knitted-polyester flag on a fibreglass and aluminium pole, in four heights, with the base of your choice.',
        'علم من البوليستر المحبوك المطبوع على عمود من الألياف الزجاجية والألمنيوم، بأربعة ارتفاعات ومع القاعدة التي تختارها.',
      ),
      images: [catalogImage('feather-flag'), catalogImage('feather-flag-bases')],
      metaTitle: t('Printed Feather Flags | Beach Flags', 'أعلام ريشة مطبوعة | أعلام الشاطئ'),
      metaDescription: t(
        'Custom feather flags from €59 each ex VAT, complete with pole and base. Single or double-sided.',
        'أعلام ريشة حسب الطلب ابتداءً من 59 يورو للقطعة دون الضريبة، كاملة مع العمود والقاعدة، بوجه واحد أو وجهين.',
      ),
      headers: [
        header(
          1,
          t('Complete kit', 'طقم متكامل'),
          t('Flag, pole, base and bag.', 'علم وعمود وقاعدة وحقيبة.'),
          list(
            [
              'Dye-sublimated 115 g flag fabric.',
              'Rotating pole head follows the wind.',
              'Carry bag included.',
            ],
            [
              'قماش أعلام بوزن 115 غراماً مطبوع بالتسامي الحراري.',
              'رأس عمود دوّار يتبع اتجاه الرياح.',
              'حقيبة حمل مشمولة.',
            ],
          ),
        ),
        header(
          2,
          t('Choosing a base', 'اختيار القاعدة'),
          t('Match the base to the ground.', 'اختر القاعدة حسب نوع الأرض.'),
          list(
            [
              'Ground spike: grass and sand.',
              'Cross base with water bag: paving.',
              'Steel plate: indoors and showrooms.',
            ],
            [
              'وتد أرضي: للعشب والرمل.',
              'قاعدة متقاطعة مع كيس ماء: للأرصفة.',
              'لوح فولاذي: للأماكن الداخلية وصالات العرض.',
            ],
          ),
        ),
      ],
      basePriceCents: 5900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 200,
      turnaroundDays: 4,
      large: false,
      weightGrams: 2500,
      artwork: { bleed: 2, safe: 4, hardware: FLAG_POLE },
      sections: [
        {
          name: t('Height', 'الارتفاع'),
          required: true,
          options: [
            printSize(
              option(
                t('S: 2.2 m', 'صغير: 2.2 م'),
                t('Shop doors and counters.', 'لأبواب المحلات والكاونترات.'),
                'per_item',
                0,
              ),
              60,
              180,
            ),
            printSize(
              option(
                t('M: 2.8 m', 'متوسط: 2.8 م'),
                t('The most popular size.', 'المقاس الأكثر طلباً.'),
                'per_item',
                1400,
              ),
              70,
              240,
            ),
            printSize(
              option(
                t('L: 3.5 m', 'كبير: 3.5 م'),
                t('Car parks and forecourts.', 'لمواقف السيارات والساحات الأمامية.'),
                'per_item',
                2800,
              ),
              80,
              310,
            ),
            printSize(
              option(
                t('XL: 4.5 m', 'كبير جداً: 4.5 م'),
                t('Seen from the motorway.', 'يُرى من الطريق السريع.'),
                'per_item',
                4500,
              ),
              90,
              410,
            ),
          ],
        },
        {
          name: t('Base', 'القاعدة'),
          required: true,
          options: [
            option(
              t('Ground spike', 'وتد أرضي'),
              t('Included in the price.', 'مشمول في السعر.'),
              'per_item',
              0,
            ),
            option(
              t('Cross base with water bag', 'قاعدة متقاطعة مع كيس ماء'),
              t('Stable on hard ground.', 'ثابتة على الأرض الصلبة.'),
              'per_item',
              2400,
            ),
            option(
              t('Square steel plate 8 kg', 'لوح فولاذي مربع 8 كغ'),
              t('Low profile for indoors.', 'منخفض للاستخدام الداخلي.'),
              'per_item',
              3900,
            ),
          ],
        },
        printFacesSection(3500),
      ],
    },
    {
      ...perItem,
      slug: 'teardrop-flag',
      title: t('Teardrop Flag', 'علم على شكل قطرة'),
      description: t(
        'Rounded teardrop flag that stays open even without wind, keeping your logo readable all day.',
        'علم مستدير على شكل قطرة يبقى مفتوحاً حتى دون رياح، ليبقى شعارك مقروءاً طوال اليوم.',
      ),
      images: [catalogImage('teardrop-flag')],
      metaTitle: t('Printed Teardrop Flags', 'أعلام قطرة مطبوعة'),
      metaDescription: t(
        'Custom teardrop flags from €65 each ex VAT with pole and base, in three heights.',
        'أعلام قطرة حسب الطلب ابتداءً من 65 يورو للقطعة دون الضريبة مع العمود والقاعدة، بثلاثة ارتفاعات.',
      ),
      headers: [
        header(
          1,
          t('Always open', 'مفتوح دائماً'),
          t('The shape holds the fabric taut.', 'يحافظ الشكل على شد القماش.'),
          list(
            ['Tensioned fibreglass pole.', 'Ground spike included.'],
            ['عمود مشدود من الألياف الزجاجية.', 'الوتد الأرضي مشمول.'],
          ),
        ),
      ],
      basePriceCents: 6500,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 200,
      turnaroundDays: 4,
      large: false,
      weightGrams: 2500,
      artwork: { bleed: 2, safe: 4, hardware: FLAG_POLE },
      sections: [
        {
          name: t('Height', 'الارتفاع'),
          required: true,
          options: [
            printSize(option(t('S: 2.1 m', 'صغير: 2.1 م'), t('Compact.', 'مدمج.'), 'per_item', 0), 70, 170),
            printSize(
              option(
                t('M: 2.6 m', 'متوسط: 2.6 م'),
                t('All-rounder.', 'مناسب لكل الاستخدامات.'),
                'per_item',
                1500,
              ),
              85,
              220,
            ),
            printSize(
              option(t('L: 3.4 m', 'كبير: 3.4 م'), t('Maximum reach.', 'أقصى مدى رؤية.'), 'per_item', 3000),
              100,
              300,
            ),
          ],
        },
        printFacesSection(3500),
      ],
    },
    {
      ...perItem,
      slug: 'flag-cross-base-water-bag',
      // Hardware only: nothing printed, so no proof before production.
      needsProof: false,
      title: t('Flag Cross Base with Water Bag', 'قاعدة أعلام متقاطعة مع كيس ماء'),
      description: t(
        'Folding steel cross base with a 10-litre water bag, fits every feather and teardrop flag pole we sell.',
        'قاعدة فولاذية متقاطعة قابلة للطي مع كيس ماء سعة 10 لترات، تناسب جميع أعمدة أعلام الريشة والقطرة التي نبيعها.',
      ),
      images: [catalogImage('flag-cross-base-water-bag')],
      metaTitle: t('Feather Flag Cross Base', 'قاعدة متقاطعة لأعلام الريشة'),
      metaDescription: t(
        'Replacement cross base and water bag for feather flags, €24 each ex VAT.',
        'قاعدة متقاطعة بديلة مع كيس ماء لأعلام الريشة، بسعر 24 يورو للقطعة دون الضريبة.',
      ),
      headers: [
        header(
          1,
          t('Accessory', 'ملحق'),
          t('For paved and hard surfaces.', 'للأسطح المرصوفة والصلبة.'),
          list(
            ['Rotating spindle included.', 'Folds flat for transport.'],
            ['محور دوّار مشمول.', 'تُطوى بشكل مسطح للنقل.'],
          ),
        ),
      ],
      basePriceCents: 2400,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 500,
      turnaroundDays: 3,
      large: false,
      weightGrams: 3000,
      sections: [
        {
          name: t('Extras', 'إضافات'),
          required: false,
          options: [
            option(
              t('Spare water bag', 'كيس ماء إضافي'),
              t('10-litre ring bag.', 'كيس حلقي سعة 10 لترات.'),
              'per_item',
              600,
            ),
          ],
        },
      ],
    },
  ],
};

export const cafeBarriers: ProductCategorySeed = {
  slug: 'cafe-barriers',
  name: t('Cafe Barriers', 'حواجز المقاهي'),
  description: t(
    'Terrace barrier systems with printed banners to mark out outdoor seating and queues.',
    'أنظمة حواجز للشرفات مع لافتات مطبوعة لتحديد مناطق الجلوس الخارجية وطوابير الانتظار.',
  ),
  image: catalogImage('cafe-barriers'),
  excludedFromFreeShipping: true,
  products: [
    {
      ...perItem,
      slug: 'cafe-barrier-kit',
      title: t('Cafe Barrier Kit', 'طقم حاجز مقهى'),
      description: t(
        'Two posts with heavy bases, top and bottom rails and a printed banner of about 150 × 90 cm: a complete barrier for a terrace.',
        'عمودان بقاعدتين ثقيلتين وقضيبان علوي وسفلي ولافتة مطبوعة بمقاس 150 × 90 سم تقريباً: حاجز متكامل لشرفة المقهى.',
      ),
      images: [catalogImage('cafe-barrier-kit')],
      metaTitle: t('Cafe Barrier Kits with Printed Banners', 'أطقم حواجز المقاهي مع لافتات مطبوعة'),
      metaDescription: t(
        'Terrace cafe barrier kits from €149 each ex VAT, with printed PVC or fabric banners.',
        'أطقم حواجز لشرفات المقاهي ابتداءً من 149 يورو للطقم دون الضريبة، مع لافتات مطبوعة من PVC أو القماش.',
      ),
      headers: [
        header(
          1,
          t('In the kit', 'محتويات الطقم'),
          t('Everything to start one run.', 'كل ما تحتاجه لبدء صف من الحواجز.'),
          list(
            ['2 posts with 7 kg bases.', 'Top and bottom rails.', 'Printed banner with pole pockets.'],
            ['عمودان بقاعدتين وزن كل منهما 7 كغ.', 'قضيبان علوي وسفلي.', 'لافتة مطبوعة مع جيوب للأعمدة.'],
          ),
        ),
        header(
          2,
          t('Extend the run', 'مدّد صف الحواجز'),
          t('Add extension sets as needed.', 'أضف أطقم التمديد حسب الحاجة.'),
          list(
            ['Each extension adds one post and one banner.', 'Same banner height throughout.'],
            ['يضيف كل تمديد عموداً واحداً ولافتة واحدة.', 'ارتفاع موحّد للافتات على طول الصف.'],
          ),
        ),
      ],
      basePriceCents: 14900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 100,
      turnaroundDays: 5,
      large: true,
      weightGrams: 16000,
      artwork: { bleed: 2, safe: 3, hardware: BARRIER_POSTS, finishing: BARRIER_BANNER },
      sections: [
        {
          name: t('Post finish', 'تشطيب الأعمدة'),
          required: true,
          options: [
            option(t('Silver aluminium', 'ألمنيوم فضي'), t('Polished finish.', 'تشطيب لامع.'), 'per_item', 0),
            option(
              t('Black powder-coated', 'أسود مطلي بالبودرة'),
              t('Matt black, hides scuffs.', 'أسود مطفأ يخفي الخدوش.'),
              'per_item',
              1500,
            ),
          ],
        },
        {
          name: t('Banner', 'اللافتة'),
          required: true,
          options: [
            option(
              t('Single-sided PVC banner', 'لافتة PVC بوجه واحد'),
              t('Wipe-clean 510 g PVC.', 'PVC بوزن 510 غرام سهل التنظيف.'),
              'per_item',
              0,
            ),
            places(
              option(
                t('Double-sided fabric banner', 'لافتة قماشية بوجهين'),
                t('Blockout fabric printed both sides.', 'قماش معتم مطبوع على الوجهين.'),
                'per_item',
                2500,
              ),
              { kind: 'double_sided' },
            ),
          ],
        },
        artworkSection,
      ],
    },
    {
      ...perItem,
      slug: 'cafe-barrier-extension',
      title: t('Cafe Barrier Extension Set', 'طقم تمديد حاجز المقهى'),
      description: t(
        'One post with base, rails and a printed banner to extend an existing cafe barrier run.',
        'عمود واحد بقاعدته مع القضبان ولافتة مطبوعة لتمديد صف حواجز مقهى قائم.',
      ),
      images: [catalogImage('cafe-barrier-extension')],
      metaTitle: t('Cafe Barrier Extension Sets', 'أطقم تمديد حواجز المقاهي'),
      metaDescription: t(
        'Extend your terrace barrier with one post, rails and a printed banner from €99 ex VAT.',
        'مدّد حاجز شرفتك بعمود وقضبان ولافتة مطبوعة ابتداءً من 99 يورو دون الضريبة.',
      ),
      headers: [
        header(
          1,
          t('Compatible', 'متوافق'),
          t('Fits our cafe barrier kits.', 'يناسب أطقم حواجز المقاهي لدينا.'),
          list(
            ['Same post and rail system.', 'Banner printed to match your kit.'],
            ['نظام الأعمدة والقضبان نفسه.', 'لافتة مطبوعة لتتناسق مع طقمك.'],
          ),
        ),
      ],
      basePriceCents: 9900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 200,
      turnaroundDays: 5,
      large: true,
      weightGrams: 9000,
      sections: [
        {
          name: t('Post finish', 'تشطيب الأعمدة'),
          required: true,
          options: [
            option(t('Silver aluminium', 'ألمنيوم فضي'), t('Polished finish.', 'تشطيب لامع.'), 'per_item', 0),
            option(
              t('Black powder-coated', 'أسود مطلي بالبودرة'),
              t('Matt black.', 'أسود مطفأ.'),
              'per_item',
              800,
            ),
          ],
        },
      ],
    },
    {
      ...perItem,
      slug: 'cafe-barrier-replacement-banner',
      title: t('Cafe Barrier Replacement Banner', 'لافتة بديلة لحاجز المقهى'),
      description: t(
        'A new printed banner for your existing barrier posts: refresh the terrace for a new season or menu.',
        'لافتة مطبوعة جديدة لأعمدة الحاجز الحالية، جدّد بها شرفتك مع كل موسم أو قائمة طعام جديدة.',
      ),
      images: [catalogImage('cafe-barrier-replacement-banner')],
      metaTitle: t('Replacement Cafe Barrier Banners', 'لافتات بديلة لحواجز المقاهي'),
      metaDescription: t(
        'Printed replacement banners for cafe barriers from €39 each ex VAT, PVC or fabric.',
        'لافتات مطبوعة بديلة لحواجز المقاهي ابتداءً من 39 يورو للقطعة دون الضريبة، من PVC أو القماش.',
      ),
      headers: [
        header(
          1,
          t('Standard sizes', 'المقاسات القياسية'),
          t('Made for our posts.', 'مصنوعة لتناسب أعمدتنا.'),
          list(
            ['About 150 × 90 cm with pole pockets.', 'Tell us your post spacing if different.'],
            ['نحو 150 × 90 سم مع جيوب للأعمدة.', 'أخبرنا بالمسافة بين أعمدتك إن كانت مختلفة.'],
          ),
        ),
      ],
      basePriceCents: 3900,
      minChargeCents: 0,
      minQuantity: 1,
      maxQuantity: 500,
      turnaroundDays: 4,
      large: false,
      weightGrams: 800,
      artwork: { bleed: 2, safe: 3, finishing: BARRIER_BANNER },
      sections: [
        {
          name: t('Material', 'الخامة'),
          required: true,
          options: [
            option(t('PVC 510 g', 'PVC بوزن 510 غرام'), t('Single-sided.', 'وجه واحد.'), 'per_item', 0),
            places(
              option(
                t('Blockout fabric, double-sided', 'قماش معتم بوجهين'),
                t('Premium look, printed both sides.', 'مظهر فاخر وطباعة على الوجهين.'),
                'per_item',
                1800,
              ),
              { kind: 'double_sided' },
            ),
          ],
        },
      ],
    },
  ],
};
