import type { Lang } from '@shop/shared';
import type { PhoneProblem } from '@shop/shared/calling-codes';

/** Answers and e-mails of sign-up, login, password reset and the profile. */
export const accountsMessages = {
  'accounts.codeSent': {
    en: 'We sent a 6-digit code to {email}. Enter it to activate your account. It is valid for 10 minutes.',
    ar: 'أرسلنا رمزًا من 6 أرقام إلى {email}. أدخله لتفعيل حسابك. الرمز صالح لمدة 10 دقائق.',
    es: 'Hemos enviado un código de 6 dígitos a {email}. Introdúcelo para activar tu cuenta. Es válido durante 10 minutos.',
  },
  'accounts.resetCodeSent': {
    en: 'If an account exists for {email}, we sent it a 6-digit code. It is valid for 10 minutes.',
    ar: 'إذا كان هناك حساب مرتبط بـ {email} فقد أرسلنا إليه رمزًا من 6 أرقام. الرمز صالح لمدة 10 دقائق.',
    es: 'Si existe una cuenta para {email}, le hemos enviado un código de 6 dígitos. Es válido durante 10 minutos.',
  },
  'accounts.codeInvalid': {
    en: 'The code is not valid or has expired. Check the latest e-mail or ask for a new code.',
    ar: 'الرمز غير صالح أو انتهت صلاحيته. تحقق من آخر رسالة أو اطلب رمزًا جديدًا.',
    es: 'El código no es válido o ha caducado. Revisa el último correo o pide un código nuevo.',
  },
  'accounts.accountVerified': {
    en: 'Your e-mail address is confirmed. You can log in now.',
    ar: 'تم تأكيد بريدك الإلكتروني. يمكنك تسجيل الدخول الآن.',
    es: 'Tu dirección de correo está confirmada. Ya puedes iniciar sesión.',
  },
  'accounts.resetCodeVerified': {
    en: 'Code accepted. Choose a new password within 10 minutes.',
    ar: 'تم قبول الرمز. اختر كلمة مرور جديدة خلال 10 دقائق.',
    es: 'Código aceptado. Elige una contraseña nueva en los próximos 10 minutos.',
  },
  'accounts.loggedIn': { en: 'Welcome, {name}!', ar: 'أهلًا بك يا {name}!', es: '¡Hola, {name}!' },
  'accounts.badCredentials': {
    en: 'The e-mail address or the password is not correct.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    es: 'El correo electrónico o la contraseña no son correctos.',
  },
  'accounts.verifyFirst': {
    en: 'Please confirm your e-mail address first: enter the code we sent to {email}.',
    ar: 'يرجى تأكيد بريدك الإلكتروني أولًا: أدخل الرمز الذي أرسلناه إلى {email}.',
    es: 'Confirma primero tu dirección de correo: introduce el código que enviamos a {email}.',
  },
  'accounts.loggedOut': { en: 'You are logged out.', ar: 'تم تسجيل خروجك.', es: 'Has cerrado la sesión.' },
  'accounts.passwordReset': {
    en: 'Your password has been changed. Please log in with the new password.',
    ar: 'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
    es: 'Tu contraseña se ha cambiado. Inicia sesión con la contraseña nueva.',
  },
  'accounts.passwordMismatch': {
    en: 'The password confirmation does not match.',
    ar: 'تأكيد كلمة المرور غير مطابق.',
    es: 'La confirmación de la contraseña no coincide.',
  },
  'accounts.resetProofRequired': {
    en: 'Enter the code we sent you by e-mail.',
    ar: 'أدخل الرمز الذي أرسلناه إليك بالبريد الإلكتروني.',
    es: 'Introduce el código que te hemos enviado por correo.',
  },
  'accounts.resetTokenInvalid': {
    en: 'This password reset has expired or was already used. Please ask for a new code.',
    ar: 'انتهت صلاحية إعادة تعيين كلمة المرور هذه أو تم استخدامها. يرجى طلب رمز جديد.',
    es: 'Este restablecimiento de contraseña ha caducado o ya se ha usado. Pide un código nuevo.',
  },
  'accounts.providerOff': {
    en: 'Signing in with {provider} is not available.',
    ar: 'تسجيل الدخول عبر {provider} غير متاح.',
    es: 'No es posible iniciar sesión con {provider}.',
  },
  'accounts.providerMismatch': {
    en: 'The provider does not match this address ({provider}).',
    ar: 'مزود الخدمة لا يطابق هذا العنوان ({provider}).',
    es: 'El proveedor no coincide con esta dirección ({provider}).',
  },
  'accounts.socialTokenInvalid': {
    en: '{provider} could not confirm your sign-in. Please try again.',
    ar: 'تعذر على {provider} تأكيد تسجيل دخولك. يرجى المحاولة مرة أخرى.',
    es: '{provider} no ha podido confirmar tu inicio de sesión. Inténtalo de nuevo.',
  },
  'accounts.socialNoEmail': {
    en: 'Your {provider} account has no confirmed e-mail address. Please sign up with your e-mail instead.',
    ar: 'لا يحتوي حسابك على {provider} على بريد إلكتروني مؤكد. يرجى إنشاء حساب باستخدام بريدك الإلكتروني.',
    es: 'Tu cuenta de {provider} no tiene un correo confirmado. Regístrate con tu correo electrónico.',
  },
  'accounts.socialUnavailable': {
    en: '{provider} cannot be reached right now. Please try again later.',
    ar: 'لا يمكن الوصول إلى {provider} الآن. يرجى المحاولة لاحقًا.',
    es: 'No podemos conectar con {provider} en este momento. Inténtalo más tarde.',
  },
  'accounts.unknownLang': {
    en: 'The shop has no language “{lang}”: choose one of {langs}.',
    ar: 'لا يتوفر المتجر بلغة “{lang}”: اختر إحدى اللغات {langs}.',
    es: 'La tienda no tiene el idioma «{lang}»: elige uno de {langs}.',
  },
  'accounts.profileSaved': {
    en: 'Your changes are saved.',
    ar: 'تم حفظ التغييرات.',
    es: 'Tus cambios se han guardado.',
  },
  'accounts.emailChangeSent': {
    en: 'We sent a code to {email}. Enter it to confirm your new e-mail address.',
    ar: 'أرسلنا رمزًا إلى {email}. أدخله لتأكيد بريدك الإلكتروني الجديد.',
    es: 'Hemos enviado un código a {email}. Introdúcelo para confirmar tu nueva dirección de correo.',
  },
  'accounts.emailChanged': {
    en: 'Your e-mail address is now {email}.',
    ar: 'بريدك الإلكتروني الآن هو {email}.',
    es: 'Tu dirección de correo es ahora {email}.',
  },
  'accounts.sameEmail': {
    en: 'This is already your e-mail address.',
    ar: 'هذا هو بريدك الإلكتروني الحالي بالفعل.',
    es: 'Esta ya es tu dirección de correo.',
  },
  'accounts.emailTaken': {
    en: 'This e-mail address belongs to another account.',
    ar: 'هذا البريد الإلكتروني مرتبط بحساب آخر.',
    es: 'Esta dirección de correo pertenece a otra cuenta.',
  },
  'accounts.oldPasswordWrong': {
    en: 'The current password is not correct.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
    es: 'La contraseña actual no es correcta.',
  },
  'accounts.oldPasswordRequired': {
    en: 'Enter your current password to choose a new one.',
    ar: 'أدخل كلمة المرور الحالية لاختيار كلمة مرور جديدة.',
    es: 'Introduce tu contraseña actual para elegir una nueva.',
  },
  'accounts.newPasswordRequired': {
    en: 'Enter the new password and its confirmation.',
    ar: 'أدخل كلمة المرور الجديدة وتأكيدها.',
    es: 'Introduce la contraseña nueva y su confirmación.',
  },
  'accounts.imageInvalid': {
    en: 'The picture must be a JPEG, PNG, WebP, GIF, AVIF or TIFF image.',
    ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو GIF أو AVIF أو TIFF.',
    es: 'La imagen debe ser JPEG, PNG, WebP, GIF, AVIF o TIFF.',
  },
  'accounts.imageTooLarge': {
    en: 'The picture must be smaller than {mb} MB.',
    ar: 'يجب أن يكون حجم الصورة أقل من {mb} ميغابايت.',
    es: 'La imagen debe ocupar menos de {mb} MB.',
  },
  'accounts.multipartExpected': {
    en: 'Send the changes as form fields (multipart/form-data or JSON).',
    ar: 'أرسل التغييرات كحقول نموذج (multipart/form-data أو JSON).',
    es: 'Envía los cambios como campos de formulario (multipart/form-data o JSON).',
  },
  'accounts.unknownField': {
    en: 'Unknown field: {field}.',
    ar: 'حقل غير معروف: {field}.',
    es: 'Campo desconocido: {field}.',
  },

  'accounts.reauthRequired': {
    en: 'For this action, please enter your password again.',
    ar: 'لإتمام هذا الإجراء، يرجى إدخال كلمة المرور مرة أخرى.',
    es: 'Para esta acción, vuelve a introducir tu contraseña.',
  },
  'accounts.reauthDone': {
    en: 'Password confirmed. You can go on for 15 minutes.',
    ar: 'تم تأكيد كلمة المرور. يمكنك المتابعة لمدة 15 دقيقة.',
    es: 'Contraseña confirmada. Puedes continuar durante 15 minutos.',
  },
  'accounts.passwordWrong': {
    en: 'The password is not correct.',
    ar: 'كلمة المرور غير صحيحة.',
    es: 'La contraseña no es correcta.',
  },
  'accounts.currentPasswordForEmail': {
    en: 'Enter your current password to change your e-mail address.',
    ar: 'أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني.',
    es: 'Introduce tu contraseña actual para cambiar tu dirección de correo.',
  },
  'accounts.currentPasswordForEmailField': {
    en: 'oldPassword: enter your current password to change your e-mail address.',
    ar: 'oldPassword: أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني.',
    es: 'oldPassword: introduce tu contraseña actual para cambiar tu dirección de correo.',
  },
  'accounts.currentPasswordWrongField': {
    en: 'oldPassword: the current password is not correct.',
    ar: 'oldPassword: كلمة المرور الحالية غير صحيحة.',
    es: 'oldPassword: la contraseña actual no es correcta.',
  },
  'accounts.setPasswordFirst': {
    en: 'Your account has no password yet (you sign in with Google or Facebook). Choose a password first, then change your e-mail address.',
    ar: 'ليس لحسابك كلمة مرور بعد (تسجّل الدخول عبر Google أو Facebook). اختر كلمة مرور أولًا، ثم غيّر بريدك الإلكتروني.',
    es: 'Tu cuenta aún no tiene contraseña (entras con Google o Facebook). Elige primero una contraseña y después cambia tu dirección de correo.',
  },
  'accounts.emailChangeUndone': {
    en: 'Your e-mail address is {email} again and every session was signed out. Choose a new password with "Forgot password" to log in.',
    ar: 'عاد بريدك الإلكتروني إلى {email} وتم تسجيل الخروج من جميع الجلسات. اختر كلمة مرور جديدة عبر «نسيت كلمة المرور» لتسجيل الدخول.',
    es: 'Tu dirección de correo vuelve a ser {email} y se han cerrado todas las sesiones. Elige una contraseña nueva con «He olvidado mi contraseña» para entrar.',
  },
  'accounts.undoInvalid': {
    en: 'This link is not valid, has expired or was already used.',
    ar: 'هذا الرابط غير صالح أو انتهت صلاحيته أو تم استخدامه من قبل.',
    es: 'Este enlace no es válido, ha caducado o ya se ha usado.',
  },
  'accounts.undoAddressTaken': {
    en: 'Your old address now belongs to another account, so it could not be restored. Every session of your account was signed out and its password removed. Please contact us.',
    ar: 'أصبح عنوانك القديم مرتبطًا بحساب آخر، لذلك تعذّرت استعادته. تم تسجيل الخروج من جميع جلسات حسابك وإزالة كلمة مروره. يرجى التواصل معنا.',
    es: 'Tu dirección anterior pertenece ahora a otra cuenta, así que no se ha podido recuperar. Se han cerrado todas las sesiones de tu cuenta y se ha quitado su contraseña. Ponte en contacto con nosotros.',
  },

  // E-mails.
  'accounts.mail.registerSubject': {
    en: '{code} is your BannerPrint verification code',
    ar: '{code} هو رمز التحقق الخاص بك من BannerPrint',
    es: '{code} es tu código de verificación de BannerPrint',
  },
  'accounts.mail.againSubject': {
    en: 'Another sign-up with your address: code {code}',
    ar: 'تسجيل آخر بعنوانك: الرمز {code}',
    es: 'Otro registro con tu dirección: código {code}',
  },
  'accounts.mail.againHeading': {
    en: 'Someone signed up again with this address',
    ar: 'قام أحدهم بالتسجيل مرة أخرى بهذا العنوان',
    es: 'Alguien se ha vuelto a registrar con esta dirección',
  },
  'accounts.mail.againBody': {
    en: 'A new sign-up as “{name}” was made with this e-mail address before it was confirmed. This code confirms that new sign-up and its password.',
    ar: 'تم تسجيل جديد باسم «{name}» بهذا البريد الإلكتروني قبل تأكيده. هذا الرمز يؤكد التسجيل الجديد وكلمة مروره.',
    es: 'Se ha hecho un nuevo registro como «{name}» con esta dirección de correo antes de confirmarla. Este código confirma ese nuevo registro y su contraseña.',
  },
  'accounts.mail.againWarning': {
    en: 'If you did not sign up again yourself, ignore this e-mail and use the code from your first sign-up: your account and password stay as they were.',
    ar: 'إذا لم تقم بالتسجيل مرة أخرى بنفسك، فتجاهل هذه الرسالة واستخدم رمز تسجيلك الأول: يبقى حسابك وكلمة مرورك كما هما.',
    es: 'Si no te has vuelto a registrar tú, ignora este correo y usa el código de tu primer registro: tu cuenta y tu contraseña siguen como estaban.',
  },
  'accounts.mail.registerHeading': {
    en: 'Confirm your e-mail address',
    ar: 'أكّد بريدك الإلكتروني',
    es: 'Confirma tu dirección de correo',
  },
  'accounts.mail.registerBody': {
    en: 'Hello {name}, enter this code on the sign-up page to activate your account. It is valid for 10 minutes and works once.',
    ar: 'مرحبًا {name}، أدخل هذا الرمز في صفحة التسجيل لتفعيل حسابك. الرمز صالح لمدة 10 دقائق ويُستخدم مرة واحدة.',
    es: 'Hola, {name}: introduce este código en la página de registro para activar tu cuenta. Es válido durante 10 minutos y sirve una sola vez.',
  },
  'accounts.mail.existingSubject': {
    en: 'Someone tried to sign up with your e-mail address',
    ar: 'حاول شخص ما التسجيل باستخدام بريدك الإلكتروني',
    es: 'Alguien ha intentado registrarse con tu dirección de correo',
  },
  'accounts.mail.existingBody': {
    en: 'Someone (maybe you) tried to create a new account with {email}, but you already have one. Log in, or reset your password if you have forgotten it.',
    ar: 'حاول شخص ما (ربما أنت) إنشاء حساب جديد باستخدام {email}، لكن لديك حساب بالفعل. سجّل الدخول، أو أعد تعيين كلمة المرور إذا نسيتها.',
    es: 'Alguien (quizá tú) ha intentado crear una cuenta nueva con {email}, pero ya tienes una. Inicia sesión o restablece tu contraseña si la has olvidado.',
  },
  'accounts.mail.resetSubject': {
    en: '{code} is your BannerPrint password reset code',
    ar: '{code} هو رمز إعادة تعيين كلمة المرور من BannerPrint',
    es: '{code} es tu código para restablecer la contraseña de BannerPrint',
  },
  'accounts.mail.resetHeading': {
    en: 'Reset your password',
    ar: 'إعادة تعيين كلمة المرور',
    es: 'Restablece tu contraseña',
  },
  'accounts.mail.resetBody': {
    en: 'Enter this code to choose a new password. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ar: 'أدخل هذا الرمز لاختيار كلمة مرور جديدة. الرمز صالح لمدة 10 دقائق. إذا لم تطلبه فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
    es: 'Introduce este código para elegir una contraseña nueva. Es válido durante 10 minutos. Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
  },
  'accounts.mail.noAccountSubject': {
    en: 'Password reset request',
    ar: 'طلب إعادة تعيين كلمة المرور',
    es: 'Solicitud de restablecimiento de contraseña',
  },
  'accounts.mail.noAccountBody': {
    en: 'Someone asked to reset the password of the account with {email}, but there is no account with this address. If it was you, you may have signed up with another address, or you can create an account.',
    ar: 'طلب شخص ما إعادة تعيين كلمة مرور الحساب المرتبط بـ {email}، لكن لا يوجد حساب بهذا العنوان. إذا كنت أنت، فربما سجلت بعنوان آخر، أو يمكنك إنشاء حساب.',
    es: 'Alguien ha pedido restablecer la contraseña de la cuenta de {email}, pero no hay ninguna cuenta con esta dirección. Si fuiste tú, quizá te registraste con otra dirección, o puedes crear una cuenta.',
  },
  'accounts.mail.changeSubject': {
    en: '{code} confirms your new BannerPrint e-mail address',
    ar: '{code} لتأكيد بريدك الإلكتروني الجديد في BannerPrint',
    es: '{code} confirma tu nueva dirección de correo de BannerPrint',
  },
  'accounts.mail.changeHeading': {
    en: 'Confirm your new e-mail address',
    ar: 'أكّد بريدك الإلكتروني الجديد',
    es: 'Confirma tu nueva dirección de correo',
  },
  'accounts.mail.changeBody': {
    en: 'Enter this code in your profile to use {email} for your account. It is valid for 10 minutes.',
    ar: 'أدخل هذا الرمز في ملفك الشخصي لاستخدام {email} لحسابك. الرمز صالح لمدة 10 دقائق.',
    es: 'Introduce este código en tu perfil para usar {email} en tu cuenta. Es válido durante 10 minutos.',
  },
  'accounts.mail.changeTakenSubject': {
    en: 'Someone tried to use your e-mail address',
    ar: 'حاول شخص ما استخدام بريدك الإلكتروني',
    es: 'Alguien ha intentado usar tu dirección de correo',
  },
  'accounts.mail.changeTakenBody': {
    en: 'Someone asked to move their account to {email}, but this address already belongs to an account. If it was you, log in to that account instead.',
    ar: 'طلب شخص ما نقل حسابه إلى {email}، لكن هذا العنوان مرتبط بحساب آخر بالفعل. إذا كنت أنت، فسجّل الدخول إلى ذلك الحساب.',
    es: 'Alguien ha pedido trasladar su cuenta a {email}, pero esta dirección ya pertenece a una cuenta. Si fuiste tú, inicia sesión en esa cuenta.',
  },
  'accounts.mail.passwordChangedSubject': {
    en: 'Your BannerPrint password was changed',
    ar: 'تم تغيير كلمة مرورك في BannerPrint',
    es: 'Se ha cambiado tu contraseña de BannerPrint',
  },
  'accounts.mail.passwordChangedBody': {
    en: 'The password of your account was changed and every other session was signed out. If it was not you, reset your password now and contact us.',
    ar: 'تم تغيير كلمة مرور حسابك وتسجيل الخروج من جميع الجلسات الأخرى. إذا لم تكن أنت، فأعد تعيين كلمة المرور الآن وتواصل معنا.',
    es: 'Se ha cambiado la contraseña de tu cuenta y se han cerrado todas las demás sesiones. Si no has sido tú, restablece tu contraseña ahora y ponte en contacto con nosotros.',
  },
  'accounts.mail.emailChangedSubject': {
    en: 'The e-mail address of your BannerPrint account was changed',
    ar: 'تم تغيير البريد الإلكتروني لحسابك في BannerPrint',
    es: 'Se ha cambiado la dirección de correo de tu cuenta de BannerPrint',
  },
  'accounts.mail.emailChangedBody': {
    en: 'Your account now uses {email} instead of this address, and its other sessions were signed out.',
    ar: 'يستخدم حسابك الآن {email} بدلًا من هذا العنوان، وتم تسجيل الخروج من جلساته الأخرى.',
    es: 'Tu cuenta usa ahora {email} en lugar de esta dirección, y se han cerrado sus demás sesiones.',
  },
  'accounts.mail.emailChangedUndo': {
    en: 'If it was not you, use the button within {days} days (once): your account gets this address back, every session is signed out and you choose a new password.',
    ar: 'إذا لم تكن أنت، فاستخدم الزر خلال {days} أيام (مرة واحدة): يستعيد حسابك هذا العنوان، ويتم تسجيل الخروج من جميع الجلسات، ثم تختار كلمة مرور جديدة.',
    es: 'Si no has sido tú, usa el botón en los próximos {days} días (una sola vez): tu cuenta recupera esta dirección, se cierran todas las sesiones y eliges una contraseña nueva.',
  },
  'accounts.mail.undoAction': {
    en: 'This was not me: undo the change',
    ar: 'لم أكن أنا: تراجع عن التغيير',
    es: 'No he sido yo: deshacer el cambio',
  },
  'accounts.mail.login': { en: 'Log in', ar: 'تسجيل الدخول', es: 'Iniciar sesión' },
  'accounts.mail.forgotPassword': {
    en: 'Reset my password',
    ar: 'إعادة تعيين كلمة المرور',
    es: 'Restablecer mi contraseña',
  },
  'accounts.mail.signUp': { en: 'Create an account', ar: 'إنشاء حساب', es: 'Crear una cuenta' },
  // Keyed under addresses, where they were first shown; the profile's phone reads the same.
  'addresses.phoneCountryCode': {
    en: 'phone: start with the country calling code, such as +34 600 111 222.',
    ar: 'phone: ابدأ برمز الاتصال الدولي للبلد، مثل ‎+34 600 111 222.',
    es: 'phone: empieza por el prefijo internacional del país, por ejemplo +34 600 111 222.',
  },
  'addresses.phoneUnknownCode': {
    en: 'phone: the country calling code is not one we know; choose the country from the list.',
    ar: 'phone: رمز الاتصال الدولي غير معروف لدينا؛ اختر البلد من القائمة.',
    es: 'phone: no reconocemos ese prefijo internacional; elige el país de la lista.',
  },
  'addresses.phoneLength': {
    en: 'phone: after the country calling code, the number has 6 to 14 digits.',
    ar: 'phone: بعد رمز الاتصال الدولي يتكون الرقم من 6 إلى 14 رقمًا.',
    es: 'phone: tras el prefijo internacional, el número tiene de 6 a 14 dígitos.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** What shared/calling-codes.ts finds wrong in a phone, as the message the caller reads. */
export const PHONE_MESSAGES = {
  no_calling_code: 'addresses.phoneCountryCode',
  characters: 'addresses.phoneCountryCode',
  unknown_calling_code: 'addresses.phoneUnknownCode',
  national_length: 'addresses.phoneLength',
} as const satisfies Record<PhoneProblem, keyof typeof accountsMessages>;
