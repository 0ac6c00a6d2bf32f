import type { Lang } from '@shop/shared';

export const taxMessages = {
  'tax.taxId.empty': {
    en: 'tax_id: this field is required.',
    ar: 'tax_id: هذا الحقل مطلوب.',
    es: 'tax_id: este campo es obligatorio.',
  },
  'tax.taxId.format': {
    en: 'tax_id: this is not a Spanish NIF, NIE or CIF, nor an EU VAT number with its country prefix (such as FR40303265045).',
    ar: 'tax_id: هذا ليس رقم NIF أو NIE أو CIF إسبانيًا، ولا رقم ضريبة قيمة مضافة أوروبيًا مع بادئة بلده (مثل FR40303265045).',
    es: 'tax_id: no es un NIF, NIE o CIF español, ni un número de IVA europeo con el prefijo de su país (como FR40303265045).',
  },
  'tax.taxId.check_character': {
    en: 'tax_id: the control letter or digit does not match the number. Please check it for a typing mistake.',
    ar: 'tax_id: حرف أو رقم التحقق لا يطابق الرقم. يرجى التحقق من عدم وجود خطأ في الكتابة.',
    es: 'tax_id: la letra o el dígito de control no coincide con el número. Comprueba si hay un error de escritura.',
  },
  'tax.taxId.unknown_country': {
    en: 'tax_id: the first two letters are not the VAT prefix of an EU country (Greece is EL).',
    ar: 'tax_id: الحرفان الأولان ليسا بادئة ضريبة القيمة المضافة لدولة في الاتحاد الأوروبي (اليونان هي EL).',
    es: 'tax_id: las dos primeras letras no son el prefijo de IVA de un país de la UE (Grecia es EL).',
  },
  'tax.invalidCompany': {
    en: 'The company details could not be saved.',
    ar: 'تعذّر حفظ بيانات الشركة.',
    es: 'No se han podido guardar los datos de la empresa.',
  },
  'tax.taxIdRequired': {
    en: 'An order above {max} needs a full invoice: add your tax ID (NIF/NIE, CIF or EU VAT number) in your company details, then pay.',
    ar: 'الطلب الذي يتجاوز {max} يحتاج إلى فاتورة كاملة: أضف رقمك الضريبي (NIF/NIE أو CIF أو رقم ضريبة القيمة المضافة الأوروبي) في بيانات شركتك، ثم ادفع.',
    es: 'Un pedido de más de {max} necesita una factura completa: añade tu NIF/NIE, CIF o NIF-IVA europeo en los datos de empresa y paga después.',
  },
  'tax.countryUnknown': {
    en: 'country: we do not deliver to or invoice the country "{code}". Choose one from the list.',
    ar: 'country: لا نوصل إلى الدولة "{code}" ولا نصدر فواتير لها. اختر دولة من القائمة.',
    es: 'country: no enviamos ni facturamos al país «{code}». Elige uno de la lista.',
  },
  'tax.postcodeSpain': {
    en: 'postcode: a Spanish postcode has five digits, from 01000 to 52999.',
    ar: 'postcode: الرمز البريدي الإسباني مكوّن من خمسة أرقام، من 01000 إلى 52999.',
    es: 'postcode: un código postal español tiene cinco dígitos, del 01000 al 52999.',
  },
  'tax.companySaved': {
    en: 'Company details saved.',
    ar: 'تم حفظ بيانات الشركة.',
    es: 'Datos de la empresa guardados.',
  },
  'tax.companyRemoved': {
    en: 'Company details removed.',
    ar: 'تمت إزالة بيانات الشركة.',
    es: 'Datos de la empresa eliminados.',
  },
  'vat.reason.spain': {
    en: 'Spanish VAT (IVA) 21% applies to deliveries in Spain.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية (IVA) بنسبة 21٪ على التوصيل داخل إسبانيا.',
    es: 'Se aplica el IVA español del 21 % a las entregas en España.',
  },
  'vat.reason.export': {
    en: 'No VAT: the destination is outside the EU VAT area (export).',
    ar: 'بدون ضريبة قيمة مضافة: الوجهة خارج منطقة ضريبة القيمة المضافة الأوروبية (تصدير).',
    es: 'Sin IVA: el destino está fuera del territorio de IVA de la UE (exportación).',
  },
  'vat.reason.eu_consumer': {
    en: 'Spanish VAT 21% applies: add your company and EU VAT number to your profile for reverse charge.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: أضف شركتك ورقم ضريبة القيمة المضافة الأوروبي إلى ملفك الشخصي للاستفادة من الاحتساب العكسي.',
    es: 'Se aplica el IVA español del 21 %: añade tu empresa y tu número de IVA europeo a tu perfil para la inversión del sujeto pasivo.',
  },
  'vat.reason.eu_reverse_charge': {
    en: '0% VAT: reverse charge, your VAT number {vat} was confirmed by VIES.',
    ar: '0٪ ضريبة قيمة مضافة: احتساب عكسي، تم تأكيد رقمك الضريبي {vat} عبر VIES.',
    es: 'IVA 0 %: inversión del sujeto pasivo, VIES ha confirmado tu número de IVA {vat}.',
  },
  'vat.reason.eu_vat_invalid': {
    en: 'Spanish VAT 21% applies: VIES says the VAT number {vat} is not valid.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: يفيد VIES بأن الرقم الضريبي {vat} غير صالح.',
    es: 'Se aplica el IVA español del 21 %: según VIES, el número de IVA {vat} no es válido.',
  },
  'vat.reason.eu_vat_unavailable': {
    en: 'Spanish VAT 21% applies: your VAT number {vat} could not be checked with VIES just now, so no reverse charge. Try again later or contact us.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: تعذّر التحقق من رقمك الضريبي {vat} عبر VIES الآن، لذلك لا يُطبَّق الاحتساب العكسي. حاول لاحقًا أو تواصل معنا.',
    es: 'Se aplica el IVA español del 21 %: ahora mismo no se ha podido comprobar tu número de IVA {vat} en VIES, así que no hay inversión del sujeto pasivo. Inténtalo más tarde o contacta con nosotros.',
  },
  'vat.reason.eu_vat_format_only': {
    en: 'Spanish VAT 21% applies: only the format of your VAT number {vat} was checked, not its registration, so no reverse charge.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: تم التحقق من صيغة رقمك الضريبي {vat} فقط وليس من تسجيله، لذلك لا يُطبَّق الاحتساب العكسي.',
    es: 'Se aplica el IVA español del 21 %: solo se ha comprobado el formato de tu número de IVA {vat}, no su registro, así que no hay inversión del sujeto pasivo.',
  },
  'vat.reason.eu_vat_spanish_number': {
    en: 'Spanish VAT 21% applies: reverse charge needs a VAT number of another EU country than Spain.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: يتطلب الاحتساب العكسي رقمًا ضريبيًا من دولة أوروبية غير إسبانيا.',
    es: 'Se aplica el IVA español del 21 %: la inversión del sujeto pasivo requiere un número de IVA de un país de la UE distinto de España.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
