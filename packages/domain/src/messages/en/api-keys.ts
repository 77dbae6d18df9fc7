/** A representative's API keys and the filing API (decision 053). */
export const API_KEYS_MESSAGES = {
  /** Not in SPEC: keys for the filing API, made and revoked by a representative. */
  apiKeys: {
    mfaRequired:
      'Turn on two-factor sign-in for this account before you create an API key: a key files in its name.',
    tooMany:
      'This account has {max} active API keys, the most it may have. Revoke one you no longer use first.',
    notFound: 'There is no such API key on this account.',
    invalidKey:
      'The API key is missing, unknown or revoked. Send an active key as "Authorization: Bearer irk_…" on its municipality\'s address.',
  },
  /** Not in SPEC: the filing API's own refusals (/api/v1). */
  filingApi: {
    idempotencyKeyRequired:
      'Send an Idempotency-Key header of 1 to 200 characters with each filing, new for each new filing.',
    idempotencyKeyReused:
      'This Idempotency-Key was already used with another request body. Use a new key for a new filing.',
    unknownFile:
      'file_ids: {id} is not a file this account uploaded and no filing has used. Upload it with POST /api/v1/files.',
    tooManyHeldFiles:
      'This account holds {max} uploaded files no filing has used yet. File with them first; unused files are removed after a day.',
    filedByOwner:
      'Parcel {sbl} already has a filing this year, made by its owner. Please call {phone} with any questions.',
    filedByYou:
      'Parcel {sbl} already has a filing this year, made by this account: {filing_number}.',
    filedByRepresentative:
      'Parcel {sbl} already has a filing this year, made by another representative. Please call {phone} with any questions.',
    filedForOwner:
      "Parcel {sbl} already has a filing this year, made on its owner's behalf. Please call {phone} with any questions.",
    refused: 'The filing was refused: {problems}',
  },
} as const;
