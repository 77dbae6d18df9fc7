import type { CatalogueOf } from '../../languages.ts';
import type { API_KEYS_MESSAGES } from '../en/api-keys.ts';

/** en/api-keys.ts in Spanish, key for key. */
export const API_KEYS_MESSAGES_ES: CatalogueOf<typeof API_KEYS_MESSAGES> = {
  apiKeys: {
    mfaRequired:
      'Active el inicio de sesión en dos pasos de esta cuenta antes de crear una clave de API: una clave presenta solicitudes en su nombre.',
    tooMany:
      'Esta cuenta tiene {max} claves de API activas, el máximo permitido. Revoque primero una que ya no use.',
    notFound: 'Esta cuenta no tiene esa clave de API.',
    invalidKey:
      'Falta la clave de API, no se reconoce o fue revocada. Envíe una clave activa como "Authorization: Bearer irk_…" en la dirección de su municipio.',
  },
  apiKeysPage: {
    title: 'Claves de API',
    intro:
      'Los sistemas de su empresa pueden subir archivos, presentar revisiones y seguirlas mediante la API de solicitudes con una clave. Una clave presenta solicitudes en nombre de esta cuenta: guárdela tan en secreto como una contraseña y revóquela si alguien pudo haberla visto.',
    docs: 'Cómo usar la API',
    createHeading: 'Crear una clave',
    nameLabel: 'Nombre',
    nameHint: 'Para qué es la clave, por ejemplo "Servidor de la oficina". Hasta 100 caracteres.',
    create: 'Crear clave',
    creating: 'Creando…',
    keyHeading: 'Su nueva clave',
    keyWarning:
      'Copie esta clave ahora y guárdela en un lugar seguro. Solo se muestra esta vez: guardamos solo una huella de ella y no podemos volver a mostrarla.',
    copy: 'Copiar clave',
    copied: 'Se copió la clave.',
    listHeading: 'Sus claves',
    table: 'Tabla de sus claves',
    none: 'No tiene claves de API.',
    name: 'Nombre',
    prefix: 'Empieza por',
    created: 'Creada',
    lastUsed: 'Último uso',
    neverUsed: 'Nunca',
    actions: 'Acciones',
    revoke: 'Revocar',
    revokeNamed: 'Revocar {name}',
    revokeConfirm:
      '¿Revocar la clave "{name}"? Todo sistema que la use dejará de funcionar de inmediato. Esto no se puede deshacer.',
    revokeYes: 'Revocar clave',
    revoked: 'Se revocó la clave.',
    failed: 'Algo salió mal. Inténtelo de nuevo o llame al {phone}.',
  },
  filingApi: {
    idempotencyKeyRequired:
      'Envíe con cada solicitud un encabezado Idempotency-Key de 1 a 200 caracteres, nuevo para cada nueva solicitud.',
    idempotencyKeyReused:
      'Esta Idempotency-Key ya se usó con otro contenido. Use una clave nueva para una nueva solicitud.',
    unknownFile:
      'file_ids: {id} no es un archivo que esta cuenta haya subido y que ninguna solicitud haya usado. Súbalo con POST /api/v1/files.',
    tooManyHeldFiles:
      'Esta cuenta tiene {max} archivos subidos que ninguna solicitud ha usado. Preséntelos primero; los archivos sin usar se eliminan al cabo de un día.',
    filedByOwner:
      'La parcela {sbl} ya tiene una solicitud este año, presentada por su propietario. Si tiene preguntas, llame al {phone}.',
    filedByYou:
      'La parcela {sbl} ya tiene una solicitud este año, presentada por esta cuenta: {filing_number}.',
    filedByRepresentative:
      'La parcela {sbl} ya tiene una solicitud este año, presentada por otro representante. Si tiene preguntas, llame al {phone}.',
    filedForOwner:
      'La parcela {sbl} ya tiene una solicitud este año, presentada en nombre de su propietario. Si tiene preguntas, llame al {phone}.',
    refused: 'La solicitud fue rechazada: {problems}',
  },
};
