import type { Lang } from '@shop/shared';

export const uploadsMessages = {
  'uploads.unsupportedType': {
    en: '“{name}” is not a design file we accept. Send {accepted}.',
    ar: '«{name}» ليس ملف تصميم نقبله. أرسل ملفًا من الأنواع: {accepted}.',
    es: '«{name}» no es un archivo de diseño que aceptemos. Envía {accepted}.',
  },
  'uploads.contentMismatch': {
    en: '“{name}” is not a real {type} file: its content does not match its name.',
    ar: '«{name}» ليس ملف {type} حقيقيًا: محتواه لا يطابق اسمه.',
    es: '«{name}» no es un archivo {type} real: su contenido no coincide con su nombre.',
  },
  'uploads.tooMany': {
    en: 'At most {max} files can be sent at once.',
    ar: 'يمكن إرسال {max} ملفات كحد أقصى في المرة الواحدة.',
    es: 'Se pueden enviar como máximo {max} archivos a la vez.',
  },
  'uploads.tooLarge': {
    en: '“{name}” is larger than {mb} MB, the largest file we accept.',
    ar: '«{name}» أكبر من {mb} ميغابايت، وهو أكبر حجم نقبله للملف.',
    es: '«{name}» ocupa más de {mb} MB, el tamaño máximo que aceptamos.',
  },
  'uploads.empty': { en: '“{name}” is empty.', ar: '«{name}» ملف فارغ.', es: '«{name}» está vacío.' },
  'uploads.notMultipart': {
    en: 'Send the files as multipart/form-data.',
    ar: 'أرسل الملفات بصيغة multipart/form-data.',
    es: 'Envía los archivos como multipart/form-data.',
  },
  'uploads.unexpectedFile': {
    en: 'Files are accepted only in the “files” field, not in “{field}”.',
    ar: 'تُقبل الملفات في الحقل «files» فقط، وليس في «{field}».',
    es: 'Solo se aceptan archivos en el campo «files», no en «{field}».',
  },
  'uploads.notFound': { en: 'File not found.', ar: 'الملف غير موجود.', es: 'Archivo no encontrado.' },
  'uploads.storageFailed': {
    en: 'We could not store your files right now, so nothing was saved. Please try again later.',
    ar: 'تعذّر علينا حفظ ملفاتك الآن، لذلك لم يُحفظ شيء. يرجى المحاولة لاحقًا.',
    es: 'Ahora mismo no hemos podido guardar tus archivos, así que no se ha guardado nada. Inténtalo más tarde.',
  },
  // Prepress findings (docs/product.md#uploads): what is wrong and what to do.
  'preflight.unchecked': {
    en: 'We could not check this file automatically (it is too complex or damaged). Our prepress team will look at it; send a simpler PDF or image if you can.',
    ar: 'تعذّر علينا فحص هذا الملف تلقائيًا (فهو معقّد جدًا أو تالف). سيراجعه فريق ما قبل الطباعة؛ أرسل ملف PDF أو صورة أبسط إن أمكن.',
    es: 'No hemos podido revisar este archivo automáticamente (es demasiado complejo o está dañado). Nuestro equipo de preimpresión lo revisará; envía un PDF o una imagen más sencillos si puedes.',
  },
  'preflight.notChecked': {
    en: 'This kind of file is not checked automatically: our prepress team will look at it.',
    ar: 'هذا النوع من الملفات لا يُفحص تلقائيًا: سيراجعه فريق ما قبل الطباعة.',
    es: 'Este tipo de archivo no se revisa automáticamente: lo revisará nuestro equipo de preimpresión.',
  },
  'preflight.dpiBlocker': {
    en: 'Only {dpi} dpi at the ordered size: it will print blurred and blocky. Send an image with at least {min} dpi at this size, or choose a smaller size.',
    ar: 'الدقة {dpi} نقطة في البوصة فقط بالمقاس المطلوب: ستُطبع ضبابية ومتكسّرة. أرسل صورة بدقة {min} نقطة في البوصة على الأقل بهذا المقاس، أو اختر مقاسًا أصغر.',
    es: 'Solo {dpi} ppp al tamaño pedido: se imprimirá borrosa y pixelada. Envía una imagen de al menos {min} ppp a este tamaño o elige un tamaño menor.',
  },
  'preflight.dpiLow': {
    en: '{dpi} dpi at the ordered size, under the {min} dpi we recommend: it may look soft up close. Send a larger image if you have one.',
    ar: '{dpi} نقطة في البوصة بالمقاس المطلوب، أقل من {min} التي نوصي بها: قد تبدو غير حادة عن قرب. أرسل صورة أكبر إن توفرت.',
    es: '{dpi} ppp al tamaño pedido, por debajo de los {min} ppp recomendados: puede verse poco nítida de cerca. Envía una imagen más grande si la tienes.',
  },
  'preflight.dpiOk': {
    en: '{dpi} dpi at the ordered size: good.',
    ar: '{dpi} نقطة في البوصة بالمقاس المطلوب: جيد.',
    es: '{dpi} ppp al tamaño pedido: bien.',
  },
  'preflight.aspect': {
    en: 'The image has other proportions than the ordered size: it will be cropped or leave margins. Crop it to the ordered proportions.',
    ar: 'أبعاد الصورة لا تطابق نسب المقاس المطلوب: ستُقص أو ستبقى هوامش. اقصصها بنسب المقاس المطلوب.',
    es: 'La imagen tiene otras proporciones que el tamaño pedido: se recortará o quedarán márgenes. Recórtala a las proporciones pedidas.',
  },
  'preflight.rasterRgb': {
    en: 'The image is RGB; we print CMYK, so bright colours may look duller. Convert it to CMYK to see the result before printing.',
    ar: 'الصورة بنظام RGB ونحن نطبع بنظام CMYK، لذا قد تبدو الألوان الزاهية أبهت. حوّلها إلى CMYK لترى النتيجة قبل الطباعة.',
    es: 'La imagen está en RGB; imprimimos en CMYK, así que los colores vivos pueden verse más apagados. Conviértela a CMYK para ver el resultado antes de imprimir.',
  },
  'preflight.rasterCmyk': {
    en: 'CMYK image: ready for print.',
    ar: 'صورة بنظام CMYK: جاهزة للطباعة.',
    es: 'Imagen en CMYK: lista para imprimir.',
  },
  'preflight.rasterGrey': {
    en: 'Greyscale image: it prints in shades of black.',
    ar: 'صورة بتدرّج رمادي: تُطبع بدرجات الأسود.',
    es: 'Imagen en escala de grises: se imprime en tonos de negro.',
  },
  'preflight.rasterAlpha': {
    en: 'The image has transparent areas: they print as the material (usually white). Fill the background if it should be coloured.',
    ar: 'في الصورة مناطق شفافة: تُطبع بلون الخامة (عادةً أبيض). املأ الخلفية إن أردتها ملوّنة.',
    es: 'La imagen tiene zonas transparentes: se imprimen del color del material (normalmente blanco). Rellena el fondo si debe tener color.',
  },
  'preflight.noIcc': {
    en: 'No colour profile embedded: we assume a standard one. Embed the profile for predictable colour.',
    ar: 'لا يوجد ملف تعريف ألوان مضمّن: سنفترض ملفًا قياسيًا. ضمّن ملف التعريف لألوان متوقعة.',
    es: 'No lleva perfil de color incrustado: suponemos uno estándar. Incrusta el perfil para un color previsible.',
  },
  'preflight.icc': {
    en: 'Colour profile embedded: {name}.',
    ar: 'ملف تعريف الألوان مضمّن: {name}.',
    es: 'Perfil de color incrustado: {name}.',
  },
  'preflight.pages': {
    en: 'The PDF has {pages} pages: we print the first one unless your order says otherwise (e.g. double-sided).',
    ar: 'يحتوي ملف PDF على {pages} صفحات: نطبع الأولى ما لم يحدد طلبك غير ذلك (مثل الطباعة على الوجهين).',
    es: 'El PDF tiene {pages} páginas: imprimimos la primera salvo que tu pedido diga otra cosa (p. ej., a doble cara).',
  },
  'preflight.bleedMissing': {
    en: 'Bleed is {bleed} mm; this product needs {want} mm on every side. Extend the background beyond the trim by {want} mm.',
    ar: 'هامش النزف {bleed} مم؛ يحتاج هذا المنتج إلى {want} مم من كل جانب. مدّد الخلفية خارج خط القص بمقدار {want} مم.',
    es: 'El sangrado es de {bleed} mm; este producto necesita {want} mm por cada lado. Extiende el fondo {want} mm más allá del corte.',
  },
  'preflight.pageMismatch': {
    en: 'The page is {page} mm but you ordered {ordered} mm. Send the artwork at the ordered size (or at a scale such as 1:10), or change the size.',
    ar: 'مقاس الصفحة {page} مم لكنك طلبت {ordered} مم. أرسل التصميم بالمقاس المطلوب (أو بمقياس مثل 1:10)، أو غيّر المقاس.',
    es: 'La página mide {page} mm pero has pedido {ordered} mm. Envía el diseño al tamaño pedido (o a escala, como 1:10) o cambia el tamaño.',
  },
  'preflight.scaled': {
    en: 'The page is the ordered size at 1:{scale}: we enlarge it {scale} times.',
    ar: 'الصفحة بالمقاس المطلوب بمقياس 1:{scale}: سنكبّرها {scale} مرات.',
    es: 'La página es el tamaño pedido a escala 1:{scale}: la ampliamos {scale} veces.',
  },
  'preflight.fontNotEmbedded': {
    en: 'The font “{font}” is not embedded: text may print in another font. Embed all fonts or convert text to outlines, then upload again.',
    ar: 'الخط «{font}» غير مضمّن: قد يُطبع النص بخط آخر. ضمّن كل الخطوط أو حوّل النص إلى مسارات، ثم ارفع الملف من جديد.',
    es: 'La fuente «{font}» no está incrustada: el texto puede imprimirse con otra fuente. Incrusta todas las fuentes o convierte el texto en trazados y vuelve a subirlo.',
  },
  'preflight.pdfRgb': {
    en: 'This page uses RGB colours; we print CMYK, so bright colours may look duller. Export the PDF in CMYK (e.g. PDF/X-1a or PDF/X-4).',
    ar: 'تستخدم هذه الصفحة ألوان RGB ونحن نطبع بنظام CMYK، لذا قد تبدو الألوان الزاهية أبهت. صدّر ملف PDF بنظام CMYK (مثل PDF/X-1a أو PDF/X-4).',
    es: 'Esta página usa colores RGB; imprimimos en CMYK, así que los colores vivos pueden verse más apagados. Exporta el PDF en CMYK (p. ej., PDF/X-1a o PDF/X-4).',
  },
  'preflight.spotColour': {
    en: 'Spot colour “{name}”: we print it as its CMYK mix, which may differ. Convert spot colours to CMYK.',
    ar: 'لون خاص «{name}»: نطبعه بمزيج CMYK المقابل، وقد يختلف. حوّل الألوان الخاصة إلى CMYK.',
    es: 'Color directo «{name}»: lo imprimimos con su mezcla CMYK, que puede variar. Convierte los colores directos a CMYK.',
  },
  'preflight.imageDpiBlocker': {
    en: 'An image is only {dpi} dpi at print size: it will print blurred and blocky. Replace it with one of at least {min} dpi.',
    ar: 'دقة إحدى الصور {dpi} نقطة في البوصة فقط بمقاس الطباعة: ستُطبع ضبابية ومتكسّرة. استبدلها بصورة لا تقل دقتها عن {min}.',
    es: 'Una imagen tiene solo {dpi} ppp al tamaño de impresión: se imprimirá borrosa y pixelada. Sustitúyela por una de al menos {min} ppp.',
  },
  'preflight.imageDpiLow': {
    en: 'An image is {dpi} dpi at print size, under the {min} dpi we recommend: it may look soft up close.',
    ar: 'دقة إحدى الصور {dpi} نقطة في البوصة بمقاس الطباعة، أقل من {min} التي نوصي بها: قد تبدو غير حادة عن قرب.',
    es: 'Una imagen tiene {dpi} ppp al tamaño de impresión, por debajo de los {min} ppp recomendados: puede verse poco nítida de cerca.',
  },
  'preflight.transparency': {
    en: 'This page uses transparency: check the proof carefully, or flatten it (PDF/X-1a) before sending.',
    ar: 'تستخدم هذه الصفحة الشفافية: راجع البروفة بعناية، أو سطّحها (PDF/X-1a) قبل الإرسال.',
    es: 'Esta página usa transparencias: revisa bien la prueba o acóplalas (PDF/X-1a) antes de enviarla.',
  },
  'preflight.pdfx': {
    en: 'Identified as {version}: a print-ready PDF standard.',
    ar: 'مُعرَّف بأنه {version}: معيار PDF جاهز للطباعة.',
    es: 'Identificado como {version}: un estándar de PDF listo para imprimir.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
