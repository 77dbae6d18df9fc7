import type { CatalogueOf } from './i18n.ts';
import { DRAFT_FILES_MAX, UPLOAD_DAILY_QUOTA_BYTES } from './limits.ts';
import { SHELL_MESSAGES_ES } from './messages-shell.es.ts';
import { MESSAGES } from './messages.ts';

/**
 * The Spanish catalogue: messages.ts key for key (the type and messages.test.ts hold that).
 * Formal "usted", plain words, New York's terms as docs/spanish-glossary.md gives them.
 * Staff, town and admin screens stay English, so their sections are the English
 * ones; so are the protocol texts of POST /ir/uploadfile, which the client matches.
 */
export const MESSAGES_ES: CatalogueOf<typeof MESSAGES> = {
  ...SHELL_MESSAGES_ES,
  signup: {
    general_error: 'Hubo un problema al crear su cuenta. Llame al {phone}',
    dup_user: 'Error: el usuario ya existe. Intente iniciar sesión.',
    bad_email: 'El formato del correo electrónico no es válido.',
    bad_password:
      'La contraseña necesita minúsculas, mayúsculas, un número y al menos 8 caracteres.',
    bad_captcha: 'El captcha no es válido. Actualice la página e inténtelo de nuevo.',
    network: 'Hubo un problema al crear su cuenta. Inténtelo de nuevo más tarde.',
    success: 'Registro completado',
    invalidEmail: 'Debe ser un correo electrónico válido.',
    passwordRules: 'Debe incluir una minúscula, una mayúscula, un número y al menos 8 caracteres.',
    passwordMismatch: 'Debe ser igual a la contraseña.',
    fillAllFields: 'Complete todos los campos.',
    correctErrors: 'Corrija los errores del formulario.',
    passwordHint: 'Al menos 8 caracteres, con una minúscula, una mayúscula y un número.',
  },
  login: {
    general_error:
      'Hubo un problema al iniciar sesión. Inténtelo de nuevo más tarde. Si el problema continúa, llame al {phone}',
    no_user: 'No se encontró el usuario. Es posible que deba crear una cuenta.',
    not_verified:
      'Este usuario no ha sido verificado. Revise su correo electrónico, incluida la carpeta de correo no deseado.',
    bad_password: 'Contraseña incorrecta.',
    bad_captcha: 'El captcha no es válido. Actualice la página e inténtelo de nuevo.',
    network:
      'Problema de conexión. Inténtelo de nuevo más tarde. Si el problema continúa, llámenos al {phone}',
    googleForbidden: 'No se pudo iniciar la sesión.',
    googleNotConfigured: 'El inicio de sesión con Google no está configurado.',
    invalidEmail: 'Escriba un correo electrónico válido.',
    emptyEmail: 'El campo de correo electrónico está vacío.',
    invalidPassword: 'La contraseña no es válida.',
    emptyPassword: 'El campo de contraseña está vacío.',
    restricted: 'Esta cuenta está restringida. Llame al {phone} si cree que se trata de un error.',
    mfa_required:
      'Escriba el código de 6 dígitos de su aplicación de autenticación, o un código de recuperación.',
    bad_otp: 'El código de autenticación no es válido.',
    emptyOtp: 'El campo del código de autenticación está vacío.',
    invalidOtp: 'Escriba el código de 6 dígitos o un código de recuperación.',
  },
  mfa: {
    bad_otp: 'Ese código no es válido. Revise la hora de su dispositivo e inténtelo de nuevo.',
    notEnrolling: 'Vuelva a empezar la configuración: ninguna aplicación espera un código.',
    alreadyEnabled: 'El inicio de sesión en dos pasos ya está activado en esta cuenta.',
    enrollmentRequired: 'Configure el inicio de sesión en dos pasos antes de continuar.',
    enrolled: 'El inicio de sesión en dos pasos está activado.',
    sixDigits: 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
    enrollFailed: 'No se pudo empezar la configuración. Inténtelo de nuevo.',
    copied: 'Códigos de recuperación copiados.',
    ...pick(MESSAGES.mfa, [
      'notEnrolled',
      'ownReset',
      'resetSuccess',
      'resetFailed',
      'resetConfirm',
    ]),
  },
  password: {
    network: 'Problema de conexión.',
    networkLater: 'Problema de conexión. Inténtelo de nuevo más tarde.',
    forgotSuccess:
      'Recibirá un correo electrónico en los próximos 10 minutos. Tendrá 60 minutos antes de que venza el enlace para restablecer la contraseña.',
    invalidEmail: 'Escriba un correo electrónico válido.',
    rules: 'La contraseña necesita minúsculas, mayúsculas, un número y al menos 8 caracteres.',
    mismatch: 'Las contraseñas no coinciden.',
    tooLong: 'Las contraseñas tienen como máximo 128 caracteres.',
  },
  verify: {
    success: 'la cuenta está confirmada',
    invalid:
      'Este enlace de verificación no es válido. Abra el enlace exactamente como aparece en el correo electrónico.',
    expired:
      'Este enlace de verificación venció o fue reemplazado por uno más reciente. Use "Enviar el enlace de nuevo" para recibir uno nuevo por correo electrónico.',
    used: 'Este enlace de verificación ya se usó. Inicie sesión.',
    resent:
      'Si esta dirección tiene una cuenta pendiente de verificación, recibirá un enlace nuevo en los próximos 10 minutos. Revise también la carpeta de correo no deseado. Los enlaces enviados antes ya no funcionan.',
  },
  resetLink: {
    invalid: 'Este enlace para restablecer la contraseña no es válido. Solicite uno nuevo.',
    expired:
      'Este enlace para restablecer la contraseña venció o fue reemplazado por uno más reciente. Solicite uno nuevo.',
    used: 'Este enlace para restablecer la contraseña ya se usó. Solicite uno nuevo si lo necesita.',
  },
  owner: {
    minTwo: 'Debe tener al menos 2 caracteres.',
    zip: 'Debe tener al menos 5 dígitos.',
    phone: 'Debe tener al menos 10 dígitos.',
    formulaStart: 'No puede empezar con =, +, - ni @.',
  },
  filing: {
    noProperty: 'No se encontró ninguna propiedad. Revise su búsqueda.',
    propertyLoadFailed:
      'Hubo un problema al obtener la información de esa propiedad. Actualice la página o llame al {phone}',
    applicationExists: 'Ya existe una solicitud para la propiedad elegida; llame al: {phone}',
    submitFailed:
      'Hubo un problema al enviar su solicitud. Inténtelo de nuevo más tarde. Si el problema continúa, llame al {phone}',
    compEmpty: 'Escriba un SBL.',
    compMax: 'Máximo 5 ventas comparables.',
    compDuplicate: 'Ese SBL ya se agregó.',
    compInvalid: 'SBL no válido',
    warnNoAppraisal: 'AVISO: no adjuntó documentos de un avalúo reciente.',
    warnNoConditionFiles: 'AVISO: no adjuntó archivos que justifiquen el cambio de estado.',
    warnNoComps: 'AVISO: no eligió ventas comparables.',
    warnNoInventoryComments: 'AVISO: no escribió comentarios sobre el cambio de inventario.',
    warnNoIncomeExpense:
      'AVISO: no adjuntó archivos. Suba el formulario comercial de ingresos y gastos (I&E).',
    searchFailed: 'La búsqueda de propiedades no funciona en este momento. Inténtelo de nuevo.',
    completeStep: 'Complete este paso para continuar.',
    errorSummary: 'Hay un problema',
    missingProperty: 'Busque su propiedad y elíjala de la lista.',
    missingReason: 'Elija un motivo.',
    missingState: 'Elija un estado.',
    filesUploading: 'Espere a que cada archivo termine de subirse, o quítelo.',
    requestedLess: '{amount} menos que su tasación ({percent})',
    requestedMore: '{amount} más que su tasación ({percent})',
    requestedSame: 'Lo mismo que su tasación',
    requestedAbove:
      'Esto es más que su tasación actual. Una Revisión Informal suele pedir un valor más bajo: revise la cantidad.',
    requestedBelowTenth:
      'Esto es menos de una décima parte de su tasación actual. Revise la cantidad, en dólares enteros.',
    leavePage: 'Los cambios no guardados se borrarán. ¿Desea salir de esta página?',
    submitOnce:
      'Solo puede enviar una vez. No podrá modificar este formulario después de enviarlo. Asegúrese de incluir todos los archivos y la información pertinentes.',
    unknownProperty: 'No hay ninguna propiedad con este SBL en este municipio.',
    compMultiSite:
      'Esta parcela tiene más de un sitio, así que su venta no puede usarse como comparable.',
    compNoSale: 'Esta parcela no tiene una venta en condiciones de mercado para comparar.',
    compOtherClass:
      'Esta parcela pertenece a otro grupo de clase de propiedad que la suya, así que no es comparable.',
    compIsSubject: 'Esta es la propiedad en revisión. Escriba otro SBL.',
    badCaptcha: 'El captcha no es válido. Actualice la página e inténtelo de nuevo.',
    periodExpired:
      'El período de solicitudes de este municipio terminó, así que no se puede enviar una solicitud nueva. Si tiene preguntas, llame al {phone}',
    parcelNotFound:
      'No se encontró esa propiedad en este municipio. Búsquela de nuevo. Si el problema continúa, llame al {phone}',
    desiredValueDigits:
      'Escriba el valor tasado que solicita en dólares enteros, solo con dígitos.',
    desiredValueMax: 'El valor tasado que solicita puede tener como máximo 12 dígitos.',
    reasons: {
      recent_appraisal: 'Avalúo reciente',
      building_condition_issue: 'Problema con el estado del edificio',
      incorrect_property_inventory: 'Inventario de la propiedad incorrecto',
      comparable_sales: 'Ventas comparables',
      other: 'Otro',
    },
    wizard: {
      title: 'Presentar una Revisión Informal',
      steps: {
        propertySearch: 'Buscar la propiedad',
        applicantInfo: 'Datos del solicitante',
        valueChange: 'Cambio de valor',
        supportingFiles: 'Documentos de respaldo',
        reviewSubmit: 'Revisar y enviar',
      },
      stepsLabel: 'Pasos de la solicitud',
      stepOf: 'Paso {step} de {count}:',
      previous: 'Anterior',
      next: 'Siguiente',
    },
    search: {
      heading: 'Busque su propiedad',
      intro:
        'Busque por la dirección de la propiedad o por su SBL (número de sección, bloque y lote).',
      address: 'Dirección',
      sbl: 'Número SBL',
      clearSbl: 'Borre la casilla del SBL para buscar por dirección.',
      clearAddress: 'Borre la casilla de la dirección para buscar por SBL.',
      sblExample: 'Ejemplo: 123.45-67-89',
      found: 'Resultados: {total}',
      foundFirst:
        'Resultados: {total} (se muestran los primeros {shown}; agregue más datos a su búsqueda para acotarla)',
      results: 'Propiedades encontradas',
      loading: 'Cargando la propiedad…',
      selected: 'Propiedad seleccionada',
      assessed: 'Valor tasado {value}',
      assessedClass: 'Valor tasado {value}, clase de propiedad {propClass}',
      sblHelp: '¿Cómo encuentro mi SBL?',
      sblHelpText:
        "Su SBL (número de sección, bloque y lote) es el número resaltado en la sección 'PARCEL INFORMATION' (información de la parcela), encima de la dirección de la parcela, en su Aviso de Divulgación (Disclosure Notice).",
      close: 'Cerrar',
      noticeTitle: 'Ejemplo de Aviso de Divulgación (Disclosure Notice)',
      noticeDescription:
        'Un aviso cuya sección PARCEL INFORMATION muestra resaltado el SBL 123.45-67-89, con la dirección de la parcela, 123 MAIN ST, debajo.',
      yourSbl: 'Su SBL',
    },
    person: {
      isOwner: 'Soy el propietario de la propiedad',
      ownerHeading: 'Datos del propietario',
      requiredBefore: 'Los campos marcados',
      requiredStar: 'con una estrella',
      requiredAfter: 'son obligatorios.',
      applicantHeading: 'Datos del solicitante',
      applicantIntro: 'La persona que presenta la solicitud en nombre del propietario.',
      saveApplicant: 'Guardar los datos del solicitante para la próxima vez',
      firstName: 'Nombre',
      lastName: 'Apellido',
      address1: 'Dirección, línea 1',
      address2: 'Dirección, línea 2',
      address2Optional: 'Dirección, línea 2 (opcional)',
      city: 'Ciudad',
      state: 'Estado',
      zipCode: 'Código postal',
      phone: 'Teléfono',
      chooseState: 'Elija un estado',
      phoneHint: 'Número de EE. UU., por ejemplo (518) 555-0142',
      owner: 'Propietario',
      applicant: 'Solicitante',
      issue: '{who}, {field}: {message}',
    },
    value: {
      assessedAt: '{address}: valor tasado de {value}',
      requested: 'Valor tasado que solicita',
      requestedHint: 'El valor tasado total que usted considera correcto, en dólares enteros.',
      reason: 'Motivo',
      chooseReason: 'Elija un motivo',
      comments: 'Comentarios',
      comparisonSite: 'Sitio de comparación de propiedades',
      newTab: '(se abre en una pestaña nueva)',
      incomeExpenseBefore: 'Para una propiedad comercial, complete el',
      incomeExpenseLink: 'formulario comercial de ingresos y gastos (I&E)',
      incomeExpenseAfter: 'y súbalo en la página siguiente.',
    },
    comps: {
      heading: 'Ventas comparables',
      intro: 'Agregue hasta {max} ventas recientes de propiedades parecidas a la suya, por su SBL.',
      sbl: 'SBL de la venta comparable',
      add: 'Agregar',
      addSbl: 'Agregar {sbl}',
      added: 'Agregada',
      yours: 'Sus ventas comparables',
      suggested: 'Ventas comparables sugeridas',
      suggestedLoading: 'Buscando ventas recientes parecidas…',
      suggestedFailed: 'Las sugerencias no están disponibles en este momento.',
      suggestedNone: 'No se encontraron ventas recientes parecidas.',
      sold: 'Vendida el {date} por {price}',
      whySuggested: 'Por qué se sugiere {sbl}',
    },
    propertyInfo: {
      show: 'Mostrar la información de la propiedad',
      hide: 'Ocultar la información de la propiedad',
      loading: 'Cargando la información de la propiedad…',
      propertyType: 'Tipo de propiedad',
      types: { residential: 'Residencial', commercial: 'Comercial', vacant: 'Terreno baldío' },
      residentialUnits: 'Unidades residenciales',
      totalSites: 'Total de sitios',
      rentableArea: 'Área alquilable',
      buildingArea: 'Área del edificio',
      acres: 'Superficie (acres)',
      frontage: 'Frente',
      depth: 'Fondo',
      lastSalePrice: 'Precio de la última venta',
      lastSaleDate: 'Fecha de la última venta',
      squareFeet: '{area} pies cuadrados',
    },
    files: {
      chooseProperty: 'Primero seleccione su propiedad.',
      intro:
        'Adjunte todo lo que respalde su solicitud: un avalúo, fotos del estado del edificio, el formulario comercial de ingresos y gastos (I&E). Se aceptan archivos PDF, PNG, JPG, DOC, DOCX, XLS, XLSX y HEIF, de menos de 25 MB cada uno.',
      dragAndDrop: 'Arrastre y suelte los archivos aquí, o',
      choose: 'Elija los archivos que desea subir',
      list: 'Archivos',
      remove: 'Quitar',
      removeFile: 'Quitar {name}',
      removed: '{name}: quitado',
      tryAgain: 'Intentar de nuevo',
      tryFileAgain: 'Intentar de nuevo con {name}',
      dismiss: 'Descartar',
      dismissFile: 'Descartar {name}',
    },
    summary: {
      property: 'Información de la propiedad',
      requestedChange: 'Cambio solicitado',
      owner: 'Propietario',
      applicant: 'Datos del solicitante',
      files: 'Documentos de respaldo',
      sbl: 'Número SBL',
      address: 'Dirección',
      propertyClass: 'Clase de propiedad',
      assessedTotal: 'Valor tasado total',
      assessedLand: 'Valor tasado del terreno',
      requested: 'Valor tasado que solicita',
      reason: 'Motivo',
      comments: 'Comentarios',
      name: 'Nombre',
      cityStateZip: 'Ciudad, estado, código postal',
      phone: 'Teléfono',
      noFiles: 'No hay archivos adjuntos.',
      compsHeading: 'Ventas comparables',
      compsCaption: 'Ventas comparables',
      noComps: 'No se agregaron ventas comparables.',
      beforeSubmit: 'Antes de enviar',
      incomplete: 'Falta información obligatoria. Vuelva atrás y complete los pasos anteriores.',
      submit: 'Enviar',
    },
  },
  reasonHints: {
    recent_appraisal: 'Adjunte una copia del avalúo en la página siguiente.',
    building_condition_issue: 'Adjunte fotos del estado del edificio en la página siguiente.',
    incorrect_property_inventory:
      'Detalle los problemas del inventario en el cuadro de comentarios de abajo.',
    comparable_sales:
      'Use el enlace al sitio de comparación de propiedades del municipio para buscar ventas comparables.',
    other: '',
  },
  upload: {
    noResponse: 'Problema al subir el archivo; actualice la página',
    tooLarge: 'El archivo es demasiado grande: debe pesar menos de 25 MB',
    badType: 'Tipo de archivo no válido.',
    malware: 'No podemos aceptar este archivo.',
    internalFailed: MESSAGES.upload.internalFailed,
    internalSuccess: MESSAGES.upload.internalSuccess,
    removeFailed: 'No se pudo quitar ese archivo. Inténtelo de nuevo.',
    status: { uploading: 'Subiendo', uploaded: 'Subido', error: 'Error' },
    uploadingNow: 'Subiendo…',
  },
  submission: {
    periodExpired:
      'El período de Revisión Informal venció, así que esta solicitud no se puede enviar. Comuníquese con la Oficina del Tasador de su localidad sobre el Día de Quejas (Grievance Day).',
    noConfirmation:
      'No hay un envío reciente que mostrar aquí. Sus solicitudes enviadas aparecen en Mis solicitudes.',
    applicationsEmpty: 'El estado de su(s) solicitud(es) aparecerá aquí cuando se complete.',
    applicationsLoadFailed: 'No se pudieron cargar sus solicitudes. Inténtelo de nuevo.',
    periodClosed:
      'El período de Revisión Informal terminó, así que ya no se pueden presentar solicitudes nuevas. Comuníquese con la Oficina del Tasador de su localidad sobre el Día de Quejas (Grievance Day).',
    confirm: {
      title: 'Solicitud enviada',
      noneHeading: 'No hay ningún envío que mostrar',
      myApplications: 'Mis solicitudes',
      thanks: 'Gracias',
      submitted:
        'Se envió su solicitud de Revisión Informal para {name}. Guarde su número de solicitud, {number}, para sus registros.',
      receipt: 'Comprobante de envío',
      filingNumber: 'Número de solicitud',
      submittedAt: 'Enviada',
      address: 'Dirección de la propiedad',
      sbl: 'Número SBL',
      assessedValue: 'Valor tasado',
      requestedValue: 'Valor solicitado',
      reason: 'Motivo',
      comments: 'Comentarios adicionales',
      fileCount: 'Archivos enviados',
      next: 'Qué sigue: la Oficina del Tasador revisa su solicitud, y a principios de {month} se le enviará por correo un segundo aviso de valor. Puede seguir su estado en Mis solicitudes.',
      print: 'Imprima esta página o guárdela como PDF para sus registros.',
      printButton: 'Imprimir',
    },
    list: {
      title: 'Mis solicitudes',
      newApplication: 'Nueva solicitud',
      tryAgain: 'Intentar de nuevo',
      submitted: 'Solicitudes enviadas',
      sbl: 'Número SBL',
      address: 'Dirección',
      date: 'Fecha de envío',
      desiredValue: 'Valor solicitado',
      status: 'Estado',
      statuses: {
        incomplete: 'Recibida',
        far: 'En revisión',
        complete: 'Terminada',
        withdrawn: 'Retirada',
      },
      voided: 'Anulada por la Oficina del Tasador',
      voidReason: 'Motivo: {reason}',
      noChange: 'Sin cambio en el valor tasado',
      newValue: 'Nuevo valor tasado {after} (antes {before})',
    },
  },
  // What POST /ir/uploadfile answers is matched by the client, never shown: it stays as sent.
  uploadAnswer: {
    ...MESSAGES.uploadAnswer,
    scannerUnavailable:
      'No se pudo revisar el archivo en busca de virus en este momento, así que no se aceptó. Inténtelo de nuevo en unos minutos.',
    noFile: 'No se envió ningún archivo.',
    noPrintkey: 'No se indicó la propiedad de este archivo (printkey).',
    unknownParcel: 'No se encontró esta propiedad en este municipio.',
    tooManyFiles: `Demasiados archivos para esta propiedad: puede adjuntar como máximo ${DRAFT_FILES_MAX}.`,
    storeFailed: 'No se pudo guardar el archivo en este momento. Inténtelo de nuevo.',
    dailyQuota: `Llegó al límite: una cuenta puede subir como máximo ${UPLOAD_DAILY_QUOTA_BYTES / 1024 / 1024} MB de archivos en 24 horas. Inténtelo de nuevo mañana.`,
  },
  draftFiles: {
    notInDraft: 'Ese archivo no está entre los que subió para esta propiedad.',
  },
  applications: {
    notFound: 'Esta solicitud no se encontró entre sus solicitudes.',
    loadFailed: 'No se pudo cargar esta solicitud. Inténtelo de nuevo en un momento.',
    reviewComplete: 'La revisión de esta solicitud terminó: ya no se pueden agregar archivos.',
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
    noNotice: 'No hay aviso de decisión para esta solicitud: su revisión no ha terminado.',
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
        completed: 'Terminada',
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
      addFile: 'Agregar un archivo a su solicitud',
      addFileHint:
        'Hasta que termine la revisión puede agregar pruebas, como un avalúo o fotos. PDF, PNG, JPG, DOC, DOCX, XLS, XLSX o HEIF, de menos de 25 MB.',
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
      'Todavía no puede responder a esta solicitud: su revisión no ha terminado. Recibirá un correo electrónico cuando termine.',
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
  bulk: {
    noCsv: 'Elija el archivo CSV de las propiedades que desea presentar.',
    csvTooLarge: 'El CSV pesa más de 10 MB. Un lote admite como máximo 1,000 filas.',
    zipTooLarge: 'El ZIP pesa más de 500 MB. Divida el lote en otros más pequeños.',
    notUtf8: 'El CSV no es texto UTF-8. Guárdelo como "CSV UTF-8" y súbalo de nuevo.',
    empty: 'El CSV no tiene filas debajo del encabezado.',
    wrongDelimiter:
      'Las columnas del CSV están separadas por {delimiter}. Sepárelas con comas, como en la plantilla.',
    missingColumns: 'Al encabezado del CSV le faltan estas columnas: {columns}.',
    unknownColumns: 'El encabezado del CSV tiene columnas que no están en el formato: {columns}.',
    duplicateColumns: 'El encabezado del CSV repite estas columnas: {columns}.',
    tooManyRows:
      'El CSV tiene más de {max} filas; un lote admite como máximo {max}. Divídalo en varios archivos.',
    csvSyntax: 'No se puede leer el CSV en la línea {line}: {detail}. No se presentó nada.',
    zipEntryPath:
      'El ZIP contiene "{name}": cada archivo debe estar en el primer nivel del ZIP, sin carpetas ni rutas. No se presentó nada.',
    zipDuplicate: 'El ZIP contiene "{name}" más de una vez. No se presentó nada.',
    zipBroken:
      'No se puede leer el ZIP, está cifrado o se expande demasiado. Haga un ZIP nuevo con los archivos y súbalo de nuevo. No se presentó nada.',
    cellCount: 'La fila tiene {got} celdas; el encabezado tiene {want}.',
    formulaCell:
      '{column}: una celda no puede empezar con =, +, - o @ (una hoja de cálculo la ejecutaría como fórmula).',
    ownerEmail: 'owner_email: debe ser un correo electrónico válido.',
    noFiles: 'files: indique la autorización del representante, por su nombre en el ZIP.',
    noZip: 'files: esta fila indica archivos, pero no se subió ningún ZIP.',
    fileNotInZip: 'files: "{name}" no está en el ZIP.',
    fileTwice: 'files: "{name}" aparece dos veces.',
    tooManyFiles: 'files: como máximo 20 archivos por propiedad.',
    fileRefused: 'files: "{name}": {reason}',
    duplicateRow: 'sbl: esta propiedad ya está en la línea {line} de este lote.',
    parcelNotFound:
      'Ninguna propiedad de este municipio tiene este SBL. Compruébelo en el registro de tasación del municipio.',
    failed:
      'No se pudo presentar esta fila en este momento. Súbala de nuevo. Si el problema continúa, llame al {phone}',
    title: 'Presentar varias propiedades',
    intro:
      'Presente una Revisión Informal por cada propiedad de un CSV, con sus archivos de respaldo en un solo ZIP. Las filas que pasan todas las revisiones se presentan; el informe indica las demás con el motivo, para que corrija y suba solo esas.',
    summary: '{filed} presentadas, {refused} rechazadas.',
    uploadFailed: 'No se pudo subir el lote en este momento. Inténtelo de nuevo en un momento.',
    back: 'Mis solicitudes',
    layoutHeading: 'El CSV y el ZIP',
    layoutColumns:
      'En UTF-8, separado por comas, con una fila de encabezado con exactamente estas columnas: {columns}.',
    layoutRows: 'Una propiedad por fila, como máximo {max} filas.',
    layoutReason:
      '{reason} es uno de estos valores: recent_appraisal, building_condition_issue, incorrect_property_inventory, comparable_sales u other.',
    layoutFiles:
      '{files} nombra los archivos de la fila dentro del ZIP, separados por {separator}, e incluye entre ellos su autorización para representar al propietario.',
    layoutZip:
      'El ZIP (de 500 MB como máximo) contiene los archivos en su primer nivel, sin carpetas. Cada archivo se revisa como cualquier otro: PDF, imagen, Word o Excel, de menos de 25 MB.',
    layoutEmail:
      'Cuando una fila tiene {column}, el propietario recibe una copia de su comprobante.',
    template: 'Descargar la plantilla CSV',
    csvLabel: 'CSV de las propiedades',
    zipLabel: 'ZIP de los documentos de respaldo (opcional)',
    submit: 'Presentar estas propiedades',
    report: 'Informe',
    downloadReport: 'Descargar el informe (CSV)',
    reportRegion: 'Informe por fila',
    reportCaption: 'Informe por fila del CSV',
    line: 'Línea',
    sbl: 'Número SBL',
    status: 'Estado',
    result: 'Número de solicitud o motivo',
    filed: 'Presentada',
    refused: 'Rechazada',
    reasonCodes: 'reason: use uno de estos valores: {codes}',
    notRepresentative:
      'La presentación en lote es para representantes aprobados por la oficina del asesor. Para pedir la aprobación, llame al {phone} con el nombre de su empresa y el correo electrónico con el que inicia sesión.',
    dailyLimit:
      'Una cuenta puede presentar {max} propiedades en lote en 24 horas. La suya ha presentado {used}, y este lote tiene {rows}. Envíelo mañana o divídalo.',
    dailyLimitReached:
      'Una cuenta puede presentar {max} propiedades en lote en 24 horas, y la suya ya llegó a ese límite. Envíe este lote mañana.',
    zipEntryRatio:
      'El archivo "{name}" del ZIP se expande mucho más que un documento real. Quítelo y vuelva a crear el ZIP. No se presentó nada.',
    zipRatio:
      'El ZIP en conjunto se expande mucho más que unos documentos reales. Cree un ZIP nuevo con los archivos y súbalo de nuevo. No se presentó nada.',
    zipEntries: 'El ZIP contiene más de {max} archivos. Divida el lote. No se presentó nada.',
    zipTotal: 'Los archivos del ZIP suman más de 2 GB. Divida el lote. No se presentó nada.',
    zipEncrypted:
      'El archivo "{name}" del ZIP está cifrado. Cree el ZIP sin contraseña. No se presentó nada.',
    accepted:
      'Recibimos el lote. Sus filas se presentan una por una: esta página muestra el informe cuando terminen. Puede salir de ella y volver más tarde.',
    queued: 'Esperando para comenzar…',
    progress: 'Filas presentadas o revisadas: {done} de {total}…',
    progressLabel: 'Filas presentadas o revisadas',
    done: 'Todas las filas del lote se presentaron o se rechazaron.',
    batchFailed:
      'El lote se detuvo antes de poder presentar todas las filas. Las filas no presentadas están marcadas abajo: envíelas de nuevo en otro lote.',
    batchNotFound: 'Esta cuenta no tiene ese lote.',
    batchTitle: 'Lote {id}',
    pollFailed:
      'No se pudo cargar el informe en este momento. Se intentará de nuevo en un momento.',
    ownerCopy: 'Copia para el propietario',
    ownerCopySent: 'Enviada',
    ownerCopyLimited: 'No enviada: demasiadas copias para propietarios en 24 horas',
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
  account: {
    loginSignup: {
      title: 'Inicie sesión o cree una cuenta',
      dismiss: 'Cerrar',
    },
    login: {
      title: 'Iniciar sesión',
      email: 'Correo electrónico',
      password: 'Contraseña',
      otp: 'Código de autenticación',
      otpHint:
        'El código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
      forgotPassword: '¿Olvidó su contraseña?',
      submit: 'Iniciar sesión',
      google: 'Iniciar sesión con Google',
    },
    signup: {
      title: 'Crear una cuenta',
      email: 'Correo electrónico',
      password: 'Contraseña',
      retype: 'Vuelva a escribir la contraseña',
      submit: 'Crear la cuenta',
      google: 'Registrarse con Google',
    },
    signupComplete: {
      linkSent:
        'Le enviamos un enlace de verificación a su correo electrónico. Ábralo para activar su cuenta antes de iniciar sesión. Si no le llega en unos minutos, revise la carpeta de correo no deseado.',
      goToLogin: 'Ir a Iniciar sesión',
      stillNothing:
        '¿Después de unos minutos todavía no tiene el correo, ni en la carpeta de correo no deseado?',
    },
    verify: {
      title: 'Verificación de la cuenta',
      checking: 'Revisando su enlace de verificación…',
      login: 'Iniciar sesión',
    },
    forgotPassword: {
      title: 'Olvidé mi contraseña',
      intro:
        'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
      email: 'Correo electrónico',
      submit: 'Restablecer la contraseña',
      backToLogin: 'Volver a Iniciar sesión',
    },
    newPassword: {
      password: 'Contraseña nueva',
      retype: 'Vuelva a escribir la contraseña nueva',
    },
    resetPassword: {
      title: 'Restablecer la contraseña',
      intro:
        'Elija una contraseña nueva con una minúscula, una mayúscula, un número y al menos 8 caracteres. Al cambiarla, se cerrará su sesión en todos sus dispositivos.',
      submit: 'Cambiar la contraseña',
    },
    resend: {
      title: 'Enviar el enlace de nuevo',
      goesTo:
        'Se enviará un enlace de verificación nuevo a {email}. Los enlaces enviados antes dejarán de funcionar.',
      email: 'Correo electrónico',
      emailHint: 'La dirección con la que se registró.',
      submit: 'Enviar el enlace de nuevo',
    },
    notices: {
      confirmed: 'Su cuenta está confirmada. Ya puede iniciar sesión.',
      passwordUpdated: 'Se actualizó su contraseña. Inicie sesión con su contraseña nueva.',
      accountReady:
        'Su cuenta está lista. Inicie sesión con su correo electrónico y su contraseña nueva.',
    },
    twoFactor: {
      title: 'Inicio de sesión en dos pasos',
      enabledText:
        'Cada vez que inicie sesión, después de su contraseña se le pedirá un código de su aplicación de autenticación. {left, plural, one {Le queda # código de recuperación sin usar} other {Le quedan # códigos de recuperación sin usar}}. ¿Perdió su teléfono? Inicie sesión con un código de recuperación o pida a un administrador que restablezca su inicio de sesión en dos pasos.',
      intro:
        'Con el inicio de sesión en dos pasos, para entrar se necesitan su contraseña y un código de 6 dígitos de una aplicación de autenticación en su teléfono (Google Authenticator, Microsoft Authenticator, 1Password u otra parecida), así que una contraseña robada no basta.',
      setUp: 'Configurar la aplicación de autenticación',
      scan: 'Escanee este código QR con su aplicación de autenticación.',
      qrLabel: 'Código QR para su aplicación de autenticación',
      typeKey: 'O escriba esta clave en la aplicación (basada en la hora):',
      code: 'Código de autenticación',
      codeHint: 'El código de 6 dígitos que la aplicación muestra ahora.',
      turnOn: 'Activar',
      recoveryHeading: 'Sus códigos de recuperación',
      recoveryText:
        'Guárdelos en un lugar seguro. Si pierde su teléfono, cada uno le permite iniciar sesión una vez en lugar de un código. Solo se muestran ahora.',
      recoveryList: 'Códigos de recuperación',
      copy: 'Copiar los códigos',
      download: 'Descargar los códigos',
      continue: 'Continuar',
    },
  },
  terms: {
    title: 'Condiciones de uso',
    intro:
      'Estas condiciones rigen el uso del sitio web de Revisión Informal de {municipality}, que {firm} (“nosotros”) administra en nombre de {municipality} (el “Municipio”). Al crear una cuenta o usar el sitio web, usted las acepta. Si no está de acuerdo, no use el sitio web.',
    purposeHeading: 'Para qué sirve este sitio web',
    purpose:
      'El sitio web permite a los dueños de propiedades en {municipality}, y a las personas que actúan en su nombre, pedir al tasador del Municipio una revisión informal del valor tasado de una propiedad y seguir el estado de esa solicitud.',
    notGrievanceHeading: 'Una Revisión Informal no es una queja formal',
    notGrievance: [
      'Una Revisión Informal es un paso voluntario que el Municipio ofrece antes de que su registro de tasación sea definitivo. No es una queja según el Artículo 5 de la Ley de Impuestos sobre Bienes Inmuebles de Nueva York (Real Property Tax Law), no extiende ningún plazo y no conserva su derecho a ninguna otra revisión.',
      'Si después aún no está de acuerdo con su tasación, debe presentar una queja formal (formulario RP-524) ante la Junta de Revisión de Tasaciones (Board of Assessment Review) a más tardar el Día de Quejas (Grievance Day). La Oficina del Tasador de su localidad puede decirle la fecha.',
    ],
    whoHeading: 'Quién puede presentar una solicitud',
    who: 'Puede presentar una solicitud para una propiedad solo si es su dueño o si el dueño le autorizó a actuar en su nombre, por ejemplo como su abogado o su representante fiscal. Se puede presentar una Revisión Informal por propiedad, y las solicitudes se aceptan hasta el {deadline}.',
    accountHeading: 'Su cuenta',
    account: [
      'Necesita una cuenta con un correo electrónico en el que pueda recibir mensajes; le enviamos un enlace para confirmarlo.',
      'No comparta su contraseña. Usted es responsable de lo que se haga con su cuenta, y debe llamarnos de inmediato si cree que otra persona la usó.',
      'Podemos suspender o restringir una cuenta que se use indebidamente.',
    ],
    submitHeading: 'Lo que usted envía',
    submit: [
      'Los datos del dueño y del solicitante, el valor que pide, sus motivos, sus comentarios, las ventas comparables y los archivos deben ser verdaderos y completos, según su leal saber y entender.',
      'Suba solo archivos que tenga derecho a compartir. Los archivos se revisan antes de aceptarlos, y se rechazan los de un tipo no permitido, los demasiado grandes y los que contienen software malicioso.',
      'Una solicitud no se puede modificar después de enviarla.',
      'Usted permite que el Municipio, su tasador y nosotros usemos su solicitud para revisar la tasación, y que el Municipio la conserve como parte de sus registros.',
    ],
    decisionsHeading: 'Decisiones y datos de las propiedades',
    decisions:
      'El tasador decide el resultado de cada Revisión Informal; presentar una no garantiza un cambio de valor. Los datos de las propiedades, los valores y las ventas comparables que muestra el sitio web provienen de los registros de tasación del Municipio y se ofrecen como referencia. Si cree que algo está mal, explíquelo en su solicitud.',
    useHeading: 'Uso aceptable',
    use: 'No intente entrar en cuentas o información que no sean suyas, eludir la seguridad o el captcha del sitio web, sobrecargarlo o interferir con él, recopilar información de él por medios automatizados, ni usarlo para enviar nada ilegal o dañino.',
    liabilityHeading: 'Disponibilidad y responsabilidad',
    liability:
      'Trabajamos para que el sitio web esté disponible y sea exacto, pero se ofrece “tal cual” y a veces puede no estar disponible por mantenimiento o por motivos ajenos a nuestro control, así que no deje su solicitud para el último día. En la medida en que la ley lo permita, ni el Municipio ni {firm} son responsables de las pérdidas que resulten del uso del sitio web o de la imposibilidad de usarlo.',
    lawHeading: 'Ley aplicable y cambios',
    law: 'Estas condiciones se rigen por las leyes del Estado de Nueva York. Podemos actualizarlas; la versión publicada en esta página rige desde el momento de su publicación.',
    contactHeading: 'Contacto',
    contact:
      '¿Tiene preguntas sobre estas condiciones? Llame a {firm} al {phone} o escriba a {address}. La forma en que tratamos su información se explica en nuestra {privacy}.',
    privacyLink: 'Política de privacidad',
  },
  privacy: {
    title: 'Política de privacidad',
    intro:
      'Esta política explica qué información recopila el sitio web de Revisión Informal de {municipality}, para qué y qué pasa con ella. {firm} (“nosotros”) administra el sitio web en nombre de {municipality} (el “Municipio”), que lo usa para revisar las tasaciones de las propiedades.',
    collectHeading: 'La información que recopilamos',
    collect: [
      {
        lead: 'Su cuenta:',
        text: 'su correo electrónico y su contraseña. La contraseña se guarda solo como un código cifrado de un solo sentido (hash), que no se puede volver a convertir en la contraseña.',
      },
      {
        lead: 'Datos del dueño y del solicitante:',
        text: 'nombres, direcciones postales y teléfonos del dueño de la propiedad y, si otra persona presenta la solicitud por el dueño, del solicitante. Si usted lo elige, los datos del solicitante se guardan para completar su próxima solicitud.',
      },
      {
        lead: 'Su solicitud:',
        text: 'la propiedad (su dirección y su número SBL, de sección, bloque y lote), su valor tasado, el valor que usted pide, su motivo y sus comentarios, y las ventas comparables que agregue.',
      },
      {
        lead: 'Archivos subidos:',
        text: 'avalúos, fotos, formularios y otros documentos que adjunte.',
      },
      {
        lead: 'Información técnica:',
        text: 'los registros del servidor de cada acceso, con la dirección IP, el tipo de navegador y la hora, que se usan para mantener el sitio web seguro y en funcionamiento.',
      },
    ],
    useHeading: 'Cómo la usamos',
    use: 'Usamos esta información solo para llevar a cabo la revisión informal de las tasaciones: para crear y proteger su cuenta, para que el tasador del Municipio y nuestros revisores estudien su solicitud, para comunicarnos con usted sobre ella (por ejemplo, para confirmar su correo electrónico o restablecer su contraseña) y para proteger el sitio web contra el uso indebido. No la usamos con fines publicitarios.',
    shareHeading: 'Con quién la compartimos',
    share: [
      {
        lead: 'El Municipio:',
        text: 'su solicitud y sus archivos van al tasador del Municipio, que decide sobre ella y la conserva como parte de los registros del Municipio.',
      },
      {
        lead: 'Proveedores de servicios:',
        text: 'empresas que alojan el sitio web o entregan sus correos electrónicos, solo en la medida necesaria para ese trabajo y con la obligación de mantener la información confidencial.',
      },
      {
        lead: 'Cuando la ley lo exige:',
        text: 'por ejemplo, en respuesta a una citación judicial. Es posible que los registros que conserva el Municipio deban divulgarse según la Ley de Libertad de Información de Nueva York (Freedom of Information Law), con sus excepciones para proteger la privacidad personal.',
      },
    ],
    noSale: 'No vendemos, alquilamos ni intercambiamos su información personal.',
    cookiesHeading: 'Cookies y almacenamiento local',
    cookies: [
      {
        lead: 'Una cookie de sesión.',
        text: 'Cuando inicia sesión, guardamos una sola cookie que mantiene su sesión abierta. Es estrictamente necesaria, los scripts de la página no pueden leerla, solo se envía a este sitio web y termina cuando cierra la sesión o cuando su sesión vence.',
      },
      {
        lead: 'Su tema y su idioma.',
        text: 'Si cambia al modo oscuro o elige un idioma, su elección se guarda en el almacenamiento local de su navegador, en su dispositivo. El idioma también se envía con cada solicitud al sitio, para que las páginas y los correos electrónicos le lleguen en ese idioma, y si tiene la sesión iniciada, se guarda con su cuenta.',
      },
      {
        lead: 'Google Analytics, solo cuando está activado.',
        text: 'El Municipio puede activar Google Analytics para saber, en conjunto, cómo se usa el sitio web. Cuando está activado, Google guarda sus propias cookies y recibe información sobre su visita, como las páginas que ve y el tipo de navegador y de dispositivo, según la política de privacidad de Google. No lo usamos con fines publicitarios. Puede bloquearlo en la configuración de su navegador o con el complemento de exclusión de Google para navegadores.',
      },
    ],
    keepHeading: 'Cuánto tiempo la conservamos',
    keep: 'Las solicitudes, los archivos de respaldo y la correspondencia relacionada son registros del Municipio. Se conservan durante el tiempo que exige para los registros de tasación el Calendario de Conservación y Eliminación de Registros de los Gobiernos Locales de Nueva York (Retention and Disposition Schedule for New York Local Government Records, LGS-1), publicado por los Archivos del Estado de Nueva York, y después se destruyen de forma segura. La información de la cuenta se conserva mientras su cuenta esté en uso y mientras deba conservarse una solicitud a la que pertenezca. Los registros del servidor se conservan por un tiempo limitado por motivos de seguridad.',
    protectHeading: 'Cómo la protegemos',
    protect:
      'La información viaja por conexiones cifradas. Los archivos subidos se revisan antes de aceptarlos y se guardan fuera del sitio web público. Solo el personal autorizado del Municipio y de {firm} puede ver las solicitudes, y sus acciones quedan registradas. Si ocurre una filtración de su información personal, se lo notificaremos como lo exige la ley de Nueva York sobre filtraciones de seguridad de la información (General Business Law § 899-aa).',
    choicesHeading: 'Sus opciones',
    choices:
      'Puede llamarnos para pedir ver o corregir la información que tenemos sobre usted, o para cerrar su cuenta. La información que debe conservarse según las reglas de registros indicadas arriba se conserva aun después de cerrar su cuenta. Una solicitud enviada no se puede modificar en línea; llámenos si algo de la suya está mal.',
    childrenHeading: 'Menores de edad',
    children:
      'El sitio web está pensado para los dueños de propiedades y sus representantes. No está dirigido a niños menores de 13 años, y no recopilamos su información a sabiendas.',
    changesHeading: 'Cambios a esta política',
    changes:
      'Podemos actualizar esta política. La versión publicada en esta página rige desde el momento de su publicación; si un cambio afecta el uso de la información que ya nos dio, lo diremos en el sitio web.',
    contactHeading: 'Contacto',
    contact:
      '¿Tiene preguntas sobre su información? Llame a {firm} al {phone} o escriba a {address}. Vea también nuestras {terms}.',
    termsLink: 'Condiciones de uso',
  },
  review: MESSAGES.review,
  admin: MESSAGES.admin,
  invite: {
    ...MESSAGES.invite,
    invalid: 'Este enlace de invitación no es válido. Pida uno nuevo a su administrador.',
    expired:
      'Este enlace de invitación venció o fue reemplazado por uno más reciente. Pida uno nuevo a su administrador.',
    used: 'Este enlace de invitación ya se usó. Inicie sesión.',
  },
  general: {
    notFound: 'Lo sentimos, la página que busca no existe.',
  },
  documents: {
    accessibleVersion:
      'La versión accesible de este documento es la página web {url} (este PDF no está etiquetado para lectores de pantalla).',
    notOnRecord: 'sin registro',
    notGiven: 'No se indicó',
    propertyWithSbl: '{address} (SBL, número de sección, bloque y lote: {sbl})',
    questions: 'Preguntas: llame al {phone}.',
    scar: 'Si la Junta no cambia la tasación, después puede pedir una Revisión de Tasaciones de Reclamos Menores (SCAR) ante el tribunal.',
    terms: {
      filing: 'Solicitud',
      informalReview: 'Revisión Informal',
      property: 'Propiedad',
      owner: 'Propietario',
      decided: 'Fecha de la decisión',
      propertyClass: 'Clase de propiedad',
      rollYear: 'Año del registro de tasación',
      assessedValue: 'Valor tasado',
      total: 'Valor total',
      land: 'Terreno',
      reason: 'Motivo',
      explanation: 'Explicación',
    },
    notice: {
      title: 'Aviso de decisión {number}',
      heading: 'Aviso de decisión de la Revisión Informal',
      before: 'Antes',
      after: 'Después de la revisión',
      reasonHeading: 'Motivo de la decisión',
      nextHeading: 'Qué sigue',
      acceptOn:
        'Si está de acuerdo con el valor nuevo, acéptelo en la página de su solicitud, en Mis solicitudes, antes del final del Día de Quejas (Grievance Day), {day}: firmará un acuerdo y no necesitará presentar una queja.',
      accept:
        'Si está de acuerdo con el valor nuevo, acéptelo en la página de su solicitud, en Mis solicitudes, antes del Día de Quejas (Grievance Day): firmará un acuerdo y no necesitará presentar una queja.',
      disagree:
        'Si todavía no está de acuerdo, puede presentar una queja formal (formulario RP-524) ante la Junta de Revisión de Tasaciones (Board of Assessment Review) a más tardar el Día de Quejas; la Oficina del Tasador ({website}) tiene la fecha de este año. Lleve este aviso, sus pruebas y el formulario firmado.',
    },
    agreement: {
      title: 'Acuerdo sobre el valor tasado {number}',
      heading: 'Acuerdo sobre el valor tasado',
      tentativeRoll: 'En el registro de tasación provisional',
      agreed: 'Acordado',
      text: 'El propietario y el tasador acuerdan que el valor tasado de la propiedad indicada arriba es el valor acordado que se muestra. El tasador presenta este acuerdo ante la Junta de Revisión de Tasaciones (Board of Assessment Review) de {municipality}, que puede ratificar el valor acordado (Ley de Impuestos sobre Bienes Inmuebles, Real Property Tax Law §524(3) y §525(3)(a)). Al firmar, el propietario renuncia a presentar una queja sobre esta tasación para el año de este registro de tasación.',
      ownerSignature: 'Firma del propietario',
      signedBy: 'Firmado electrónicamente por {name}',
      record: 'Desde {ip}. Registro {hash}',
      assessorSignature: 'Firma del tasador',
      assessor: 'Tasador',
      date: 'Fecha: ____________________',
    },
    packet: {
      title: 'Paquete de queja {number}',
      heading: 'Paquete de queja para el formulario RP-524',
      prepared:
        'Preparado a partir de la Revisión Informal {number}, con cuyo resultado el propietario no estuvo de acuerdo el {date} ({name}). Copie estos datos en el formulario oficial RP-524 (en inglés), fírmelo y adjunte este paquete.',
      partOne: 'Parte uno. Propietario y propiedad',
      owner: '1. Propietario',
      applicant: '2. Solicitante o representante',
      ownerFiled: 'El propietario presentó la solicitud por sí mismo.',
      property: '3. Propiedad',
      name: 'Nombre',
      mailingAddress: 'Dirección postal',
      daytimePhone: 'Teléfono de día',
      taxMapNumber: 'Número del mapa fiscal (SBL, número de sección, bloque y lote)',
      location: 'Ubicación',
      municipality: 'Municipio',
      partTwo: 'Parte dos. Tasación y valor solicitado',
      totalAssessed: 'Valor tasado total',
      landAssessed: 'Valor tasado del terreno',
      requested: 'Valor solicitado por el propietario',
      partThree: 'Parte tres. Motivos de la queja',
      unequal: 'Tasación desigual (Unequal assessment)',
      excessive: 'Tasación excesiva (Excessive assessment)',
      unlawful: 'Tasación ilegal (Unlawful assessment)',
      misclassification: 'Clasificación incorrecta (Misclassification)',
      reasonGiven: 'Motivo indicado',
      comments: 'Comentarios',
      comparableSales: 'Ventas comparables',
      noComps: 'La solicitud no indicó ventas comparables.',
      sbl: 'Número SBL',
      address: 'Dirección',
      saleDate: 'Fecha de venta',
      salePrice: 'Precio de venta',
      noSale: 'sin venta registrada',
      partFour: 'Parte cuatro. Resultado de la Revisión Informal',
      totalAfter: 'Valor total después de la revisión',
      landAfter: 'Valor del terreno después de la revisión',
      nextHeading: 'Qué hacer ahora',
      getForm:
        'Obtenga el formulario oficial RP-524 en el sitio web del Departamento de Impuestos y Finanzas del Estado de Nueva York (tax.ny.gov) o en la Oficina del Tasador, llénelo con los datos de este paquete y fírmelo.',
      attach: 'Adjunte este paquete, sus pruebas y cualquier avalúo.',
      fileBy:
        'Preséntelos ante el tasador o la Junta de Revisión de Tasaciones (Board of Assessment Review) de {municipality} a más tardar el {day}.',
      unknownDay:
        'Día de Quejas (Grievance Day); pregunte a la Oficina del Tasador la fecha de este año',
      footer: '{number} · página {page} de {pages}',
    },
  },
  accessibility: {
    title: 'Accesibilidad',
    intro:
      '{firm} administra el sitio web de Revisión Informal de {municipality} y quiere que todas las personas puedan usarlo, incluidas las que usan un lector de pantalla, solo el teclado, la ampliación de pantalla o el control por voz.',
    standardHeading: 'La norma',
    standard:
      'Este sitio web está hecho para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA.',
    adaRule:
      'La norma del Departamento de Justicia de los EE. UU. bajo el Título II de la Ley de Estadounidenses con Discapacidades (ADA) exige que los sitios web de los gobiernos estatales y locales cumplan las WCAG 2.1 nivel AA: a más tardar el 26 de abril de 2027 para un gobierno que sirve a 50,000 personas o más, y el 26 de abril de 2028 para uno más pequeño.',
    testingHeading: 'Cómo lo comprobamos',
    testingIntro:
      'Cada cambio del sitio web se revisa en un navegador real (Chromium) antes de publicarse:',
    testing: [
      'axe-core revisa cada página y cada paso del formulario de solicitud, en inglés y en español, con la sesión de cada tipo de usuario que puede verla, en los temas claro y oscuro, en anchos de computadora (1280 píxeles) y de teléfono (390 píxeles). No se permite ningún hallazgo, de ninguna gravedad.',
      'Adaptación: a 320 píxeles de ancho y con el equivalente a un zoom del 200 %, ninguna página se desplaza hacia los lados; una tabla ancha se desplaza dentro de su propio cuadro, al que se llega con el teclado.',
      'Solo con el teclado: el formulario de solicitud completo, la revisión del personal (lista, filtro, selección, asignación, apertura, revisión y finalización) y los controles de administración se recorren con Tab, Mayús+Tab, Intro, la barra espaciadora y las flechas, comprobando en cada paso que el foco se ve.',
      'Con "reducir movimiento" activado en el dispositivo, nada se mueve en la página.',
      'Los mensajes de estado (el avance de una carga, "Subido", guardado y asignado) se anuncian a los lectores de pantalla; el aviso dos minutos antes de cerrar una sesión inactiva le permite seguir conectado; los cuatro temas de color cumplen las relaciones de contraste (4.5:1 para el texto, 3:1 para los controles).',
    ],
    testingSpecs:
      'Las comprobaciones están en el código fuente del sitio web: las pruebas de navegador e2e/specs/accessibility.spec.ts, e2e/specs/spanish-owner.spec.ts, e2e/specs/keyboard.spec.ts y e2e/specs/filing-keyboard.spec.ts, y las pruebas de componentes del aviso de inactividad y de los mensajes de estado.',
    limitsHeading: 'Límites conocidos',
    limits: [
      'Los archivos que suben los dueños y el personal (avalúos, fotos, formularios y cartas) se muestran tal como se subieron. Su contenido depende de quien los hizo, y no podemos hacerlos accesibles. Si necesita uno en otro formato, llámenos.',
      'Las copias en PDF del aviso de decisión, del acuerdo y del paquete de queja no son PDF etiquetados. Cada una indica en su primera línea que la página de la solicitud en este sitio web es la versión accesible; esa página tiene el mismo contenido.',
    ],
    reportHeading: 'Informe de una barrera',
    report:
      'Si alguna parte de este sitio web no le funciona, díganos qué página, qué intentaba hacer y cómo podemos comunicarnos con usted. Respondemos en un plazo de 5 días hábiles.',
    phone: 'Teléfono: {phone}',
    email: 'Correo electrónico: {email}',
    mail: 'Correo postal: {firm}, {address}',
  },
  input: {
    invalidRequest: 'La solicitud no es válida.',
    databaseUnreachable: 'No se puede acceder a la base de datos.',
    forbiddenCharacters:
      'Quite los caracteres de control y las marcas de dirección del texto de este campo.',
    notPrintable:
      'Quite los caracteres que nuestros documentos no pueden imprimir, como los emojis y la mayoría de los símbolos. Se admiten las letras latinas (también las del vietnamita), griegas, cirílicas, chinas y japonesas.',
    signIn: 'Inicie sesión.',
    forbidden: 'No tiene acceso a esto.',
    tooManyAttemptsMinute: 'Demasiados intentos. Inténtelo de nuevo en 1 minuto.',
    tooManyAttempts: 'Demasiados intentos. Inténtelo de nuevo en {minutes} minutos.',
    serverFailure: 'Algo salió mal de nuestro lado.',
  },
  busy: {
    serverBusy:
      'Mucha gente está presentando solicitudes en este momento. Su información se conserva; inténtelo de nuevo en un minuto.',
  },
  filingPeriod: MESSAGES.filingPeriod,
  municipalitySettings: MESSAGES.municipalitySettings,
  auditLog: MESSAGES.auditLog,
  town: MESSAGES.town,
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
      requestedValue: 'Valor solicitado: {value}',
      reason: 'Motivo: {value}',
      comments: 'Comentarios adicionales: {value}',
      files: 'Archivos enviados: {value}',
      submitted: 'Enviada: {value}',
      next: 'Qué sigue: la Oficina del Tasador revisa su solicitud y las pruebas que envió. La solicitud no se puede cambiar una vez enviada. Puede seguir su estado (Recibida, En revisión, Completada) en Mis solicitudes, y el resultado se envía por correo postal al propietario con el segundo aviso de valor en {month}.',
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
  comparables: {
    reasons: {
      sameNeighbourhood: 'Mismo vecindario',
      sameLivingArea: 'Misma superficie habitable',
      livingAreaWithin:
        'Superficie habitable con menos de un {percent} % de diferencia con la suya ({area, number} pies cuadrados)',
      livingAreaLarger: 'Superficie habitable un {percent} % mayor',
      livingAreaSmaller: 'Superficie habitable un {percent} % menor',
      builtSameYear: 'Construida el mismo año ({year})',
      builtWithin:
        'Construida con {years, plural, one {# año} other {# años}} de diferencia con la suya',
      soldThisMonth: 'Vendida este mes',
      soldMonthsAgo: 'Vendida hace {months, plural, one {# mes} other {# meses}}',
      sameStyleNamed: 'Mismo estilo de construcción ({style})',
      sameStyle: 'Mismo estilo de construcción',
      sameCondition: 'Mismo estado ({condition})',
      similarCondition: 'Estado parecido ({condition})',
    },
    conditions: { '1': 'Malo', '2': 'Regular', '3': 'Promedio', '4': 'Bueno', '5': 'Excelente' },
  },
};

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}
