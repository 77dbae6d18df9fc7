import type { CatalogueOf } from '../../languages.ts';
import type { REPRESENTATIVES_MESSAGES } from '../en/representatives.ts';

/** en/representatives.ts in Spanish, key for key. */
export const REPRESENTATIVES_MESSAGES_ES: CatalogueOf<typeof REPRESENTATIVES_MESSAGES> = {
  authorizations: {
    scope: {
      informal_review: 'Solo la revisión informal',
      all_stages: 'Revisión informal y reclamación (todas las etapas)',
    },
    status: {
      pending: 'Esperando al propietario',
      active: 'Firmada',
      declined: 'Rechazada',
      revoked: 'Revocada',
      expired: 'Vencida',
    },
    statement: {
      title: 'Designación de un representante',
      grant:
        'Yo, propietario del inmueble en {address} (SBL {sbl}) en {municipality}, autorizo a {firm} ({email}) a actuar como mi representante para el registro de avalúos de {year}.',
      informal_review:
        '{firm} puede presentar en mi nombre una revisión informal del valor de avalúo de este inmueble, agregarle información y archivos, y recibir su resultado. {firm} no puede presentar en mi nombre una reclamación ante la Junta de Revisión de Avalúos.',
      all_stages:
        '{firm} puede presentar en mi nombre una revisión informal del valor de avalúo de este inmueble, agregarle información y archivos, y recibir su resultado. {firm} también puede presentar en mi nombre una reclamación (formulario RP-524) ante la Junta de Revisión de Avalúos, comparecer en su audiencia y recibir su decisión.',
      revoke:
        'Esta autorización vale para el registro de {year} hasta que yo la revoque. Puedo revocarla en cualquier momento, con el enlace del correo de confirmación o desde Mis solicitudes. Revocarla no retira una solicitud ya presentada.',
      confirm:
        'Confirmo que soy el propietario de este inmueble o que puedo firmar por su propietario, y que escribir mi nombre completo abajo es mi firma electrónica.',
    },
    errors: {
      required:
        'Este municipio exige la autorización firmada del propietario antes de que un representante presente una solicitud para este inmueble: pida al propietario que firme una para {sbl} y el registro de {year}, y vuelva a presentarla.',
      fileRequired:
        'Este municipio exige que la solicitud de un representante lleve adjunta la autorización del propietario: adjunte la autorización firmada y vuelva a presentarla.',
      revoked:
        'El propietario revocó su autorización para {sbl} y el registro de {year}, así que usted no puede presentar una solicitud para este inmueble.',
      invalidToken: 'Este enlace no es válido. Use el enlace del correo que recibió.',
      expiredToken: 'Este enlace venció. Pida al representante que le envíe una nueva solicitud.',
      usedToken: 'Esta solicitud ya fue respondida, así que el enlace ya no se puede usar.',
      notFound: 'No se encontró esta autorización.',
      alreadyRevoked: 'Esta autorización ya fue revocada.',
      notActive: 'Solo se puede revocar una autorización firmada.',
      nameRequired: 'Escriba su nombre completo para firmar.',
      nameTooLong: 'Escriba como máximo 100 caracteres.',
      textChanged:
        'El texto de esta autorización cambió desde que se abrió la página. Léalo de nuevo y firme.',
      pending:
        'Ya hay una solicitud para este inmueble, propietario y año esperando al propietario. Se puede responder hasta el {date}.',
      active: 'El propietario ya lo autorizó para este inmueble y año.',
      badYear: 'El año fiscal debe ser {current} o {next}.',
      dailyLimit:
        'Usted envió el máximo de solicitudes de autorización permitidas en un día ({max}). Inténtelo de nuevo mañana.',
      ownerLimit:
        'Este propietario recibió el máximo de solicitudes de autorización permitidas en un día. Inténtelo de nuevo mañana.',
      noDesignation: 'Esta autorización no se ha firmado, así que no tiene designación.',
    },
    page: {
      title: 'Autorizar a un representante',
      loading: 'Cargando la solicitud…',
      intro: '{firm} le pide que lo autorice a actuar en su nombre sobre este inmueble.',
      firm: 'Representante',
      property: 'Inmueble',
      sbl: 'SBL',
      scope: 'Qué permite',
      year: 'Año fiscal',
      expires: 'Esta solicitud se puede responder hasta el {date}.',
      statementHeading: 'Lo que usted firmaría',
      nameLabel: 'Su nombre completo',
      nameHint:
        'Escriba su nombre como propietario registrado, o como la persona que puede firmar por él.',
      consent: 'Leí el texto de arriba y acepto firmarlo electrónicamente.',
      consentRequired: 'Marque la casilla para aceptar.',
      sign: 'Firmar la autorización',
      decline: 'Rechazar',
      declineHeading: '¿Rechazar la solicitud?',
      declineConfirm:
        '{firm} no quedará autorizado a actuar en su nombre sobre este inmueble. Usted puede presentar la solicitud por su cuenta.',
      signed: 'Usted firmó la autorización. Le enviamos una confirmación por correo.',
      declined: 'Usted rechazó la solicitud. {firm} no está autorizado a actuar en su nombre.',
      revokeHeading: 'Revocar la autorización',
      revokeIntro:
        '{firm} está autorizado a actuar en su nombre sobre este inmueble para el registro de {year}. Si la revoca, ya no podrá presentar solicitudes ni actuar en su nombre sobre él. Una solicitud ya presentada no se retira.',
      revoke: 'Revocar',
      revokeConfirm: '¿Revocar la autorización de {firm}?',
      revoked:
        'La autorización fue revocada. {firm} ya no puede actuar en su nombre sobre este inmueble.',
      signedOn: 'Firmada por {name} el {date}.',
      failed: 'No se pudo hacer en este momento. Inténtelo de nuevo en un momento.',
      problem: 'Hay un problema',
    },
    list: {
      title: 'Autorizaciones de propietarios',
      tools: 'Herramientas de su empresa',
      intro:
        'Pida a un propietario que firme una autorización para un inmueble. El propietario recibe un correo con un enlace, firma desde cualquier dispositivo y usted ve la respuesta aquí. La regla de este municipio para las solicitudes de representantes: {rule}.',
      rule: {
        file: 'un archivo adjunto a la solicitud',
        e_sign: 'la autorización firmada del propietario',
        either: 'un archivo adjunto o la autorización firmada del propietario',
      },
      requestHeading: 'Pedir una autorización',
      sbl: 'SBL del inmueble',
      ownerName: 'Nombre del propietario',
      ownerEmail: 'Correo electrónico del propietario',
      ownerNameRequired: 'Escriba el nombre del propietario.',
      scope: 'Alcance',
      taxYear: 'Año fiscal',
      send: 'Enviar la solicitud',
      sent: 'La solicitud se envió por correo a {email}.',
      listHeading: 'Sus solicitudes',
      filter: 'Mostrar',
      all: 'Todas',
      empty: 'No hay autorizaciones que mostrar.',
      columns: {
        property: 'Inmueble',
        owner: 'Propietario',
        scope: 'Alcance',
        year: 'Año',
        status: 'Estado',
        updated: 'Último cambio',
        designation: 'Designación',
      },
      download: 'Designación (PDF)',
      loadFailed: 'No se pudieron cargar las autorizaciones. Inténtelo de nuevo en un momento.',
      notRepresentative:
        'Las autorizaciones de propietarios son para los representantes que la oficina del asesor aprobó. Para pedir la aprobación, llame al {phone} con el nombre de su empresa y el correo con el que inicia sesión.',
    },
    owner: {
      heading: 'Presentadas en su nombre por un representante',
      intro:
        'Un representante que usted autorizó presentó estas revisiones para su inmueble. Puede leerlas aquí; solo el representante puede cambiarlas.',
      filedBy: 'Presentada por {firm}',
      authorizationsHeading: 'Representantes que usted autorizó',
      revoke: 'Revocar',
      none: 'Usted no ha autorizado a ningún representante.',
    },
    staff: {
      filer: 'Presentada por',
      owner: 'Propietario',
      representative: 'Representante',
      firm: 'Empresa',
      authorization: 'Autorización',
      noAuthorization: 'Sin autorización firmada electrónicamente (archivo adjunto)',
      signedRecord: 'Firmada por {name} el {date}',
    },
    mail: {
      requestSubject: '{firm} le pide que lo autorice para su inmueble en {short}',
      request:
        '{firm} ({email}) le pide que lo autorice a actuar como su representante para su inmueble {address} (SBL {sbl}) para el registro de avalúos de {year}: {scope}.',
      requestOpen:
        'Abra el enlace para leer lo que autorizaría y luego firme o rechace. No necesita una cuenta. El enlace se puede usar una vez y funciona hasta el {date}.',
      requestAction: 'Leer y responder la solicitud',
      requestNotYou:
        'Si no conoce a {firm} o no es propietario de este inmueble, puede ignorar este correo o rechazar la solicitud.',
      signedSubject: 'Usted autorizó a {firm} para su inmueble en {short}',
      signed:
        'Usted firmó una autorización para que {firm} actúe como su representante para {address} (SBL {sbl}) para el registro de {year}: {scope}. Firmada por {name} el {date}.',
      signedRevoke:
        'Puede revocarla en cualquier momento con el enlace de abajo o desde Mis solicitudes. Una solicitud ya presentada no se retira.',
      revokeAction: 'Revocar la autorización',
      revokedSubject: 'Usted revocó la autorización de {firm}',
      revoked:
        '{firm} ya no está autorizado a actuar en su nombre sobre {address} (SBL {sbl}) para el registro de {year}.',
    },
    designation: {
      title: 'Designación de representante {id}',
      heading: 'Designación de un representante (firmada electrónicamente)',
      owner: 'Propietario',
      ownerEmail: 'Correo del propietario',
      representative: 'Representante',
      property: 'Inmueble',
      scope: 'Alcance',
      year: 'Año fiscal',
      status: 'Estado',
      statement: 'El texto que el propietario leyó y firmó',
      signature: 'Firma electrónica',
      signedBy: 'Firmada por {name}',
      signedAt: 'Firmada el {date}',
      revokedAt: 'Revocada el {date}',
      verification:
        'Autorización {id} · SHA-256 del texto firmado: {hash}. El registro guarda la dirección y el navegador desde los que se firmó.',
    },
  },
};
