import type { Lang } from '@shop/shared';

export const taxMessages = {
  'tax.taxId.empty': { en: 'tax_id: this field is required.', ar: 'tax_id: هذا الحقل مطلوب.' },
  'tax.taxId.format': {
    en: 'tax_id: this is not a Spanish NIF, NIE or CIF, nor an EU VAT number with its country prefix (such as FR40303265045).',
    ar: 'tax_id: هذا ليس رقم NIF أو NIE أو CIF إسبانيًا، ولا رقم ضريبة قيمة مضافة أوروبيًا مع بادئة بلده (مثل FR40303265045).',
  },
  'tax.taxId.check_character': {
    en: 'tax_id: the control letter or digit does not match the number. Please check it for a typing mistake.',
    ar: 'tax_id: حرف أو رقم التحقق لا يطابق الرقم. يرجى التحقق من عدم وجود خطأ في الكتابة.',
  },
  'tax.taxId.unknown_country': {
    en: 'tax_id: the first two letters are not the VAT prefix of an EU country (Greece is EL).',
    ar: 'tax_id: الحرفان الأولان ليسا بادئة ضريبة القيمة المضافة لدولة في الاتحاد الأوروبي (اليونان هي EL).',
  },
  'tax.invalidCompany': {
    en: 'The company details could not be saved.',
    ar: 'تعذّر حفظ بيانات الشركة.',
  },
  'tax.countryUnknown': {
    en: 'country: we do not deliver to or invoice the country "{code}". Choose one from the list.',
    ar: 'country: لا نوصل إلى الدولة "{code}" ولا نصدر فواتير لها. اختر دولة من القائمة.',
  },
  'tax.postcodeSpain': {
    en: 'postcode: a Spanish postcode has five digits, from 01000 to 52999.',
    ar: 'postcode: الرمز البريدي الإسباني مكوّن من خمسة أرقام، من 01000 إلى 52999.',
  },
  'tax.companySaved': { en: 'Company details saved.', ar: 'تم حفظ بيانات الشركة.' },
  'tax.companyRemoved': { en: 'Company details removed.', ar: 'تمت إزالة بيانات الشركة.' },
  'vat.reason.spain': {
    en: 'Spanish VAT (IVA) 21% applies to deliveries in Spain.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية (IVA) بنسبة 21٪ على التوصيل داخل إسبانيا.',
  },
  'vat.reason.export': {
    en: 'No VAT: the destination is outside the EU VAT area (export).',
    ar: 'بدون ضريبة قيمة مضافة: الوجهة خارج منطقة ضريبة القيمة المضافة الأوروبية (تصدير).',
  },
  'vat.reason.eu_consumer': {
    en: 'Spanish VAT 21% applies: add your company and EU VAT number to your profile for reverse charge.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: أضف شركتك ورقم ضريبة القيمة المضافة الأوروبي إلى ملفك الشخصي للاستفادة من الاحتساب العكسي.',
  },
  'vat.reason.eu_reverse_charge': {
    en: '0% VAT: reverse charge, your VAT number {vat} was confirmed by VIES.',
    ar: '0٪ ضريبة قيمة مضافة: احتساب عكسي، تم تأكيد رقمك الضريبي {vat} عبر VIES.',
  },
  'vat.reason.eu_vat_invalid': {
    en: 'Spanish VAT 21% applies: VIES says the VAT number {vat} is not valid.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: يفيد VIES بأن الرقم الضريبي {vat} غير صالح.',
  },
  'vat.reason.eu_vat_unavailable': {
    en: 'Spanish VAT 21% applies: your VAT number {vat} could not be checked with VIES just now, so no reverse charge. Try again later or contact us.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: تعذّر التحقق من رقمك الضريبي {vat} عبر VIES الآن، لذلك لا يُطبَّق الاحتساب العكسي. حاول لاحقًا أو تواصل معنا.',
  },
  'vat.reason.eu_vat_format_only': {
    en: 'Spanish VAT 21% applies: only the format of your VAT number {vat} was checked, not its registration, so no reverse charge.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: تم التحقق من صيغة رقمك الضريبي {vat} فقط وليس من تسجيله، لذلك لا يُطبَّق الاحتساب العكسي.',
  },
  'vat.reason.eu_vat_spanish_number': {
    en: 'Spanish VAT 21% applies: reverse charge needs a VAT number of another EU country than Spain.',
    ar: 'تُطبَّق ضريبة القيمة المضافة الإسبانية 21٪: يتطلب الاحتساب العكسي رقمًا ضريبيًا من دولة أوروبية غير إسبانيا.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
