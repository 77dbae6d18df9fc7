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
