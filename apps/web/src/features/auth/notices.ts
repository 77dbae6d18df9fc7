import type { Messages } from '../../lib/language.tsx';

/**
 * The success notices other pages send to the login screen in its `msg` query parameter
 * (SPEC §2), each with its catalogue text. Only these are shown: echoing any text from the
 * address would let a crafted link put words of the attacker's choosing on the site.
 */
const LOGIN_NOTICES = {
  'account is confirmed': 'confirmed',
  'password updated': 'passwordUpdated',
  'account is ready': 'accountReady',
} as const satisfies Record<string, keyof Messages['account']['notices']>;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** The banner for `msg`, in the language of `m`; nothing for a value not listed. */
export function loginNoticeText(msg: string | null, m: Messages): string | undefined {
  return msg !== null && Object.hasOwn(LOGIN_NOTICES, msg)
    ? m.account.notices[LOGIN_NOTICES[msg as LoginNotice]]
    : undefined;
}

/** The login screen showing `notice`, e.g. /login?msg=account%20is%20confirmed. */
export function loginPathWith(notice: LoginNotice): string {
  return `/login?msg=${encodeURIComponent(notice)}`;
}
