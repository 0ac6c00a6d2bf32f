import type { Lang } from '@shop/shared';

/** Proofs before production and a service's final files (docs/product.md#proofs). */
export const proofMessages = {
  'orders.proofNotApproved': {
    en: 'Order {code} cannot go into production yet: {count} line(s) still wait for the customer to approve the latest proof.',
    ar: 'لا يمكن بدء إنتاج الطلب {code} بعد: ما زال {count} من البنود ينتظر موافقة العميل على أحدث نسخة من البروفة.',
    es: 'El pedido {code} aún no puede pasar a producción: {count} línea(s) esperan a que el cliente apruebe la última prueba.',
  },
  'orders.proofClosed': {
    en: 'Order {code} takes proofs only once paid and before production (statuses 4 and 5).',
    ar: 'يقبل الطلب {code} البروفات فقط بعد الدفع وقبل الإنتاج (الحالتان 4 و5).',
    es: 'El pedido {code} solo admite pruebas una vez pagado y antes de producción (estados 4 y 5).',
  },
  'orders.proofLineRequired': {
    en: 'line_id: choose a line of this order.',
    ar: 'line_id: اختر بندًا من بنود هذا الطلب.',
    es: 'line_id: elige una línea de este pedido.',
  },
  'orders.proofFileRequired': {
    en: 'file: attach the proof (a PDF, PNG or JPEG).',
    ar: 'file: أرفق البروفة (PDF أو PNG أو JPEG).',
    es: 'file: adjunta la prueba (un PDF, PNG o JPEG).',
  },
  'orders.proofFileType': {
    en: '{name}: a proof is a PDF, PNG or JPEG.',
    ar: '{name}: يجب أن تكون البروفة بصيغة PDF أو PNG أو JPEG.',
    es: '{name}: una prueba es un PDF, PNG o JPEG.',
  },
  'orders.proofNotFound': { en: 'Proof not found.', ar: 'البروفة غير موجودة.', es: 'Prueba no encontrada.' },
  'orders.proofUnreadable': {
    en: 'This proof’s PDF cannot be read to put your brand on it. Download it as sent, or ask us for a new version.',
    ar: 'تعذّرت قراءة ملف PDF لهذه البروفة لوضع علامتك عليه. نزّلها كما أُرسلت، أو اطلب منا إصدارًا جديدًا.',
    es: 'No se puede leer el PDF de esta prueba para ponerle tu marca. Descárgala tal como se envió o pídenos una nueva versión.',
  },
  'orders.proofNeedsBrand': {
    en: 'Save your brand (name and return address) first: the proof is sent out under it.',
    ar: 'احفظ علامتك التجارية (الاسم وعنوان الإرجاع) أولًا: تُرسل البروفة باسمها.',
    es: 'Guarda primero tu marca (nombre y dirección de devolución): la prueba sale con ella.',
  },
  'orders.proofAnswered': {
    en: 'This proof was already answered.',
    ar: 'تم الرد على هذه البروفة من قبل.',
    es: 'Esta prueba ya fue respondida.',
  },
  'orders.proofSuperseded': {
    en: 'A newer version of this proof was sent: answer that one.',
    ar: 'أُرسلت نسخة أحدث من هذه البروفة: يُرجى الرد عليها.',
    es: 'Se envió una versión más reciente de esta prueba: responde a esa.',
  },
  'orders.proofCommentRequired': {
    en: 'comment: say what should change.',
    ar: 'comment: اذكر ما الذي يجب تغييره.',
    es: 'comment: indica qué debe cambiar.',
  },
  'orders.proofSent': {
    en: 'Proof version {version} sent for order {code}.',
    ar: 'أُرسلت النسخة {version} من البروفة للطلب {code}.',
    es: 'Versión {version} de la prueba enviada para el pedido {code}.',
  },
  'orders.proofApproved': {
    en: 'Proof approved. Production starts now.',
    ar: 'تمت الموافقة على البروفة. يبدأ الإنتاج الآن.',
    es: 'Prueba aprobada. La producción empieza ahora.',
  },
  'orders.proofChangesSent': {
    en: 'Your changes were sent. We will send a new proof.',
    ar: 'أُرسلت التعديلات المطلوبة. سنرسل إليك بروفة جديدة.',
    es: 'Tus cambios se han enviado. Te enviaremos una nueva prueba.',
  },
  'orders.proofPromiseReason': {
    en: 'Production counts from the proof approved on {date}.',
    ar: 'يُحتسب الإنتاج من تاريخ الموافقة على البروفة في {date}.',
    es: 'La producción cuenta desde la prueba aprobada el {date}.',
  },
  'orders.finalFilesClosed': {
    en: 'Order {code} takes final files only once paid and not cancelled.',
    ar: 'يقبل الطلب {code} الملفات النهائية فقط بعد الدفع وما لم يكن ملغى.',
    es: 'El pedido {code} solo admite archivos finales una vez pagado y si no está cancelado.',
  },
  'orders.finalFilesRequired': {
    en: 'files: attach at least one finished file.',
    ar: 'files: أرفق ملفًا نهائيًا واحدًا على الأقل.',
    es: 'files: adjunta al menos un archivo final.',
  },
  'orders.finalFilesSent': {
    en: '{count} final file(s) handed over for order {code}.',
    ar: 'سُلِّم {count} من الملفات النهائية للطلب {code}.',
    es: '{count} archivo(s) final(es) entregado(s) para el pedido {code}.',
  },
  'orders.mail.proofReady.subject': {
    en: 'Your proof for order {code} is ready',
    ar: 'البروفة الخاصة بطلبك {code} جاهزة',
    es: 'La prueba de tu pedido {code} está lista',
  },
  'orders.mail.proofReady.heading': {
    en: 'Please check your proof',
    ar: 'يُرجى مراجعة البروفة',
    es: 'Revisa tu prueba',
  },
  'orders.mail.proofReady.body': {
    en: 'Hello {name}, version {version} of the proof for {line} (order {code}) is ready. Production starts when you approve it; if something should change, ask for changes from the order page.',
    ar: 'مرحبًا {name}، النسخة {version} من بروفة {line} (الطلب {code}) جاهزة. يبدأ الإنتاج عند موافقتك عليها؛ وإن كان هناك ما يجب تغييره فاطلب التعديلات من صفحة الطلب.',
    es: 'Hola {name}, la versión {version} de la prueba de {line} (pedido {code}) está lista. La producción empieza cuando la apruebes; si algo debe cambiar, pide cambios desde la página del pedido.',
  },
  'orders.mail.proofReady.note': {
    en: 'Our note: {note}',
    ar: 'ملاحظتنا: {note}',
    es: 'Nuestra nota: {note}',
  },
  'orders.mail.proofReminder.subject': {
    en: 'Reminder: your proof for order {code} waits for your answer',
    ar: 'تذكير: البروفة الخاصة بطلبك {code} بانتظار ردك',
    es: 'Recordatorio: la prueba de tu pedido {code} espera tu respuesta',
  },
  'orders.mail.proofReminder.body': {
    en: 'Hello {name}, the proof for {line} (order {code}) has waited a day for your answer. Production starts only once you approve it.',
    ar: 'مرحبًا {name}، تنتظر بروفة {line} (الطلب {code}) ردك منذ يوم. لا يبدأ الإنتاج إلا بعد موافقتك عليها.',
    es: 'Hola {name}, la prueba de {line} (pedido {code}) lleva un día esperando tu respuesta. La producción solo empieza cuando la apruebes.',
  },
  'orders.mail.proofChanges.subject': {
    en: 'Changes requested on the proof of order {code}',
    ar: 'طُلبت تعديلات على بروفة الطلب {code}',
    es: 'Cambios pedidos en la prueba del pedido {code}',
  },
  'orders.mail.proofChanges.body': {
    en: '{customer} asked for changes to version {version} of the proof for {line} (order {code}): {comment}',
    ar: 'طلب {customer} تعديلات على النسخة {version} من بروفة {line} (الطلب {code}): {comment}',
    es: '{customer} ha pedido cambios en la versión {version} de la prueba de {line} (pedido {code}): {comment}',
  },
  'orders.mail.proofChanges.files': {
    en: 'New files sent with it: {count}.',
    ar: 'ملفات جديدة مرفقة: {count}.',
    es: 'Archivos nuevos enviados: {count}.',
  },
  'orders.mail.proofChanges.open': {
    en: 'Open the order',
    ar: 'افتح الطلب',
    es: 'Abrir el pedido',
  },
  'orders.mail.finalFiles.subject': {
    en: 'Your files for order {code} are ready',
    ar: 'ملفاتك للطلب {code} جاهزة',
    es: 'Los archivos de tu pedido {code} están listos',
  },
  'orders.mail.finalFiles.body': {
    en: 'Hello {name}, the finished files of order {code} ({count}) are ready to download from your order page.',
    ar: 'مرحبًا {name}، الملفات النهائية للطلب {code} ({count}) جاهزة للتنزيل من صفحة طلبك.',
    es: 'Hola {name}, los archivos finales del pedido {code} ({count}) están listos para descargar desde la página de tu pedido.',
  },
  'orders.mail.wholeOrder': {
    en: 'your order',
    ar: 'طلبك',
    es: 'tu pedido',
  },
} as const satisfies Record<string, Record<Lang, string>>;
