import type { CatalogueOf } from './languages.ts';
import { SHELL_MESSAGES } from './messages-shell.ts';

/** The frame's texts in Spanish (messages-shell.ts): a small chunk, loaded before the first page. */
export const SHELL_MESSAGES_ES: CatalogueOf<typeof SHELL_MESSAGES> = {
  session: {
    signoutFailed: 'Aviso: actualice la página e inténtelo de nuevo.',
    idleLogout: 'Se cerró su sesión automáticamente por inactividad.',
    idleLogoutTitle: 'Sesión cerrada',
    signoutFailedTitle: 'No se pudo cerrar la sesión',
    idleWarning: {
      title: '¿Sigue ahí?',
      message:
        'Por su seguridad, su sesión se cerrará en {minutes} minutos porque no ha habido actividad en esta página. Lo que no haya guardado se perderá.',
      stay: 'Seguir conectado',
      signOut: 'Cerrar sesión ahora',
    },
  },
  site: {
    skipLinks: {
      navigation: 'Saltar a la navegación principal',
      main: 'Saltar al contenido principal',
      footer: 'Saltar al pie de página',
    },
    productTitle: 'Revisión Informal',
    siteName: 'Revisión Informal de {short}',
    language: {
      label: 'Idioma',
    },
    header: {
      openMenu: 'Abrir el menú',
      primaryNav: 'Principal',
    },
    drawer: {
      title: 'Menú',
      label: 'Menú del sitio',
      close: 'Cerrar el menú',
      darkMode: 'Cambiar el modo oscuro',
      home: 'Inicio',
      admin: SHELL_MESSAGES.site.drawer.admin,
      review: SHELL_MESSAGES.site.drawer.review,
      town: SHELL_MESSAGES.site.drawer.town,
      meetings: 'Reuniones',
      applications: 'Mis solicitudes',
      twoFactor: 'Inicio de sesión en dos pasos',
      signOut: 'Cerrar sesión',
    },
    footer: {
      phone: 'Teléfono:',
      links: 'Enlaces',
      websiteOf: 'Sitio web de {name}',
      about: 'Acerca de',
      aboutUs: 'Quiénes somos',
      contact: 'Contacto',
      terms: 'Condiciones de uso',
      privacy: 'Política de privacidad',
      accessibility: 'Accesibilidad',
      outcomes: 'Resultados de las revisiones',
    },
    landing: {
      expired:
        'El período de Revisión Informal de {name} venció (las solicitudes debían presentarse a más tardar el {deadline}). Comuníquese con la Oficina del Tasador de su localidad sobre el Día de Quejas (Grievance Day).',
      openBefore:
        'Si no está de acuerdo con su nuevo valor tasado, puede presentar una Revisión Informal. Un segundo aviso de valor se enviará por correo a principios de {month}. La fecha límite es el',
      login: 'Iniciar sesión',
      getStarted: 'Comenzar',
      haveAccount: '¿Ya tiene una cuenta?',
      logIn: 'Inicie sesión',
      grievanceTitle: 'Día de Quejas (Grievance Day)',
      grievanceText:
        'Si aún no está de acuerdo con su tasación, puede presentar una queja formal ante la Junta de Revisión de Tasaciones (Board of Assessment Review). La Oficina del Tasador de su localidad puede decirle cuándo es el Día de Quejas y cómo presentarla.',
      alreadyFiled:
        '¿Ya presentó una Revisión Informal? Inicie sesión para ver el estado de su solicitud.',
      visitWebsite: 'Visite el sitio web de {name}',
      howItWorks: 'Cómo funciona',
      step1Title: 'Cree una cuenta',
      step1Text: 'Regístrese con su correo electrónico y confírmelo con el enlace que le enviamos.',
      step2Title: 'Háblenos de su propiedad',
      step2Text:
        'Busque su propiedad por dirección o por número SBL (sección, bloque y lote), indique el valor que considera correcto y por qué.',
      step3Title: 'Agregue pruebas y envíe',
      step3Text:
        'Adjunte un avalúo, fotos o ventas comparables, revise el resumen y envíe una sola vez.',
      onePerProperty:
        'Puede presentar una Revisión Informal por propiedad. Después de enviarla aún puede agregar archivos hasta que la revisión se complete, o retirarla antes de que un revisor comience.',
    },
    contact: {
      title: 'Contáctenos',
      intro:
        '{firm} realiza la Revisión Informal en nombre de {name}. Si tiene preguntas sobre su solicitud, su cuenta o este sitio web, llámenos.',
      callUs: 'Llámenos',
      hours:
        'Atendemos el teléfono de lunes a viernes, de 9:00 a. m. a 5:00 p. m., hora del Este, excepto los días feriados. Fuera de ese horario, deje un mensaje con su nombre, su teléfono y la dirección de la propiedad, y le devolveremos la llamada.',
      writeUs: 'Escríbanos',
      otherQuestions:
        'Para preguntas sobre el Día de Quejas (Grievance Day), exenciones o su factura de impuestos, comuníquese con la Oficina del Tasador de {name} a través del',
    },
    notFound: {
      title: 'Página no encontrada',
      goBack: 'Volver',
    },
    passwordField: {
      show: 'Mostrar',
      hide: 'Ocultar',
      showLabel: 'Mostrar la contraseña',
      hideLabel: 'Ocultar la contraseña',
      visible: 'Su contraseña está visible',
      hidden: 'Su contraseña está oculta',
    },
  },
  common: {
    loading: 'Cargando',
    ok: 'Aceptar',
    close: 'Cerrar',
    cancel: 'Cancelar',
    noAccess: {
      title: 'Sin acceso',
      body: 'Su cuenta no tiene acceso a esta página.',
      home: 'Inicio',
      myApplications: 'Mis solicitudes',
    },
    loadError: {
      body: 'No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.',
      retry: 'Intentar de nuevo',
    },
    routeError: {
      title: 'Algo salió mal',
      body: 'No se pudo mostrar esta página. Vuelva a cargarla; si el problema continúa, llámenos al número que aparece abajo.',
      reload: 'Volver a cargar la página',
    },
    captchaFailed:
      'No se pudo cargar la verificación (captcha). Revise su conexión y vuelva a cargar la página.',
    captcha: {
      ariaLinkLabel: 'Altcha (sitio web oficial)',
      cancel: 'Cancelar',
      enterCode: 'Escriba el código',
      enterCodeAria: 'Escriba el código que escucha. Presione Espacio para reproducir el audio.',
      enterCodeFromImage: 'Para continuar, escriba el código de la imagen de abajo.',
      error: 'La verificación falló. Inténtelo de nuevo más tarde.',
      expired: 'La verificación venció. Inténtelo de nuevo.',
      footer:
        'Protegido por <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="Altcha (sitio web oficial)">ALTCHA</a>',
      getAudioChallenge: 'Obtener una prueba de audio',
      label: 'No soy un robot',
      loading: 'Cargando...',
      reload: 'Volver a cargar',
      verify: 'Verificar',
      verificationRequired: '¡Se requiere la verificación!',
      verified: 'Verificado',
      verifying: 'Verificando...',
      waitAlert: 'Verificando... espere, por favor.',
    },
    comparables: {
      rank: 'Orden',
      sbl: 'SBL',
      address: 'Dirección',
      style: 'Estilo',
      built: 'Año de construcción',
      condition: 'Estado',
      sqft: 'Pies cuadrados',
      saleDate: 'Fecha de venta',
      salePrice: 'Precio de venta',
      pricePerSqft: 'Precio/pie²',
      why: 'Motivo',
      delete: 'Eliminar',
      deleteOne: 'Eliminar la venta comparable {sbl}',
    },
  },
};
