import type { Lang } from '@shop/shared';

/** Messages of the api-keys module (keys, scopes, suspension, per-key rate limits). */
export const apiKeysMessages = {
  'apiKeys.tradeOnly': {
    en: 'API keys are for trade accounts: add your company details in your profile first.',
    ar: 'مفاتيح API مخصصة للحسابات التجارية: أضف بيانات شركتك في ملفك الشخصي أولًا.',
    es: 'Las claves API son para cuentas profesionales: añade primero los datos de tu empresa en tu perfil.',
  },
  'apiKeys.notFound': {
    en: 'There is no API key with this number.',
    ar: 'لا يوجد مفتاح API بهذا الرقم.',
    es: 'No hay ninguna clave API con este número.',
  },
  'apiKeys.created': {
    en: 'API key created. Copy the secret now: it is shown only once.',
    ar: 'تم إنشاء مفتاح API. انسخ السر الآن: لن يظهر إلا مرة واحدة.',
    es: 'Clave API creada. Copia el secreto ahora: solo se muestra una vez.',
  },
  'apiKeys.revoked': {
    en: 'API key revoked: it no longer works.',
    ar: 'تم إلغاء مفتاح API: لم يعد يعمل.',
    es: 'Clave API revocada: ya no funciona.',
  },
  'apiKeys.tooMany': {
    en: 'An account can have at most {max} active API keys. Revoke one first.',
    ar: 'يمكن أن يملك الحساب {max} مفتاح API نشط كحد أقصى. ألغِ أحدها أولًا.',
    es: 'Una cuenta puede tener como máximo {max} claves API activas. Revoca una primero.',
  },
  'apiKeys.invalid': {
    en: 'This API key is not valid or has been revoked.',
    ar: 'مفتاح API هذا غير صالح أو تم إلغاؤه.',
    es: 'Esta clave API no es válida o ha sido revocada.',
  },
  'apiKeys.missingScope': {
    en: 'This API key lacks the scope {scope} that this request needs.',
    ar: 'ينقص مفتاح API هذا النطاق {scope} الذي يحتاجه هذا الطلب.',
    es: 'A esta clave API le falta el permiso {scope} que necesita esta petición.',
  },
  'apiKeys.notForThisRoute': {
    en: 'API keys work only on the reseller API and catalogue reads; sign in to use this.',
    ar: 'تعمل مفاتيح API فقط على واجهة الموزعين وقراءة الكتالوج؛ سجّل الدخول لاستخدام هذا.',
    es: 'Las claves API solo sirven para la API de revendedores y la lectura del catálogo; inicia sesión para usar esto.',
  },
  'apiKeys.suspended': {
    en: 'API access of this account is suspended by the shop: {reason}',
    ar: 'تم إيقاف وصول هذا الحساب إلى API من قِبل المتجر: {reason}',
    es: 'La tienda ha suspendido el acceso a la API de esta cuenta: {reason}',
  },
  'apiKeys.accessSuspended': {
    en: 'API access suspended.',
    ar: 'تم إيقاف الوصول إلى API.',
    es: 'Acceso a la API suspendido.',
  },
  'apiKeys.accessRestored': {
    en: 'API access restored.',
    ar: 'تمت استعادة الوصول إلى API.',
    es: 'Acceso a la API restablecido.',
  },
  'apiKeys.rateLimited': {
    en: 'This API key made too many requests. Try again in {seconds} seconds.',
    ar: 'أرسل مفتاح API هذا طلبات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية.',
    es: 'Esta clave API ha hecho demasiadas peticiones. Inténtalo de nuevo dentro de {seconds} segundos.',
  },
  'apiKeys.customerNotFound': {
    en: 'There is no customer with this number.',
    ar: 'لا يوجد عميل بهذا الرقم.',
    es: 'No hay ningún cliente con este número.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
