import type { CatalogueOf } from '../../languages.ts';
// The English texts kept by name come from their own area's file, not from the whole English
// catalogue: a Spanish visitor then fetches only these areas' English (decision 037).
import { ADMIN_MESSAGES } from '../en/admin.ts';

/**
 * en/admin.ts in Spanish, key for key. Staff and town screens stay English, so their sections
 * are the English ones; an invitee may read Spanish, so the invitation links' answers are not.
 */
export const ADMIN_MESSAGES_ES: CatalogueOf<typeof ADMIN_MESSAGES> = {
  admin: ADMIN_MESSAGES.admin,
  invite: {
    ...ADMIN_MESSAGES.invite,
    invalid: 'Este enlace de invitación no es válido. Pida uno nuevo a su administrador.',
    expired:
      'Este enlace de invitación venció o fue reemplazado por uno más reciente. Pida uno nuevo a su administrador.',
    used: 'Este enlace de invitación ya se usó. Inicie sesión.',
  },
  filingPeriod: ADMIN_MESSAGES.filingPeriod,
  municipalitySettings: ADMIN_MESSAGES.municipalitySettings,
  auditLog: ADMIN_MESSAGES.auditLog,
  town: ADMIN_MESSAGES.town,
};
