import type { CatalogueOf } from '../../languages.ts';
import type { APPLICATIONS_MESSAGES } from '../en/applications.ts';

/** en/applications.ts in Spanish, key for key. */
export const APPLICATIONS_MESSAGES_ES: CatalogueOf<typeof APPLICATIONS_MESSAGES> = {
  applications: {
    notFound: 'Esta solicitud no se encontró entre sus solicitudes.',
    loadFailed: 'No se pudo cargar esta solicitud. Inténtelo de nuevo en un momento.',
    reviewComplete: 'La revisión de esta solicitud se completó: ya no se pueden agregar archivos.',
    withdrawnNoFiles: 'Esta solicitud fue retirada: ya no se pueden agregar archivos.',
    tooManyFiles: 'Esta solicitud ya tiene el máximo de archivos (20).',
    fileAdded: 'El archivo se agregó a su solicitud.',
    fileAlreadyThere: 'Este archivo ya forma parte de su solicitud.',
    cannotWithdraw:
      'Un revisor ya actuó sobre esta solicitud, así que ya no se puede retirar. Llame al {phone} si tiene preguntas.',
    withdrawConfirm:
      'Su solicitud se retirará y el tasador no la revisará. Puede presentar otra para esta propiedad mientras el período de solicitudes siga abierto.',
    withdrawn: 'Su solicitud se retiró.',
    withdrawFailed:
      'No se pudo retirar su solicitud en este momento. Inténtelo de nuevo en un momento.',
    noNotice: 'No hay aviso de decisión para esta solicitud: su revisión no se ha completado.',
    page: {
      title: 'Solicitud {number}',
      titleLoading: 'Su solicitud',
      back: 'Volver a Mis solicitudes',
      notFoundHeading: 'No se encontró la solicitud',
      tryAgain: 'Intentar de nuevo',
      status: 'Estado',
      stages: {
        received: 'Recibida',
        inReview: 'En revisión',
        furtherReview: 'Revisión adicional',
        offer: 'Oferta preliminar',
        completed: 'Completada',
        withdrawn: 'Retirada',
        voided: 'Anulada por la Oficina del Tasador',
        accepted: 'Aceptada',
        disagreed: 'En desacuerdo',
      },
      voidReason: 'Motivo indicado: {reason}',
      voidedAgain:
        'Se puede volver a presentar una solicitud para esta propiedad mientras el período de presentación esté abierto. Si tiene preguntas, llame al {phone}.',
      notYet: 'Todavía no',
      noChange: 'Sin cambio en el valor tasado',
      newValue: 'Nuevo valor tasado {after} (antes {before})',
      asSubmitted: 'Tal como se envió',
      property: 'Propiedad',
      sbl: 'Número SBL',
      address: 'Dirección',
      assessedValue: 'Valor tasado',
      landValue: 'Valor del terreno',
      requestedChange: 'Cambio solicitado',
      requested: 'Valor tasado que solicita',
      reason: 'Motivo',
      comments: 'Comentarios',
      comps: 'Ventas comparables',
      none: 'Ninguna',
      owner: 'Propietario',
      applicant: 'Solicitante',
      name: 'Nombre',
      phone: 'Teléfono',
      files: 'Documentos de respaldo',
      noFiles: 'No se adjuntaron archivos.',
      fileDetails: '({size} KB, agregado el {date})',
      withdraw: 'Retirar esta solicitud',
      withdrawTitle: '¿Retirar esta solicitud?',
      withdrawButton: 'Retirar la solicitud',
      fileAgain: 'Presentar de nuevo',
      fileAgainIntro:
        'Puede presentar una solicitud de nuevo para esta propiedad mientras el período de solicitudes esté abierto.',
      fileAgainFailed:
        'No se pudo abrir la propiedad en este momento. Inténtelo de nuevo en un momento.',
      addFile: 'Agregar un archivo a su solicitud',
      addFileHint:
        'Hasta que se complete la revisión puede agregar pruebas, como un avalúo o fotos. PDF, PNG, JPG, DOC, DOCX, XLS, XLSX o HEIF, de menos de 25 MB.',
    },
    notice: {
      heading: 'Aviso de decisión',
      filing: 'Solicitud',
      property: 'Propiedad',
      propertyValue: '{address} (número SBL {sbl})',
      before: 'Valor tasado anterior',
      now: 'Valor tasado actual',
      reason: 'Motivo',
      notGiven: 'No se indicó',
      reviewerWords: 'En palabras del revisor',
      reasons: {
        comparable_sales_support: 'Las ventas de propiedades comparables respaldan la tasación',
        inventory_corrected:
          'Se corrigió el inventario de la propiedad (su tamaño, sus características o su clase)',
        condition_considered: 'Se tuvo en cuenta el estado de la propiedad',
        insufficient_evidence: 'Las pruebas presentadas no bastaron para cambiar la tasación',
        other: 'Otro (se explica abajo)',
      },
      download: 'Descargar el aviso de decisión (PDF)',
      next: 'Qué sigue',
      accept:
        'Si está de acuerdo con el nuevo valor, acéptelo abajo: firmará un acuerdo y no necesitará presentar una queja.',
      acceptBy:
        'Si está de acuerdo con el nuevo valor, acéptelo abajo antes de que termine el Día de Quejas (Grievance Day), {date}: firmará un acuerdo y no necesitará presentar una queja.',
      grieve:
        'Si sigue en desacuerdo, puede presentar una queja formal (formulario RP-524) ante la Junta de Revisión de Tasaciones (Board of Assessment Review) a más tardar el Día de Quejas (Grievance Day); pregunte al tasador la fecha de este año. Lleve este aviso, sus pruebas y el formulario firmado.',
      grieveBy:
        'Si sigue en desacuerdo, puede presentar una queja formal (formulario RP-524) ante la Junta de Revisión de Tasaciones (Board of Assessment Review) a más tardar el Día de Quejas, {date}. Lleve este aviso, sus pruebas y el formulario firmado.',
      scar: 'Si la Junta no cambia la tasación, puede pedir después una Revisión de Tasaciones de Reclamos Menores (SCAR) ante el tribunal.',
    },
  },
  response: {
    nameRequired: 'Escriba su nombre completo para firmar.',
    nameTooLong: 'Su nombre debe tener como máximo 200 caracteres.',
    chooseDecision: 'Elija si acepta el nuevo valor o si no está de acuerdo.',
    notComplete:
      'Todavía no puede responder a esta solicitud: su revisión no se ha completado. Recibirá un correo electrónico cuando se complete.',
    alreadyResponded: 'Ya respondió a esta decisión.',
    closed: 'Las respuestas a esta decisión cerraron al final del Día de Quejas, {date}.',
    closedEarlierRoll:
      'Las respuestas a esta decisión cerraron al final del Día de Quejas de su registro de tasación.',
    failed: 'No se pudo guardar su respuesta en este momento. Inténtelo de nuevo en un momento.',
    noAgreement: 'No hay un acuerdo firmado para esta solicitud.',
    noPacket: 'No hay paquete de queja para esta solicitud: el dueño no expresó desacuerdo.',
    heading: 'Su respuesta a la decisión',
    answerBeforeGrievanceDay:
      'Responda antes del Día de Quejas (Grievance Day). La Oficina del Tasador tiene la fecha de este año.',
    countdown: 'El Día de Quejas (Grievance Day) es el {date}: {when}.',
    daysFromToday: 'dentro de {days} días',
    tomorrow: 'mañana',
    today: 'hoy',
    passed: 'ya pasó',
    question: '¿Acepta el nuevo valor tasado de {value}?',
    acceptLabel: 'Acepto el nuevo valor tasado',
    acceptHint:
      'Usted firma un acuerdo; la Junta de Revisión de Tasaciones (Board of Assessment Review) ratifica el valor. No hace falta presentar una queja.',
    disagreeLabel: 'No estoy de acuerdo y presentaré una queja',
    disagreeHint:
      'Recibirá un paquete de queja completado con los datos de esta solicitud, para adjuntarlo al formulario oficial RP-524.',
    nameLabel: 'Su nombre completo, como firma',
    nameHint: 'Al escribir su nombre firma su respuesta, como lo haría una firma a mano.',
    send: 'Firmar y enviar mi respuesta',
    acceptTitle: '¿Aceptar el nuevo valor?',
    disagreeTitle: '¿No está de acuerdo con la decisión?',
    acceptConfirm:
      'Usted acepta un valor tasado total de {value}, firmado "{name}". Una respuesta no se puede cambiar.',
    disagreeConfirm:
      'Recibirá un paquete de queja para presentar ante la Junta de Revisión de Tasaciones, firmado "{name}". Una respuesta no se puede cambiar.',
    acceptButton: 'Aceptar y firmar',
    disagreeButton: 'No estoy de acuerdo, firmar',
    accepted: 'Usted aceptó el nuevo valor tasado de {value} el {date}, firmado {name}.',
    acceptedNext:
      'El tasador firma el acuerdo y lo entrega a la Junta de Revisión de Tasaciones, que ratifica el valor. No necesita presentar una queja.',
    downloadAgreement: 'Descargar su acuerdo (PDF)',
    disagreed: 'Usted expresó su desacuerdo con la decisión el {date}, firmado {name}.',
    downloadPacket: 'Descargar su paquete de queja (PDF)',
    toFile: 'Para presentar su queja',
    fillForm:
      'Complete y firme el formulario oficial RP-524 con los datos de este paquete. El formulario está en el {link}.',
    formSite: 'sitio web del Departamento de Impuestos y Finanzas del Estado de Nueva York',
    attach: 'Adjunte este paquete, sus pruebas y cualquier avalúo.',
    fileThem:
      'Preséntelos ante el tasador o la Junta de Revisión de Tasaciones a más tardar el Día de Quejas.',
    fileThemBy:
      'Preséntelos ante el tasador o la Junta de Revisión de Tasaciones a más tardar el Día de Quejas, {date}.',
    scar: 'Si la Junta no cambia la tasación, puede pedir después una Revisión de Tasaciones de Reclamos Menores (SCAR) ante el tribunal.',
  },
  drafts: {
    notFound: 'No hay un borrador guardado para esta propiedad.',
    tooMany: 'Tiene demasiados borradores guardados. Envíe o descarte uno antes de empezar otro.',
    intro:
      'Sus respuestas se guardan a medida que avanza, en cualquier dispositivo donde inicie sesión. Continúe donde lo dejó, o descarte un borrador que ya no necesite.',
    continueFailed: 'No se pudo abrir este borrador. Inténtelo de nuevo en un momento.',
    discardFailed: 'No se pudo descartar este borrador. Inténtelo de nuevo en un momento.',
    discardConfirm:
      'Se borrarán las respuestas y los archivos que subió para esta propiedad. Esto no se puede deshacer.',
    heading: 'Todavía sin enviar',
    list: 'Borradores todavía sin enviar',
    sbl: 'Número SBL',
    lastSaved: 'Guardado por última vez',
    step: 'Paso',
    files: 'Archivos',
    discard: 'Descartar',
    discardFor: 'Descartar el borrador de {address}',
    continue: 'Continuar',
    continueFor: 'Continuar el borrador de {address}',
    discardTitle: '¿Descartar este borrador?',
    discardButton: 'Descartar borrador',
  },
};
