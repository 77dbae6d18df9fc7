import { z } from 'zod';
import { textField } from '../../text.ts';

/** A key's name: what its owner calls it in the list ("Office server"). */
export const API_KEY_NAME_MAX_LENGTH = 100;
/** Keys one account may hold at once: enough for each system it runs, few enough to audit. */
export const API_KEYS_MAX = 10;
/** Every key starts with it, so a leaked one is recognised by secret scanners and people. */
export const API_KEY_PREFIX = 'irk_';

export const apiKeyNameField = textField.trim().min(1).max(API_KEY_NAME_MAX_LENGTH);

/** A key as its list shows it: never the key, never its hash. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;
