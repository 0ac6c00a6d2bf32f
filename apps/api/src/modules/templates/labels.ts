import type { Lang } from '@shop/shared';

/**
 * What an artwork template prints on its slug and names its layers, per language
 * (docs/product.md#artwork-templates). Placeholders are `{name}`.
 */
export const templateLabels = {
  'layer.artwork': { en: 'Your artwork', ar: 'تصميمك', es: 'Tu diseño' },
  'layer.bleed': { en: 'Bleed', ar: 'النزف', es: 'Sangrado' },
  'layer.trim': { en: 'Trim line', ar: 'خط القص', es: 'Línea de corte' },
  'layer.safe': { en: 'Safe zone', ar: 'المنطقة الآمنة', es: 'Zona segura' },
  'layer.hems': { en: 'Hems', ar: 'الحواف المطوية', es: 'Dobladillos' },
  'layer.pockets': { en: 'Pole pockets', ar: 'جيوب الأعمدة', es: 'Bolsillos para barras' },
  'layer.panels': { en: 'Panels and welds', ar: 'الألواح وخطوط اللحام', es: 'Paneles y soldaduras' },
  'layer.eyelets': { en: 'Eyelets', ar: 'الحلقات المعدنية', es: 'Ollaos' },
  'layer.hardware': { en: 'Hardware outline', ar: 'مخطط الهيكل', es: 'Contorno del soporte' },
  'layer.guides': { en: 'Guidelines', ar: 'الإرشادات', es: 'Indicaciones' },
  title: {
    en: 'Artwork template: {product}',
    ar: 'قالب التصميم: {product}',
    es: 'Plantilla de diseño: {product}',
  },
  size: {
    en: 'Trim {width} × {height} cm · bleed {bleed} cm on every side · keep text and faces inside the safe zone ({safe} cm and more from the trim).',
    ar: 'مقاس القص {width} × {height} سم · نزف {bleed} سم من كل جانب · أبقِ النصوص والوجوه داخل المنطقة الآمنة ({safe} سم أو أكثر من خط القص).',
    es: 'Corte {width} × {height} cm · sangrado de {bleed} cm por cada lado · deja textos y caras dentro de la zona segura ({safe} cm o más desde el corte).',
  },
  scaleTrue: {
    en: 'Scale 1:1: this page is the real size.',
    ar: 'المقياس 1:1: هذه الصفحة بالحجم الحقيقي.',
    es: 'Escala 1:1: esta página está a tamaño real.',
  },
  scaleReduced: {
    en: 'Scale 1:{factor}: every cm on this page is {factor} cm of print. Design at this scale or at 1:1.',
    ar: 'المقياس 1:{factor}: كل سنتيمتر في هذه الصفحة يساوي {factor} سم في الطباعة. صمّم بهذا المقياس أو بمقياس 1:1.',
    es: 'Escala 1:{factor}: cada cm de esta página son {factor} cm impresos. Diseña a esta escala o a 1:1.',
  },
  panels: {
    en: 'Made of {count} panels ({widths} cm) welded with a {overlap} cm overlap: keep faces and small text off the red weld lines.',
    ar: 'مصنوعة من {count} ألواح ({widths} سم) ملحومة بتداخل {overlap} سم: أبعد الوجوه والنصوص الصغيرة عن خطوط اللحام الحمراء.',
    es: 'Hecha de {count} paneles ({widths} cm) soldados con un solape de {overlap} cm: aparta caras y textos pequeños de las líneas rojas de soldadura.',
  },
  eyelets: {
    en: '{count} eyelets, at most {spacing} cm apart ({actual} cm here), centres {inset} cm from the edge.',
    ar: '{count} حلقة معدنية، لا تزيد المسافة بينها على {spacing} سم ({actual} سم هنا)، ومراكزها على بعد {inset} سم من الحافة.',
    es: '{count} ollaos, a {spacing} cm como máximo ({actual} cm aquí), con el centro a {inset} cm del borde.',
  },
  eyeletsCorners: {
    en: '{count} eyelets, one in each corner, centres {inset} cm from the edges.',
    ar: '{count} حلقات معدنية، واحدة في كل زاوية، ومراكزها على بعد {inset} سم من الحواف.',
    es: '{count} ollaos, uno en cada esquina, con el centro a {inset} cm de los bordes.',
  },
  hems: {
    en: '{width} cm hems on every side.',
    ar: 'حواف مطوية بعرض {width} سم من كل جانب.',
    es: 'Dobladillos de {width} cm en todos los lados.',
  },
  pockets: {
    en: '{depth} cm pole pockets on the {edges} edges.',
    ar: 'جيوب أعمدة بعمق {depth} سم على الحواف: {edges}.',
    es: 'Bolsillos para barras de {depth} cm en los bordes: {edges}.',
  },
  doubleSided: {
    en: 'Double-sided: send one file for each face, both made with this template.',
    ar: 'طباعة على الوجهين: أرسل ملفاً لكل وجه، وكلاهما مُعدّ بهذا القالب.',
    es: 'A doble cara: envía un archivo por cara, ambos hechos con esta plantilla.',
  },
  hardware: {
    en: 'Grey dashed: the {kind}, not printed.',
    ar: 'الخط الرمادي المتقطع: {kind}، ولا يُطبع.',
    es: 'Gris discontinuo: {kind}, no se imprime.',
  },
  colour: {
    en: 'Colours in CMYK; fonts embedded or outlined; images at least {dpi} dpi at print size.',
    ar: 'الألوان بنظام CMYK؛ الخطوط مضمّنة أو محوّلة إلى مسارات؛ دقة الصور {dpi} نقطة في البوصة على الأقل بحجم الطباعة.',
    es: 'Colores en CMYK; fuentes incrustadas o trazadas; imágenes de al menos {dpi} ppp al tamaño de impresión.',
  },
  legend: {
    en: 'Magenta: trim · cyan: bleed · green: safe zone · red: welds · orange: eyelets and pockets. Hide or delete these layers before you send your file.',
    ar: 'الأرجواني: خط القص · السماوي: النزف · الأخضر: المنطقة الآمنة · الأحمر: اللحام · البرتقالي: الحلقات والجيوب. أخف هذه الطبقات أو احذفها قبل إرسال ملفك.',
    es: 'Magenta: corte · cian: sangrado · verde: zona segura · rojo: soldaduras · naranja: ollaos y bolsillos. Oculta o borra estas capas antes de enviar tu archivo.',
  },
  'edge.top': { en: 'top', ar: 'العلوية', es: 'superior' },
  'edge.right': { en: 'right', ar: 'اليمنى', es: 'derecho' },
  'edge.bottom': { en: 'bottom', ar: 'السفلية', es: 'inferior' },
  'edge.left': { en: 'left', ar: 'اليسرى', es: 'izquierdo' },
  and: { en: 'and', ar: 'و', es: 'y' },
  'hardware.frame': { en: 'frame', ar: 'الإطار', es: 'marco' },
  'hardware.flag': { en: 'pole and base', ar: 'العمود والقاعدة', es: 'mástil y base' },
  'hardware.barrier': { en: 'posts', ar: 'الأعمدة', es: 'postes' },
  'hardware.stand': { en: 'stand and cassette', ar: 'الحامل والقاعدة', es: 'soporte y casete' },
} as const satisfies Record<string, Record<Lang, string>>;

export type TemplateLabelKey = keyof typeof templateLabels;

export function templateLabel(
  lang: Lang,
  key: TemplateLabelKey,
  params: Record<string, string | number> = {},
) {
  return templateLabels[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
