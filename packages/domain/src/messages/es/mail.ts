import type { CatalogueOf } from '../../languages.ts';
import type { MAIL_MESSAGES } from '../en/mail.ts';

/** en/mail.ts in Spanish, key for key. */
export const MAIL_MESSAGES_ES: CatalogueOf<typeof MAIL_MESSAGES> = {
  mail: {
    buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    optOut:
      'Recibe este recordatorio por su cuenta de Revisión Informal. Para dejar de recibir recordatorios por correo electrónico (seguirá recibiendo los recibos y las decisiones), abra:',
    optOutHtml:
      'Recibe este recordatorio por su cuenta de Revisión Informal. Puede dejar de recibir recordatorios por correo electrónico (seguirá recibiendo los recibos y las decisiones).',
    optOutLink: 'Desactivar los recordatorios por correo electrónico',
    notOnRecord: 'sin registro',
    questions: 'Si tiene preguntas, llame al {phone}.',
    openFiling: 'Abrir su solicitud',
    openApplications: 'Abrir Mis solicitudes',
    verification: {
      subject: 'Confirme su cuenta de Revisión Informal de {short}',
      thanks:
        'Gracias por crear una cuenta para la Revisión Informal de la tasación de su propiedad en {name}.',
      confirm: 'Confirme su cuenta abriendo el enlace de abajo. El enlace vence en 24 horas.',
      action: 'Confirmar su cuenta',
      notYou: 'Si usted no creó esta cuenta, puede ignorar este correo electrónico.',
    },
    passwordReset: {
      subject: 'Restablezca su contraseña de Revisión Informal de {short}',
      asked: 'Alguien pidió restablecer la contraseña de su cuenta de Revisión Informal de {name}.',
      open: 'Abra el enlace de abajo para elegir una contraseña nueva. Es válido por 60 minutos y funciona una sola vez.',
      action: 'Restablecer su contraseña',
      notYou: 'Si usted no lo pidió, ignore este correo electrónico: su contraseña no cambia.',
    },
    passwordChanged: {
      subject: 'Se cambió su contraseña de Revisión Informal de {short}',
      changed:
        'Se acaba de cambiar la contraseña de su cuenta de Revisión Informal de {name}, y se cerró la sesión en todos los dispositivos conectados a ella.',
      notYou:
        'Si fue usted, no tiene que hacer nada más. Si no fue usted, llame de inmediato al {phone}.',
    },
    adminPasswordSet: {
      subject: 'Un administrador cambió su contraseña de Revisión Informal de {short}',
      set: 'Un administrador de la Revisión Informal de {name} puso una contraseña nueva en su cuenta, y se cerró la sesión en todos los dispositivos conectados a ella.',
      ask: 'Pida la contraseña nueva al administrador, o use "¿Olvidó su contraseña?" en la página de inicio de sesión para elegir la suya. Si no esperaba este cambio, llame al {phone}.',
    },
    receipt: {
      subject: 'Recibimos su Revisión Informal de {short} ({number})',
      thanks:
        'Gracias. Recibimos su solicitud de Revisión Informal de la tasación de su propiedad en {name}. Guarde este correo electrónico y mencione su número de solicitud {number} cada vez que se comunique con nosotros.',
      filingNumber: 'Número de solicitud: {value}',
      property: 'Propiedad: {value}',
      sbl: 'SBL (número de sección, bloque y lote): {value}',
      assessedValue: 'Valor tasado: {value}',
      requestedValue: 'Valor tasado que solicita: {value}',
      reason: 'Motivo: {value}',
      comments: 'Comentarios adicionales: {value}',
      files: 'Archivos enviados: {value}',
      submitted: 'Enviada: {value}',
      next: 'Qué sigue: la Oficina del Tasador revisa su solicitud y las pruebas que envió. Hasta que un revisor comience puede retirarla, y hasta que la revisión se complete puede agregarle archivos, desde su página. Puede seguir su estado ({received}, {inReview}, {completed}) en Mis solicitudes, y el resultado se envía por correo postal al propietario con el segundo aviso de valor en {month}.',
      action: 'Mis solicitudes',
      questions: 'Si tiene preguntas sobre su solicitud, llame al {phone}.',
      filedForSubject:
        'Se presentó una Revisión Informal de la tasación de su propiedad en {short} ({number})',
      filedFor:
        'Su representante presentó una solicitud de Revisión Informal de la tasación de su propiedad en {name}. Esta es su copia del recibo. Guárdela y mencione el número de solicitud {number} cada vez que se comunique con nosotros.',
      filedForNext:
        'Qué sigue: la Oficina del Tasador revisa la solicitud y las pruebas enviadas con ella. El resultado se le envía por correo postal con el segundo aviso de valor en {month}.',
      filedForQuestions: 'Si tiene preguntas sobre esta solicitud, llame al {phone}.',
      filedBy: 'Presentada por: {value}',
      filedByNamed: 'Presentada por: {name} ({email})',
      filedForFacts:
        'Esta copia indica solo los datos de la solicitud. Los comentarios y archivos del representante están con la solicitud.',
    },
    outcome: {
      subject: 'Su Revisión Informal de {short} está completa',
      complete: 'La Revisión Informal de la tasación de su propiedad en {name} está completa.',
      changed:
        'El tasador cambió la tasación de {address} (SBL, número de sección, bloque y lote: {sbl}).',
      unchanged:
        'El tasador revisó {address} (SBL, número de sección, bloque y lote: {sbl}) y no cambió su tasación.',
      changedValues:
        'Valor tasado total: {totalBefore} antes, {totalAfter} ahora. Valor del terreno: {landBefore} antes, {landAfter} ahora.',
      values: 'Valor tasado total: {total}. Valor del terreno: {land}.',
      seeOutcome: 'Puede ver el resultado en Mis solicitudes.',
      grievanceOn:
        'Una Revisión Informal no es una queja formal. Si todavía no está de acuerdo con su tasación, puede presentar una queja formal (formulario RP-524) ante la Junta de Revisión de Tasaciones (Board of Assessment Review) de {name} a más tardar el Día de Quejas (Grievance Day), {day}. La Oficina del Tasador ({website}) tiene el formulario y el horario de la Junta; también puede llamar al {phone}.',
      grievance:
        'Una Revisión Informal no es una queja formal. Si todavía no está de acuerdo con su tasación, puede presentar una queja formal (formulario RP-524) ante la Junta de Revisión de Tasaciones (Board of Assessment Review) a más tardar el Día de Quejas (Grievance Day). Pregunte a la Oficina del Tasador de {name} ({website}) la fecha del Día de Quejas de este año, o llame al {phone}.',
    },
    furtherReview: {
      subject: 'Su Revisión Informal de {short} necesita una revisión adicional',
      text: 'La Revisión Informal de {name} sobre {address} (SBL, número de sección, bloque y lote: {sbl}) necesita una revisión adicional antes de tomar una decisión, así que tardará un poco más.',
      nothingToDo:
        'No tiene que hacer nada. Puede seguir agregando archivos a su solicitud hasta que la revisión esté completa.',
    },
    voided: {
      subject: 'Se anuló su Revisión Informal {number} de {short}',
      text: 'La Oficina del Tasador de {name} anuló la Revisión Informal {number} sobre {address} (SBL, número de sección, bloque y lote: {sbl}). No se revisará.',
      ownerSubject: 'Se anuló una Revisión Informal de su propiedad en {short} ({number})',
      ownerText:
        'La Oficina del Tasador de {name} anuló la Revisión Informal {number}, que se presentó para su propiedad {address} (SBL, número de sección, bloque y lote: {sbl}). No se revisará.',
      reason: 'Motivo: {reason}',
      again:
        'Se puede volver a presentar una solicitud para esta propiedad mientras el período de presentación esté abierto.',
    },
    withdrawal: {
      subject: 'Se retiró su Revisión Informal de {short}',
      text: 'Usted retiró su Revisión Informal {number} de {name} sobre {address} (SBL, número de sección, bloque y lote: {sbl}). El tasador no la revisará.',
      again:
        'Mientras el período de presentación esté abierto, puede volver a presentar una solicitud para esta propiedad desde Mis solicitudes.',
      notYou: 'Si usted no la retiró, llame al {phone}.',
    },
    accepted: {
      subject: 'Su acuerdo sobre la tasación de {address} en {short}',
      text: 'Usted aceptó el resultado de la Revisión Informal {number} de {address} (SBL, número de sección, bloque y lote: {sbl}): un valor tasado total de {total}.',
      ready:
        'Su acuerdo firmado está listo para descargar. El tasador lo firma y lo entrega a la Junta de Revisión de Tasaciones (Board of Assessment Review), que ratifica el valor acordado. No necesita presentar una queja.',
      action: 'Descargar su acuerdo (PDF)',
      filing: 'Su solicitud y su historial siguen en Mis solicitudes: {link}',
      notYou: 'Si usted no aceptó este valor, llame al {phone}.',
    },
    disagreed: {
      subject: 'Su paquete de queja para {address}',
      text: 'Usted no estuvo de acuerdo con el resultado de la Revisión Informal {number} de {address} (SBL, número de sección, bloque y lote: {sbl}). Su paquete de queja ya tiene todos los datos de su solicitud.',
      toFileOn:
        'Para presentar una queja: firme el formulario oficial RP-524 (en el sitio web del Departamento de Impuestos y Finanzas del Estado de Nueva York), adjunte este paquete y sus pruebas, y preséntelos ante el tasador o la Junta de Revisión de Tasaciones (Board of Assessment Review) de {name} a más tardar el Día de Quejas (Grievance Day), {day}.',
      toFile:
        'Para presentar una queja: firme el formulario oficial RP-524 (en el sitio web del Departamento de Impuestos y Finanzas del Estado de Nueva York), adjunte este paquete y sus pruebas, y preséntelos ante el tasador o la Junta de Revisión de Tasaciones (Board of Assessment Review) de {name} a más tardar el Día de Quejas (Grievance Day); la Oficina del Tasador tiene la fecha de este año.',
      action: 'Descargar su paquete de queja (PDF)',
      filing:
        'Su solicitud, con una lista de pasos y una cuenta regresiva hasta el Día de Quejas, está en Mis solicitudes: {link}',
    },
    draftReminder: {
      subjectLastDay: 'Último día para presentar su Revisión Informal de {short}: {deadline}',
      subject: 'Su Revisión Informal de {short} aún no se ha enviado: vence el {deadline}',
      text: 'Usted comenzó {count, plural, one {una Revisión Informal} other {# Revisiones Informales}} en {name} y {count, plural, one {aún no se ha enviado} other {aún no se han enviado}}. La fecha límite de presentación es el {deadline}: un borrador que no se envíe antes del final de ese día no se podrá presentar.',
      open: 'Abra Mis solicitudes para continuar donde lo dejó y enviar.',
      action: 'Continuar en Mis solicitudes',
    },
    responseClosing: {
      subject: 'Su respuesta a la revisión de {address} en {short} vence el {day}',
      text: 'El resultado de la Revisión Informal {number} de {address} (SBL, número de sección, bloque y lote: {sbl}) espera su respuesta.',
      until:
        'Puede aceptarlo, o no estar de acuerdo y obtener su paquete de queja, hasta el final del Día de Quejas (Grievance Day), {day}. Después de ese día ya no se puede responder a este resultado aquí.',
    },
  },
  emailPreferences: {
    title: 'Recordatorios por correo electrónico',
    badLink:
      'Este enlace no funciona. Abra de nuevo el recordatorio más reciente, o llame al {phone}.',
    loadFailed:
      'No se pudieron cargar sus preferencias de correo electrónico. Inténtelo de nuevo en un momento.',
    saveFailed: 'No se pudo guardar su elección. Inténtelo de nuevo en un momento.',
    intro:
      'Los recordatorios le avisan cuando se acerca la fecha límite y tiene un borrador sin enviar, y cuando el resultado de su revisión espera su respuesta.',
    transactional:
      'Los correos sobre lo que usted hizo o lo que pasó con su solicitud (recibos, decisiones, enlaces de contraseña y de inicio de sesión) se envían siempre.',
    on: 'Los recordatorios están activados para {email}.',
    off: 'Los recordatorios están desactivados para {email}.',
    turnOff: 'Desactivar los recordatorios',
    turnOn: 'Volver a activar los recordatorios',
    turnedOff:
      'Los recordatorios están desactivados. Puede volver a activarlos aquí cuando quiera.',
    turnedOn: 'Los recordatorios están activados de nuevo.',
    loading: 'Cargando sus preferencias…',
    home: 'Inicio',
  },
};
