import type { CatalogueOf } from '../../languages.ts';
import type { WEBHOOKS_MESSAGES } from '../en/webhooks.ts';

/** en/webhooks.ts in Spanish, key for key. */
export const WEBHOOKS_MESSAGES_ES: CatalogueOf<typeof WEBHOOKS_MESSAGES> = {
  webhooks: {
    urlRequired: 'Escriba la URL a la que se envían los eventos.',
    urlTooLong: 'La URL tiene más de 2,000 caracteres.',
    urlInvalid: 'Escriba una URL completa que empiece con https://.',
    urlCredentials: 'La URL no puede contener un nombre de usuario ni una contraseña.',
    urlNotHttps: 'La URL debe empezar con https://.',
    urlNotPublic:
      'La URL apunta a una dirección privada, local o de enlace local. Use una dirección accesible desde internet.',
    urlUnresolved: 'No se encuentra el nombre de la URL. Revíselo e inténtelo de nuevo.',
    tooMany:
      'Una cuenta puede tener como máximo {max} webhooks. Elimine uno antes de agregar otro.',
    notFound: 'No se encontró este webhook.',
    notRepresentative:
      'Los webhooks son para los representantes que la oficina del tasador ha aprobado. Para pedir la aprobación, llame al {phone}.',
    title: 'Webhooks: avisos de eventos',
    intro:
      'Cada evento sobre sus solicitudes y autorizaciones se envía como JSON a cada webhook de abajo, firmado con su secreto. Un evento que no se puede entregar se vuelve a intentar durante 24 horas.',
    addHeading: 'Agregar un webhook',
    urlLabel: 'Dirección URL',
    urlHint: 'Adónde se envían los eventos, por ejemplo https://example.com/hooks/assessment',
    add: 'Agregar webhook',
    adding: 'Agregando…',
    secretHeading: 'Secreto de firma',
    secretNotice:
      'Copie este secreto ahora: se muestra una sola vez. Úselo para comprobar el encabezado X-IR-Signature de cada evento.',
    listHeading: 'Sus webhooks',
    none: 'Todavía no tiene webhooks.',
    createdOn: 'Agregado el {date}',
    remove: 'Eliminar',
    removeConfirm:
      '¿Eliminar el webhook {url}? Los eventos que aún no se le entregaron se descartarán. Esto no se puede deshacer.',
    removeYes: 'Eliminar webhook',
    removed: 'Se eliminó el webhook.',
    showLog: 'Registro de entregas',
    hideLog: 'Ocultar el registro de entregas',
    logHeading: 'Entregas a {url}',
    logEmpty: 'Todavía no se ha enviado ningún evento a este webhook.',
    logEvent: 'Evento',
    logStatus: 'Estado',
    logAttempts: 'Intentos',
    logLastAnswer: 'Última respuesta',
    logTimes: 'Horas',
    statusPending: 'Pendiente',
    statusDelivered: 'Entregado',
    statusDropped: 'Descartado',
    httpStatus: 'Respuesta HTTP {status}',
    noAnswer: 'Sin respuesta',
    createdAt: 'Creado {time}',
    deliveredAt: 'Entregado {time}',
    nextAttemptAt: 'Próximo intento {time}',
    failed: 'No se pudo hacer. Inténtelo de nuevo o llame al {phone}.',
  },
} as const;
