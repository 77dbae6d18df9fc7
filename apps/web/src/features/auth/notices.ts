/**
 * The success notices other pages send to the login screen in its `msg` query parameter
 * (SPEC §2). Only these are shown: echoing any text from the address would let a crafted
 * link put words of the attacker's choosing on the site.
 */
export const LOGIN_NOTICES = {
  'account is confirmed': 'Your account is confirmed. You can log in now.',
  'password updated': 'Your password was updated. Log in with your new password.',
  'account is ready': 'Your account is ready. Log in with your e-mail and new password.',
} as const;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

export function loginNoticeText(msg: string | null): string | undefined {
  return msg !== null && Object.hasOwn(LOGIN_NOTICES, msg)
    ? LOGIN_NOTICES[msg as LoginNotice]
    : undefined;
}

/** The login screen showing `notice`, e.g. /login?msg=account%20is%20confirmed. */
export function loginPathWith(notice: LoginNotice): string {
  return `/login?msg=${encodeURIComponent(notice)}`;
}
