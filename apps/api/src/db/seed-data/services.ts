import { catalogImage, list, type ServiceCategorySeed, t } from './common';

export const serviceCategories: ServiceCategorySeed[] = [
  {
    slug: 'design-services',
    name: t('Design Services', 'خدمات التصميم'),
    description: t(
      'Logos, banner artwork and print-ready files prepared by designers who know large-format printing.',
      'شعارات وتصاميم لافتات وملفات جاهزة للطباعة يعدّها مصممون متخصصون في الطباعة كبيرة الحجم.',
    ),
    image: catalogImage('design-services'),
    services: [
      {
        slug: 'logo-design',
        name: t('Logo Design', 'تصميم الشعارات'),
        description: list(
          [
            'A logo that works as well on a 5-metre banner as on a business card. We start from a short brief about your business, your customers and the style you like.',
            'You receive three initial concepts, two rounds of changes on the one you choose and the final files in vector (AI, EPS, SVG, PDF) and web formats, in colour, black and white.',
            'Our designers work with printing in mind: every logo is checked for legibility at small sizes and for reproduction in a single colour on vinyl.',
          ],
          [
            'شعار يبدو رائعاً على لافتة بطول 5 أمتار كما على بطاقة العمل. نبدأ بموجز قصير عن نشاطك وعملائك والأسلوب الذي تفضّله.',
            'تحصل على ثلاثة مقترحات أولية وجولتين من التعديلات على المقترح الذي تختاره، ثم الملفات النهائية بصيغ متجهية (AI وEPS وSVG وPDF) وصيغ الويب، بالألوان وبالأبيض والأسود.',
            'يعمل مصممونا مع مراعاة متطلبات الطباعة، إذ نتحقق من وضوح كل شعار بالأحجام الصغيرة ومن إمكانية إنتاجه بلون واحد على الفينيل.',
          ],
        ),
        images: [catalogImage('logo-design'), catalogImage('logo-design-detail')],
        metaTitle: t(
          'Logo Design for Print | Design Services',
          'تصميم شعارات مناسبة للطباعة | خدمات التصميم',
        ),
        metaDescription: t(
          'Professional logo design with three concepts, two revision rounds and print-ready vector files.',
          'تصميم شعارات احترافي يشمل ثلاثة مقترحات وجولتين من التعديلات وملفات متجهية جاهزة للطباعة.',
        ),
      },
      {
        slug: 'banner-artwork-design',
        name: t('Banner Artwork Design', 'تصميم اللافتات'),
        description: list(
          [
            'Send us your logo, your message and the size of your banner: we lay it out so it can be read from across the street.',
            'Large formats have their own rules: big type, strong contrast and few words. We prepare the file at the right scale with bleed and safe zones for hems and eyelets.',
          ],
          [
            'أرسل إلينا شعارك ورسالتك ومقاس لافتتك، وسنصممها لتكون مقروءة من الجهة المقابلة للشارع.',
            'للمقاسات الكبيرة قواعدها الخاصة: خطوط كبيرة وتباين قوي وكلمات قليلة. نجهّز الملف بالمقياس الصحيح مع هامش النزف والمناطق الآمنة للحواف والحلقات.',
          ],
        ),
        images: [catalogImage('banner-artwork-design'), catalogImage('banner-artwork-design-detail')],
        metaTitle: t('Banner Artwork Design Service', 'خدمة تصميم اللافتات'),
        metaDescription: t(
          'Eye-catching banner designs prepared at the right scale, with bleed and safe zones for finishing.',
          'تصاميم لافتات لافتة للنظر مُعدّة بالمقياس الصحيح مع هامش النزف والمناطق الآمنة للتشطيب.',
        ),
      },
      {
        slug: 'brand-identity-pack',
        name: t('Brand Identity Pack', 'حزمة الهوية البصرية'),
        description: list(
          [
            'Everything a new business needs to look consistent: logo, colour palette, typefaces and a one-page style guide.',
            'The pack includes business cards, a letterhead, a social media profile kit and a shop-front sign mock-up, all in print-ready files.',
            'Ideal before opening a shop or restaurant: your signage, menus and banners will all share one recognisable look.',
          ],
          [
            'كل ما يحتاجه مشروع جديد ليظهر بصورة متناسقة: الشعار ولوحة الألوان والخطوط ودليل أسلوب من صفحة واحدة.',
            'تشمل الحزمة بطاقات العمل وورق المراسلات ومجموعة صور لحسابات التواصل الاجتماعي ونموذجاً للافتة واجهة المحل، وجميعها بملفات جاهزة للطباعة.',
            'مثالية قبل افتتاح متجر أو مطعم، إذ تتشارك لافتاتك وقوائم الطعام واللوحات الإعلانية مظهراً واحداً يسهل تمييزه.',
          ],
        ),
        images: [catalogImage('brand-identity-pack'), catalogImage('brand-identity-pack-detail')],
        metaTitle: t('Brand Identity Design Pack', 'حزمة تصميم الهوية البصرية'),
        metaDescription: t(
          'Logo, colours, fonts, stationery and signage mock-ups in one brand identity pack for new businesses.',
          'شعار وألوان وخطوط وقرطاسية ونماذج لافتات في حزمة هوية بصرية واحدة للمشاريع الجديدة.',
        ),
      },
      {
        slug: 'artwork-check-and-preparation',
        name: t('Artwork Check and Preparation', 'فحص ملفات التصميم وتجهيزها'),
        description: list(
          [
            'Not sure your file will print well? A prepress specialist checks size, resolution, colour mode, fonts and bleed before anything is printed.',
            'If something needs fixing, we fix it for you: converting to CMYK, extending backgrounds for bleed, outlining fonts or splitting oversize artwork into welded panels.',
          ],
          [
            'لست متأكداً من أن ملفك سيُطبع بشكل جيد؟ يفحص متخصص ما قبل الطباعة المقاس والدقة ونظام الألوان والخطوط وهامش النزف قبل أي طباعة.',
            'وإذا احتاج الملف إلى تعديل، نتولى ذلك نيابةً عنك: التحويل إلى CMYK، وتمديد الخلفيات لهامش النزف، وتحويل الخطوط إلى مسارات، أو تقسيم التصاميم الكبيرة إلى ألواح تُلحم معاً.',
          ],
        ),
        images: [
          catalogImage('artwork-check-and-preparation'),
          catalogImage('artwork-check-and-preparation-detail'),
        ],
        metaTitle: t('Print File Check and Preparation', 'فحص ملفات الطباعة وتجهيزها'),
        metaDescription: t(
          'Prepress check of your artwork: resolution, CMYK, fonts and bleed, with fixes made for you.',
          'فحص ما قبل الطباعة لملفاتك: الدقة وألوان CMYK والخطوط وهامش النزف، مع إجراء التعديلات نيابةً عنك.',
        ),
      },
    ],
  },
  {
    slug: 'printing-services',
    name: t('Printing Services', 'خدمات الطباعة'),
    description: t(
      'Quoted print jobs beyond our online catalogue: commercial print, vehicle graphics and event packs.',
      'أعمال طباعة بعروض أسعار خاصة خارج كتالوجنا الإلكتروني: المطبوعات التجارية ورسومات المركبات وحزم الفعاليات.',
    ),
    image: catalogImage('printing-services'),
    services: [
      {
        slug: 'flyers-and-brochures',
        name: t('Flyers and Brochures', 'المنشورات والكتيبات'),
        description: list(
          [
            'Digital and offset printing of flyers, leaflets, folded brochures and catalogues, from 100 to 100,000 copies.',
            'Tell us the format, paper, folding and quantity in your request; we reply with a price and a delivery date, and start printing once you approve.',
          ],
          [
            'طباعة رقمية وأوفست للمنشورات والنشرات والكتيبات المطوية والكتالوجات، من 100 إلى 100,000 نسخة.',
            'حدّد في طلبك المقاس ونوع الورق وطريقة الطي والكمية، وسنرد عليك بالسعر وموعد التسليم، ونبدأ الطباعة فور موافقتك.',
          ],
        ),
        images: [catalogImage('flyers-and-brochures'), catalogImage('flyers-and-brochures-detail')],
        metaTitle: t('Flyer and Brochure Printing', 'طباعة المنشورات والكتيبات'),
        metaDescription: t(
          'Quoted digital and offset printing of flyers, brochures and catalogues in any quantity.',
          'طباعة رقمية وأوفست للمنشورات والكتيبات والكتالوجات بأي كمية وبعروض أسعار خاصة.',
        ),
      },
      {
        slug: 'vehicle-graphics',
        name: t('Vehicle Graphics', 'ملصقات المركبات'),
        description: list(
          [
            'Turn your vans and cars into moving adverts with printed cast vinyl, cut lettering or full and partial wraps.',
            'Send us the make, model and year of each vehicle with photos of every side; we design on exact vehicle templates and quote printing and fitting.',
            'We use conformable cast films with air-release adhesive and protective laminate, rated for up to 7 years.',
          ],
          [
            'حوّل شاحناتك الصغيرة وسياراتك إلى إعلانات متنقلة بملصقات الفينيل المصبوب المطبوعة أو الحروف المقصوصة أو التغليف الكامل والجزئي.',
            'أرسل إلينا طراز كل مركبة وسنة صنعها مع صور لجميع جوانبها، وسنصمم على قوالب دقيقة للمركبة ونقدم عرض سعر للطباعة والتركيب.',
            'نستخدم أفلاماً مصبوبة مرنة بمادة لاصقة تطرد الهواء وطبقة حماية، تدوم حتى 7 سنوات.',
          ],
        ),
        images: [catalogImage('vehicle-graphics'), catalogImage('vehicle-graphics-detail')],
        metaTitle: t('Vehicle Graphics and Van Wraps', 'ملصقات المركبات وتغليف الشاحنات'),
        metaDescription: t(
          'Printed van graphics, cut lettering and vehicle wraps designed on exact templates and professionally fitted.',
          'ملصقات مطبوعة للشاحنات وحروف مقصوصة وتغليف مركبات مصمم على قوالب دقيقة ومركّب باحترافية.',
        ),
      },
      {
        slug: 'event-signage-pack',
        name: t('Event Signage Pack', 'حزمة لافتات الفعاليات'),
        description: list(
          [
            'One request for everything your event needs: stage backdrops, entrance banners, roll-ups, feather flags and directional signs.',
            'We coordinate sizes, colours and delivery so the whole set arrives together, labelled by location, in time for your set-up day.',
          ],
          [
            'طلب واحد لكل ما تحتاجه فعاليتك: خلفيات المسرح ولافتات المدخل وحوامل الرول أب وأعلام الريشة واللوحات الإرشادية.',
            'ننسّق المقاسات والألوان والتوصيل لتصل المجموعة كاملة معاً، مع تسمية كل قطعة بموقعها، في الوقت المناسب ليوم التجهيز.',
          ],
        ),
        images: [catalogImage('event-signage-pack'), catalogImage('event-signage-pack-detail')],
        metaTitle: t('Event Signage Packages', 'حزم لافتات الفعاليات'),
        metaDescription: t(
          'Backdrops, banners, roll-ups and flags for your event, coordinated and delivered together.',
          'خلفيات ولافتات وحوامل رول أب وأعلام لفعاليتك، منسّقة وتُسلَّم معاً.',
        ),
      },
    ],
  },
  {
    slug: 'installation',
    name: t('Installation', 'التركيب'),
    description: t(
      'Our own fitters install banners, window graphics and shop signs across mainland Spain.',
      'يتولى فنيّونا تركيب اللافتات وملصقات النوافذ ولوحات المحلات في جميع أنحاء البر الإسباني.',
    ),
    image: catalogImage('installation'),
    services: [
      {
        slug: 'banner-installation',
        name: t('Banner Installation', 'تركيب اللافتات'),
        description: list(
          [
            'Banners on façades, fences, balconies and scaffolding, fitted by a trained team with insurance and the right access equipment.',
            'Tell us the address, the banner sizes and the height of the fixing points; we reply with a quote and a date. Removal of old banners can be included.',
          ],
          [
            'تركيب اللافتات على الواجهات والأسوار والشرفات والسقالات على يد فريق مدرَّب ومؤمَّن عليه ومجهَّز بمعدات العمل على المرتفعات.',
            'أخبرنا بالعنوان ومقاسات اللافتات وارتفاع نقاط التثبيت، وسنرد عليك بعرض سعر وموعد. ويمكن أن يشمل العمل إزالة اللافتات القديمة.',
          ],
        ),
        images: [catalogImage('banner-installation'), catalogImage('banner-installation-detail')],
        metaTitle: t('Banner Installation Service in Spain', 'خدمة تركيب اللافتات في إسبانيا'),
        metaDescription: t(
          'Professional, insured banner installation on façades, fences and scaffolding across mainland Spain.',
          'تركيب احترافي ومؤمَّن للافتات على الواجهات والأسوار والسقالات في جميع أنحاء البر الإسباني.',
        ),
      },
      {
        slug: 'window-graphics-fitting',
        name: t('Window Graphics Fitting', 'تركيب ملصقات النوافذ'),
        description: list(
          [
            'Bubble-free application of vinyl, one-way vision and frosted films on shop windows and office glass.',
            'We measure on site, remove old graphics and clean the glass before fitting. Most shop fronts are done in a few hours, before opening time if you prefer.',
          ],
          [
            'تركيب خالٍ من الفقاعات لملصقات الفينيل والرؤية الأحادية والأفلام المصنفرة على واجهات المحلات وزجاج المكاتب.',
            'نأخذ المقاسات في الموقع ونزيل الملصقات القديمة وننظف الزجاج قبل التركيب. تُنجز معظم الواجهات خلال ساعات قليلة، وقبل موعد الافتتاح إن رغبت.',
          ],
        ),
        images: [catalogImage('window-graphics-fitting'), catalogImage('window-graphics-fitting-detail')],
        metaTitle: t('Window Graphics Fitting', 'تركيب ملصقات النوافذ'),
        metaDescription: t(
          'Bubble-free fitting of window vinyl, one-way vision and frosted film, with removal of old graphics.',
          'تركيب خالٍ من الفقاعات لفينيل النوافذ والرؤية الأحادية والأفلام المصنفرة، مع إزالة الملصقات القديمة.',
        ),
      },
      {
        slug: 'shop-sign-installation',
        name: t('Shop Sign Installation', 'تركيب لوحات المحلات'),
        description: list(
          [
            'Fascia panels, projecting signs and built-up letters fitted securely to your shop front.',
            'We survey the wall, advise on fixings and permits and install with sealed, rust-proof fixings. Electrical connections for lit signs are made by a certified electrician.',
            'Send photos of the façade and your sign design with your request.',
          ],
          [
            'تركيب لوحات الواجهات واللوحات البارزة والحروف المجسّمة بإحكام على واجهة متجرك.',
            'نعاين الجدار ونقدّم المشورة بشأن وسائل التثبيت والتصاريح، ونركّب بمثبتات محكمة الإغلاق ومقاومة للصدأ. ويتولى كهربائي معتمد توصيل اللوحات المضيئة.',
            'أرسل صوراً للواجهة وتصميم لوحتك مع طلبك.',
          ],
        ),
        images: [catalogImage('shop-sign-installation'), catalogImage('shop-sign-installation-detail')],
        metaTitle: t('Shop Sign Installation', 'تركيب لوحات المحلات'),
        metaDescription: t(
          'Secure installation of fascia signs, projecting signs and built-up letters, with survey and advice.',
          'تركيب آمن للوحات الواجهات واللوحات البارزة والحروف المجسّمة، مع المعاينة وتقديم المشورة.',
        ),
      },
    ],
  },
  {
    slug: 'large-format-white-label',
    name: t('Large Format and White Label', 'الطباعة كبيرة الحجم والعلامة البيضاء'),
    description: t(
      'Trade printing for sign makers, agencies and resellers: unbranded, shipped direct to your customer.',
      'طباعة بأسعار الجملة لصانعي اللافتات والوكالات والموزعين: دون علامة تجارية، وتُشحن مباشرة إلى عميلك.',
    ),
    image: catalogImage('large-format-white-label'),
    services: [
      {
        slug: 'white-label-banner-printing',
        name: t('White-Label Banner Printing', 'طباعة اللافتات دون علامة تجارية'),
        description: list(
          [
            'We print, you sell. Banners, mesh, fabrics and vinyl produced at trade prices with no mention of our name anywhere.',
            'Open a reseller account through this request: tell us your expected monthly volume and the products you sell, and we set up your trade price list.',
          ],
          [
            'نحن نطبع وأنت تبيع. لافتات وشبك وأقمشة وفينيل تُنتَج بأسعار الجملة دون أي ذكر لاسمنا.',
            'افتح حساب موزّع عبر هذا الطلب: أخبرنا بحجم طلباتك الشهرية المتوقع والمنتجات التي تبيعها، وسنُعدّ لك قائمة أسعار الجملة الخاصة بك.',
          ],
        ),
        images: [
          catalogImage('white-label-banner-printing'),
          catalogImage('white-label-banner-printing-detail'),
        ],
        metaTitle: t('White-Label Banner Printing for Resellers', 'طباعة لافتات دون علامة تجارية للموزعين'),
        metaDescription: t(
          'Trade-price, unbranded large-format printing for sign makers and resellers across Europe.',
          'طباعة كبيرة الحجم دون علامة تجارية وبأسعار الجملة لصانعي اللافتات والموزعين في أنحاء أوروبا.',
        ),
      },
      {
        slug: 'blind-drop-shipping',
        name: t('Blind Drop Shipping', 'الشحن المباشر دون هوية'),
        description: list(
          [
            'We deliver straight to your customer in plain packaging, with your company as the sender and your own delivery note inside.',
            'Send us your logo for the delivery note and the addresses with each order; tracking links come to you, not to your customer.',
          ],
          [
            'نوصل الطلب مباشرة إلى عميلك في تغليف عادي، مع ذكر شركتك كجهة مرسِلة وإرفاق إشعار التسليم الخاص بك داخل الطرد.',
            'أرسل إلينا شعارك لإشعار التسليم والعناوين مع كل طلب، وتصلك روابط التتبع أنت وليس عميلك.',
          ],
        ),
        images: [catalogImage('blind-drop-shipping'), catalogImage('blind-drop-shipping-detail')],
        metaTitle: t('Blind Drop Shipping for Print Resellers', 'الشحن المباشر دون هوية لموزعي المطبوعات'),
        metaDescription: t(
          'Plain-packaged delivery to your customers with your company as sender and your own delivery note.',
          'توصيل بتغليف عادي إلى عملائك مع ذكر شركتك كجهة مرسِلة وإشعار التسليم الخاص بك.',
        ),
      },
      {
        slug: 'oversize-welded-banners',
        name: t('Oversize Welded Banners', 'لافتات ضخمة ملحومة'),
        description: list(
          [
            'Building wraps and stadium banners far beyond the width of any printer, welded from vertical panels with a 2 cm high-frequency weld.',
            'Send the final size and the fixing method; we plan the panel joins away from faces and text, reinforce the edges and fit heavy-duty eyelets or webbing.',
            'Every oversize banner is quoted individually, including folding, labelling and pallet delivery.',
          ],
          [
            'أغلفة للمباني ولافتات للملاعب تتجاوز عرض أي آلة طباعة، تُلحم من ألواح عمودية بلحام عالي التردد بتداخل 2 سم.',
            'أرسل المقاس النهائي وطريقة التثبيت، وسنخطط مواضع وصل الألواح بعيداً عن الوجوه والنصوص، ونقوّي الحواف ونركّب حلقات أو أحزمة شديدة التحمل.',
            'نقدّم عرض سعر مستقلاً لكل لافتة ضخمة، يشمل الطي ووضع الملصقات التعريفية والتوصيل على منصات نقالة.',
          ],
        ),
        images: [catalogImage('oversize-welded-banners'), catalogImage('oversize-welded-banners-detail')],
        metaTitle: t('Oversize Welded Banners and Building Wraps', 'لافتات ضخمة ملحومة وأغلفة مبانٍ'),
        metaDescription: t(
          'Giant banners and building wraps welded from panels with high-frequency welds, quoted individually.',
          'لافتات عملاقة وأغلفة مبانٍ تُلحم من ألواح بلحام عالي التردد، مع عرض سعر مستقل لكل طلب.',
        ),
      },
    ],
  },
];
