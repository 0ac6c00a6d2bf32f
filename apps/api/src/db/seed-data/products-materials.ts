import {
  artworkHeader,
  artworkSection,
  catalogImage,
  eyelets,
  header,
  hemmedEdges,
  list,
  noFinishing,
  type OptionSeed,
  option,
  type ProductCategorySeed,
  polePockets,
  productionSpeed,
  type SectionSeed,
  STANDARD_BREAKS,
  STANDARD_FOOTER,
  t,
} from './common';

const trimmed = option(
  t('Trimmed to size', 'تشذيب على المقاس'),
  t('Cut flush to the artwork edge.', 'قصّ مستوٍ عند حافة التصميم.'),
  'per_m2',
  30,
);

function laminationSection(antiSlip: boolean): SectionSeed {
  const options: OptionSeed[] = [
    option(t('No laminate', 'دون طبقة حماية'), t('Print only.', 'طباعة فقط.'), 'per_m2', 0),
    option(
      t('Gloss laminate', 'طبقة حماية لامعة'),
      t('Vivid colours, scratch protection.', 'ألوان زاهية وحماية من الخدوش.'),
      'per_m2',
      250,
    ),
    option(
      t('Matt laminate', 'طبقة حماية مطفأة'),
      t('No glare under shop lights.', 'دون انعكاس تحت إضاءة المحلات.'),
      'per_m2',
      250,
    ),
  ];
  if (antiSlip) {
    options.push(
      option(
        t('Anti-slip floor laminate', 'طبقة حماية مانعة للانزلاق للأرضيات'),
        t('R10-rated for floor graphics.', 'بتصنيف R10 لملصقات الأرضيات.'),
        'per_m2',
        600,
      ),
    );
  }
  return { name: t('Lamination', 'طبقة الحماية (التغليف)'), required: true, options };
}

function vinylCutSection(): SectionSeed {
  return {
    name: t('Finishing', 'التشطيب'),
    required: true,
    options: [
      option(
        t('Square cut', 'قصّ مستقيم'),
        t('Rectangles cut to size.', 'مستطيلات مقصوصة على المقاس.'),
        'per_m2',
        0,
      ),
      option(
        t('Contour cut', 'قصّ حسب الشكل'),
        t('Cut through around each shape.', 'قصّ كامل حول كل شكل.'),
        'per_m2',
        450,
      ),
      option(
        t('Kiss cut on sheets', 'قصّ سطحي على أوراق'),
        t('Shapes cut on a backing sheet, easy to peel.', 'أشكال مقصوصة على ورقة حاملة، سهلة النزع.'),
        'per_m2',
        300,
      ),
    ],
  };
}

export const rollMaterials: ProductCategorySeed = {
  slug: 'roll-to-roll-materials',
  name: t('Roll-to-Roll Materials', 'خامات الطباعة على اللفائف'),
  description: t(
    'Printed media straight from our roll-to-roll presses: banner rolls, backlit film and poster paper for resellers and installers.',
    'خامات مطبوعة مباشرة من آلاتنا للطباعة من لفة إلى لفة: لفائف لافتات وأفلام إضاءة خلفية وورق ملصقات للموزعين وفنيي التركيب.',
  ),
  image: catalogImage('roll-to-roll-materials'),
  excludedFromFreeShipping: false,
  products: [
    {
      slug: 'printed-frontlit-roll',
      title: t('Printed Frontlit Banner Roll', 'لفة لافتات أمامية مطبوعة'),
      description: t(
        'Continuous 440 g frontlit PVC printed up to 3.2 m wide and shipped on the roll, for resellers who finish and install themselves.',
        'خامة PVC أمامية متصلة بوزن 440 غرام تُطبع بعرض يصل إلى 3.2 متر وتُشحن ملفوفة، للموزعين الذين يتولون التشطيب والتركيب بأنفسهم.',
      ),
      images: [catalogImage('printed-frontlit-roll')],
      metaTitle: t('Printed Banner Rolls for Resellers', 'لفائف لافتات مطبوعة للموزعين'),
      metaDescription: t(
        'White-label printed frontlit PVC rolls up to 3.2 m wide from €6/m² ex VAT, supplied uncut or trimmed.',
        'لفائف PVC أمامية مطبوعة دون علامة تجارية بعرض حتى 3.2 متر ابتداءً من 6 يورو للمتر المربع دون الضريبة، تُورَّد دون قص أو مشذّبة.',
      ),
      headers: [
        header(
          1,
          t('For the trade', 'لأصحاب المهنة'),
          t('Print by the metre, finish your way.', 'اطبع بالمتر وشطّب بطريقتك.'),
          list(
            [
              'Widths up to 320 cm, lengths up to 50 m.',
              'Neutral packaging with no branding.',
              'Consistent colour across repeat orders.',
            ],
            [
              'عرض حتى 320 سم وطول حتى 50 متراً.',
              'تغليف محايد دون أي علامة تجارية.',
              'ثبات الألوان في الطلبات المتكررة.',
            ],
          ),
        ),
        artworkHeader(2),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 600,
      minChargeCents: 3000,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 50,
      maxWidth: 320,
      minHeight: 50,
      maxHeight: 5000,
      defWidth: 320,
      defHeight: 1000,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 50,
      fileLimit: 10,
      turnaroundDays: 4,
      large: true,
      weightGrams: 0,
      sections: [
        {
          name: t('Finishing', 'التشطيب'),
          required: true,
          options: [
            option(
              t('Supplied on the roll, uncut', 'تُورَّد ملفوفة دون قص'),
              t('Printed with crop marks.', 'مطبوعة مع علامات القص.'),
              'per_m2',
              0,
            ),
            trimmed,
          ],
        },
        productionSpeed('Standard (4 working days)', 'عادي (4 أيام عمل)'),
      ],
    },
    {
      slug: 'backlit-film',
      title: t('Backlit Film', 'فيلم إضاءة خلفية'),
      description: t(
        'Translucent polyester film for light boxes, menu boards and illuminated displays, printed with a dense colour layer for even light.',
        'فيلم بوليستر شبه شفاف لصناديق الإضاءة ولوحات القوائم وشاشات العرض المضيئة، مطبوع بطبقة لونية كثيفة لتوزيع متجانس للضوء.',
      ),
      images: [catalogImage('backlit-film')],
      metaTitle: t('Backlit Film Printing for Light Boxes', 'طباعة أفلام الإضاءة الخلفية لصناديق الإضاءة'),
      metaDescription: t(
        'Printed backlit film for light boxes from €16/m² ex VAT, trimmed to size, with optional laminate.',
        'أفلام إضاءة خلفية مطبوعة لصناديق الإضاءة ابتداءً من 16 يورو للمتر المربع دون الضريبة، مشذّبة على المقاس مع طبقة حماية اختيارية.',
      ),
      headers: [
        header(
          1,
          t('Bright and even', 'إضاءة ساطعة ومتجانسة'),
          t('Colours that glow day and night.', 'ألوان تتوهج ليلاً ونهاراً.'),
          list(
            ['200 micron polyester film.', 'Day/night print mode on request.'],
            ['فيلم بوليستر بسماكة 200 ميكرون.', 'وضع طباعة نهاري وليلي عند الطلب.'],
          ),
        ),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 1600,
      minChargeCents: 1500,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 20,
      maxWidth: 150,
      minHeight: 20,
      maxHeight: 300,
      defWidth: 100,
      defHeight: 70,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 500,
      fileLimit: 10,
      turnaroundDays: 3,
      large: false,
      weightGrams: 0,
      sections: [
        { name: t('Finishing', 'التشطيب'), required: true, options: [trimmed, noFinishing] },
        laminationSection(false),
      ],
    },
    {
      slug: 'blueback-poster-paper',
      title: t('Blueback Poster Paper', 'ورق ملصقات بظهر أزرق'),
      description: t(
        '115 g blueback paper for billboards and street posters. The blue back stops the old poster showing through.',
        'ورق بظهر أزرق بوزن 115 غرام للوحات الإعلانية الكبيرة وملصقات الشوارع، يمنع ظهره الأزرق ظهور الملصق القديم من خلاله.',
      ),
      images: [catalogImage('blueback-poster-paper')],
      metaTitle: t(
        'Billboard Poster Printing on Blueback Paper',
        'طباعة ملصقات اللوحات الإعلانية على ورق بظهر أزرق',
      ),
      metaDescription: t(
        'Billboard and street posters on 115 g blueback paper from €5/m² ex VAT, printed in panels ready to paste.',
        'ملصقات للوحات الإعلانية والشوارع على ورق بظهر أزرق بوزن 115 غرام ابتداءً من 5 يورو للمتر المربع دون الضريبة، مطبوعة على ألواح جاهزة للصق.',
      ),
      headers: [
        header(
          1,
          t('Ready to paste', 'جاهزة للصق'),
          t('For wet-paste billboard sites.', 'للوحات الإعلانية التي تُلصق بالغراء.'),
          list(
            ['Printed in numbered panels.', 'Paste-safe inks.', 'Folded or rolled on request.'],
            ['تُطبع على ألواح مرقّمة.', 'أحبار آمنة مع الغراء.', 'مطوية أو ملفوفة حسب الطلب.'],
          ),
        ),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 500,
      minChargeCents: 1500,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 50,
      maxWidth: 150,
      minHeight: 50,
      maxHeight: 300,
      defWidth: 120,
      defHeight: 175,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 500,
      fileLimit: 10,
      turnaroundDays: 3,
      large: false,
      weightGrams: 0,
      sections: [
        {
          name: t('Finishing', 'التشطيب'),
          required: true,
          options: [
            trimmed,
            option(
              t('Split into numbered panels', 'تقسيم إلى ألواح مرقّمة'),
              t('For 4, 6, 8 or 12-sheet sites.', 'للوحات من 4 أو 6 أو 8 أو 12 ورقة.'),
              'fixed',
              500,
            ),
          ],
        },
      ],
    },
  ],
};

export const vinyl: ProductCategorySeed = {
  slug: 'vinyl',
  name: t('Vinyl', 'الفينيل اللاصق'),
  description: t(
    'Self-adhesive vinyl, window graphics and static cling, printed in two working days and cut to any shape.',
    'فينيل لاصق وملصقات نوافذ وفينيل كهروستاتيكي، يُطبع خلال يومي عمل ويُقص بأي شكل.',
  ),
  image: catalogImage('vinyl'),
  excludedFromFreeShipping: false,
  products: [
    {
      slug: 'self-adhesive-vinyl',
      title: t('Printed Self-Adhesive Vinyl', 'فينيل لاصق مطبوع'),
      description: t(
        'Monomeric white vinyl with permanent or removable adhesive, for signs, stickers, walls and floor graphics.',
        'فينيل أبيض أحادي البوليمر بمادة لاصقة دائمة أو قابلة للإزالة، للوحات والملصقات والجدران وملصقات الأرضيات.',
      ),
      images: [catalogImage('self-adhesive-vinyl')],
      metaTitle: t('Printed Vinyl Stickers and Graphics', 'ملصقات ورسومات فينيل مطبوعة'),
      metaDescription: t(
        'Printed self-adhesive vinyl from €12/m² ex VAT in 2 working days: square or contour cut, gloss or matt laminate.',
        'فينيل لاصق مطبوع ابتداءً من 12 يورو للمتر المربع دون الضريبة خلال يومي عمل: قصّ مستقيم أو حسب الشكل، مع طبقة حماية لامعة أو مطفأة.',
      ),
      headers: [
        header(
          1,
          t('Fast vinyl', 'فينيل بسرعة'),
          t('Printed in 2 working days.', 'يُطبع خلال يومي عمل.'),
          list(
            [
              'Permanent or removable adhesive.',
              'Contour cutting for logos and lettering.',
              'Anti-slip laminate for floor graphics.',
            ],
            [
              'مادة لاصقة دائمة أو قابلة للإزالة.',
              'قصّ حسب الشكل للشعارات والحروف.',
              'طبقة مانعة للانزلاق لملصقات الأرضيات.',
            ],
          ),
        ),
        artworkHeader(2),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 1200,
      minChargeCents: 1500,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 10,
      maxWidth: 150,
      minHeight: 10,
      maxHeight: 1000,
      defWidth: 100,
      defHeight: 50,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 1000,
      fileLimit: 10,
      turnaroundDays: 2,
      large: false,
      weightGrams: 0,
      sections: [
        vinylCutSection(),
        laminationSection(true),
        {
          name: t('Adhesive', 'المادة اللاصقة'),
          required: true,
          options: [
            option(
              t('Permanent', 'دائمة'),
              t('For long-term outdoor use.', 'للاستخدام الخارجي طويل الأمد.'),
              'per_m2',
              0,
            ),
            option(
              t('Removable', 'قابلة للإزالة'),
              t('Peels off cleanly for up to 2 years.', 'تُنزع بنظافة لمدة تصل إلى سنتين.'),
              'per_m2',
              150,
            ),
          ],
        },
      ],
    },
    {
      slug: 'one-way-vision-vinyl',
      title: t('One-Way Vision Window Vinyl', 'فينيل النوافذ أحادي الرؤية'),
      description: t(
        'Perforated window film: a full-colour graphic outside while people inside still see out. For shop windows and vehicle rear windows.',
        'فيلم نوافذ مثقّب يعرض تصميماً كامل الألوان من الخارج بينما يبقى بإمكان من في الداخل رؤية الخارج. لواجهات المحلات والنوافذ الخلفية للمركبات.',
      ),
      images: [catalogImage('one-way-vision-vinyl')],
      metaTitle: t('One-Way Vision Window Graphics', 'ملصقات نوافذ أحادية الرؤية'),
      metaDescription: t(
        'Perforated one-way vision window vinyl from €15/m² ex VAT, printed in 2 working days.',
        'فينيل نوافذ مثقّب أحادي الرؤية ابتداءً من 15 يورو للمتر المربع دون الضريبة، يُطبع خلال يومي عمل.',
      ),
      headers: [
        header(
          1,
          t('How it works', 'كيف يعمل'),
          t('50/50 perforation.', 'نسبة ثقوب 50/50.'),
          list(
            [
              'Graphic visible from outside.',
              'Clear view from inside.',
              'Optically clear laminate for outdoor use.',
            ],
            ['التصميم مرئي من الخارج.', 'رؤية واضحة من الداخل.', 'طبقة حماية شفافة بصرياً للاستخدام الخارجي.'],
          ),
        ),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 1500,
      minChargeCents: 1500,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 20,
      maxWidth: 137,
      minHeight: 20,
      maxHeight: 500,
      defWidth: 100,
      defHeight: 100,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 500,
      fileLimit: 10,
      turnaroundDays: 2,
      large: false,
      weightGrams: 0,
      sections: [
        { name: t('Finishing', 'التشطيب'), required: true, options: [trimmed] },
        laminationSection(false),
        productionSpeed('Standard (2 working days)', 'عادي (يوما عمل)', 1),
      ],
    },
    {
      slug: 'static-cling-vinyl',
      title: t('Static Cling Window Vinyl', 'فينيل نوافذ كهروستاتيكي'),
      description: t(
        'Adhesive-free clear or white film that clings to glass and can be moved and reused: perfect for seasonal promotions.',
        'فيلم شفاف أو أبيض دون مادة لاصقة يلتصق بالزجاج ويمكن نقله وإعادة استخدامه، مثالي للعروض الموسمية.',
      ),
      images: [catalogImage('static-cling-vinyl')],
      metaTitle: t('Static Cling Window Stickers', 'ملصقات نوافذ كهروستاتيكية'),
      metaDescription: t(
        'Reusable static cling window graphics from €14/m² ex VAT, printed in 2 working days.',
        'ملصقات نوافذ كهروستاتيكية قابلة لإعادة الاستخدام ابتداءً من 14 يورو للمتر المربع دون الضريبة، تُطبع خلال يومي عمل.',
      ),
      headers: [
        header(
          1,
          t('No glue', 'دون غراء'),
          t('Peel, reposition, reuse.', 'انزع وأعد التثبيت واستخدم مجدداً.'),
          list(
            ['Clear or white 200 micron PVC.', 'Printed for inside or outside viewing.'],
            ['PVC شفاف أو أبيض بسماكة 200 ميكرون.', 'يُطبع للمشاهدة من الداخل أو من الخارج.'],
          ),
        ),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 1400,
      minChargeCents: 1500,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 10,
      maxWidth: 130,
      minHeight: 10,
      maxHeight: 300,
      defWidth: 60,
      defHeight: 40,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 1000,
      fileLimit: 10,
      turnaroundDays: 2,
      large: false,
      weightGrams: 0,
      sections: [
        vinylCutSection(),
        {
          name: t('Film', 'نوع الفيلم'),
          required: true,
          options: [
            option(
              t('Clear film', 'فيلم شفاف'),
              t('The glass shows around the print.', 'يظهر الزجاج حول الطباعة.'),
              'per_m2',
              0,
            ),
            option(
              t('White film', 'فيلم أبيض'),
              t('Opaque white behind the colours.', 'خلفية بيضاء معتمة خلف الألوان.'),
              'per_m2',
              0,
            ),
          ],
        },
      ],
    },
  ],
};

export const fabrics: ProductCategorySeed = {
  slug: 'fabrics',
  name: t('Fabrics', 'الأقمشة المطبوعة'),
  description: t(
    'Dye-sublimated polyester fabrics for flags, displays, backdrops and light boxes: crease-resistant and washable.',
    'أقمشة بوليستر مطبوعة بتقنية التسامي الحراري للأعلام وشاشات العرض والخلفيات وصناديق الإضاءة، مقاومة للتجعد وقابلة للغسل.',
  ),
  image: catalogImage('fabrics'),
  excludedFromFreeShipping: false,
  products: [
    {
      slug: 'polyester-flag-fabric',
      title: t('Printed Flag Fabric', 'قماش أعلام مطبوع'),
      description: t(
        '115 g knitted polyester printed by dye sublimation: bright colours that show through to the back, ideal for flags and hanging banners.',
        'بوليستر محبوك بوزن 115 غراماً مطبوع بتقنية التسامي الحراري، بألوان زاهية تظهر على الوجه الخلفي، مثالي للأعلام واللافتات المعلّقة.',
      ),
      images: [catalogImage('polyester-flag-fabric')],
      metaTitle: t('Flag Fabric Printing by Dye Sublimation', 'طباعة أقمشة الأعلام بالتسامي الحراري'),
      metaDescription: t(
        'Printed polyester flag fabric from €14/m² ex VAT, hemmed, with eyelets or pole pockets.',
        'قماش أعلام من البوليستر مطبوع ابتداءً من 14 يورو للمتر المربع دون الضريبة، بحواف مخيطة مع حلقات أو جيوب للأعمدة.',
      ),
      headers: [
        header(
          1,
          t('Fabric facts', 'مواصفات القماش'),
          t('Light, bright, foldable.', 'خفيف وزاهٍ وقابل للطي.'),
          list(
            [
              '115 g/m² knitted polyester.',
              'About 90% show-through on the back.',
              'Machine washable at 30 °C.',
            ],
            [
              'بوليستر محبوك بوزن 115 غ/م².',
              'تظهر الطباعة بنسبة 90% تقريباً على الوجه الخلفي.',
              'قابل للغسل في الغسالة بدرجة 30 مئوية.',
            ],
          ),
        ),
        artworkHeader(2),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 1400,
      minChargeCents: 1500,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 30,
      maxWidth: 300,
      minHeight: 30,
      maxHeight: 500,
      defWidth: 150,
      defHeight: 100,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 500,
      fileLimit: 10,
      turnaroundDays: 4,
      large: false,
      weightGrams: 0,
      sections: [
        {
          name: t('Finishing', 'التشطيب'),
          required: true,
          options: [hemmedEdges(100), eyelets({ every50: 70, every25: 120 }), polePockets(700)],
        },
        productionSpeed('Standard (4 working days)', 'عادي (4 أيام عمل)'),
      ],
    },
    {
      slug: 'seg-backlit-fabric',
      title: t('SEG Backlit Fabric', 'قماش إضاءة خلفية بحافة سيليكون'),
      description: t(
        'Backlit textile with a silicone edge (SEG) that pushes into aluminium frames for a seamless, glowing display.',
        'قماش للإضاءة الخلفية بحافة من السيليكون تُدخل في إطارات الألمنيوم لعرض مضيء دون فواصل.',
      ),
      images: [catalogImage('seg-backlit-fabric')],
      metaTitle: t('SEG Fabric Printing for Light Boxes', 'طباعة أقمشة SEG لصناديق الإضاءة'),
      metaDescription: t(
        'Silicone-edge backlit fabric graphics from €18/m² ex VAT, for frames and light boxes.',
        'رسومات قماشية للإضاءة الخلفية بحافة سيليكون ابتداءً من 18 يورو للمتر المربع دون الضريبة، للإطارات وصناديق الإضاءة.',
      ),
      headers: [
        header(
          1,
          t('Frame-ready', 'جاهز للتركيب في الإطار'),
          t('Push-fit in seconds.', 'يُركّب بالضغط في ثوانٍ.'),
          list(
            [
              'Sewn 3 mm silicone edge.',
              'Light-diffusing backlit textile.',
              'Folds for transport without creasing.',
            ],
            ['حافة سيليكون مخيطة بسماكة 3 مم.', 'قماش ناشر للضوء.', 'يُطوى للنقل دون تجعّد.'],
          ),
        ),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 1800,
      minChargeCents: 2000,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 50,
      maxWidth: 300,
      minHeight: 50,
      maxHeight: 300,
      defWidth: 200,
      defHeight: 200,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 200,
      fileLimit: 10,
      turnaroundDays: 5,
      large: false,
      weightGrams: 0,
      sections: [
        {
          name: t('Finishing', 'التشطيب'),
          required: true,
          options: [
            option(
              t('Silicone edge (SEG)', 'حافة سيليكون (SEG)'),
              t('Sewn on all four sides.', 'مخيطة على الجوانب الأربعة.'),
              'per_m2',
              300,
            ),
            hemmedEdges(100),
          ],
        },
      ],
    },
    {
      slug: 'canvas-fabric',
      title: t('Printed Canvas Fabric', 'قماش كانفاس مطبوع'),
      description: t(
        'Polyester-cotton canvas with a matt finish for backdrops, photo walls and decoration. Rich colours, no glare.',
        'قماش كانفاس من البوليستر والقطن بلمسة مطفأة للخلفيات وجدران الصور والديكور، بألوان غنية ودون انعكاس.',
      ),
      images: [catalogImage('canvas-fabric')],
      metaTitle: t('Canvas Fabric Printing for Backdrops', 'طباعة قماش الكانفاس للخلفيات'),
      metaDescription: t(
        'Printed matt canvas fabric from €16/m² ex VAT for backdrops and décor, hemmed or with pole pockets.',
        'قماش كانفاس مطفأ مطبوع ابتداءً من 16 يورو للمتر المربع دون الضريبة للخلفيات والديكور، بحواف مخيطة أو جيوب للأعمدة.',
      ),
      headers: [
        header(
          1,
          t('Matt and rich', 'لمسة مطفأة وألوان غنية'),
          t('Looks good on camera.', 'يظهر بشكل رائع أمام الكاميرا.'),
          list(
            ['280 g/m² canvas.', 'Flame-retardant B1 option.'],
            ['كانفاس بوزن 280 غ/م².', 'خيار مقاوم للحريق بتصنيف B1.'],
          ),
        ),
      ],
      footer: STANDARD_FOOTER,
      pricingMode: 'per_m2',
      basePriceCents: 1600,
      minChargeCents: 1500,
      quantityBreaks: STANDARD_BREAKS,
      minWidth: 30,
      maxWidth: 300,
      minHeight: 30,
      maxHeight: 500,
      defWidth: 200,
      defHeight: 150,
      weldable: false,
      minQuantity: 1,
      maxQuantity: 200,
      fileLimit: 10,
      turnaroundDays: 4,
      large: false,
      weightGrams: 0,
      sections: [
        {
          name: t('Finishing', 'التشطيب'),
          required: true,
          options: [noFinishing, hemmedEdges(100), polePockets(700)],
        },
        artworkSection,
      ],
    },
  ],
};
