import type { CatalogueOf } from '../../languages.ts';
// The English texts kept by name come from the whole English catalogue, not from ../en/: so
// the web's bundler keeps English in one chunk, which the Spanish one imports (decision 037).
import { MESSAGES } from '../../messages.ts';
import type { ADMIN_MESSAGES } from '../en/admin.ts';

/**
 * en/admin.ts in Spanish, key for key. Staff and town screens stay English, so their sections
 * are the English ones; an invitee may read Spanish, so the invitation links' answers are not.
 */
export const ADMIN_MESSAGES_ES: CatalogueOf<typeof ADMIN_MESSAGES> = {
  admin: MESSAGES.admin,
  invite: {
    ...MESSAGES.invite,
    invalid: 'Este enlace de invitación no es válido. Pida uno nuevo a su administrador.',
    expired:
      'Este enlace de invitación venció o fue reemplazado por uno más reciente. Pida uno nuevo a su administrador.',
    used: 'Este enlace de invitación ya se usó. Inicie sesión.',
  },
  filingPeriod: MESSAGES.filingPeriod,
  municipalitySettings: MESSAGES.municipalitySettings,
  auditLog: MESSAGES.auditLog,
  town: MESSAGES.town,
};
