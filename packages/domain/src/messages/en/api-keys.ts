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
  /** Not in SPEC: the representative's page of API keys (/representative/api-keys). */
  apiKeysPage: {
    title: 'API keys',
    intro:
      "Your firm's own systems can upload files, file reviews and follow them through the filing API with a key. A key files in this account's name: keep it as secret as a password, and revoke it if it may have been seen.",
    docs: 'How to call the API',
    createHeading: 'Create a key',
    nameLabel: 'Name',
    nameHint: 'What the key is for, such as "Office server". Up to 100 characters.',
    create: 'Create key',
    creating: 'Creating…',
    keyHeading: 'Your new key',
    keyWarning:
      'Copy this key now and store it safely. It is shown only this once: we keep only a fingerprint of it and cannot show it again.',
    copy: 'Copy key',
    copied: 'The key was copied.',
    listHeading: 'Your keys',
    /** The table's scrolling box on a phone, named apart from the section it is in. */
    table: 'Table of your keys',
    none: 'You have no API keys.',
    name: 'Name',
    prefix: 'Starts with',
    created: 'Created',
    lastUsed: 'Last used',
    neverUsed: 'Never',
    actions: 'Actions',
    revoke: 'Revoke',
    revokeNamed: 'Revoke {name}',
    revokeConfirm:
      'Revoke the key "{name}"? Every system that uses it stops working at once. This cannot be undone.',
    revokeYes: 'Revoke key',
    revoked: 'The key was revoked.',
    failed: 'Something went wrong. Please try again, or call {phone}.',
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
