import type { Role } from '@ir/domain';

/**
 * Ports of the e2e stack (start-stack.ts), all on 127.0.0.1: four in a row from
 * E2E_PORT_BASE (default 3996), so two stacks can run side by side with different bases.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3996);
export const E2E_PORTS = { app: base + 3, smtp: base + 1, mailApi: base + 2, oidc: base } as const;

export interface E2eAccount {
  muni: string;
  email: string;
  role: Role;
  password: string;
}

/** Verified accounts created with `npm run cli -- user create` before the server starts. */
export const E2E_ACCOUNTS: E2eAccount[] = (
  ['user', 'town', 'super', 'admin', 'mega-admin'] as const
).map((role) => ({
  muni: 'development',
  email: `e2e-${role}@example.com`,
  role,
  password: `E2e-${role}-Passw0rd`,
}));

/**
 * A reviewer of its own for the two-factor spec: enrolling changes how an account signs in,
 * so the shared accounts above, which other specs sign in with, are never enrolled.
 */
export const E2E_MFA_ACCOUNT: E2eAccount = {
  muni: 'development',
  email: 'e2e-two-factor@example.com',
  role: 'super',
  password: 'E2e-two-factor-Passw0rd',
};

/**
 * Kent's own mega-admin, for the filing-period spec: moving a deadline is municipality-wide,
 * so it is moved on kent, where no other spec depends on the period.
 */
export const E2E_KENT_MEGA_ADMIN: E2eAccount = {
  muni: 'kent',
  email: 'e2e-kent-mega-admin@example.com',
  role: 'mega-admin',
  password: 'E2e-kent-Passw0rd',
};

/**
 * Lyons's own mega-admin, for the reminders spec: it moves lyons's deadline a few days ahead so
 * a draft there is due a reminder, where no other spec reads the period.
 */
export const E2E_LYONS_MEGA_ADMIN: E2eAccount = {
  muni: 'lyons',
  email: 'e2e-lyons-mega-admin@example.com',
  role: 'mega-admin',
  password: 'E2e-lyons-Passw0rd',
};

/**
 * Potsdam is the representatives' municipality: its rule wants the owner's e-signed
 * authorization (set before the server starts), which no other spec's filing could meet. Its
 * mega-admin approves the representative; the representative's account is made by the CLI.
 */
export const E2E_POTSDAM_MEGA_ADMIN: E2eAccount = {
  muni: 'potsdam',
  email: 'e2e-potsdam-mega-admin@example.com',
  role: 'mega-admin',
  password: 'E2e-potsdam-Passw0rd',
};

export const E2E_POTSDAM_REPRESENTATIVE: E2eAccount = {
  muni: 'potsdam',
  email: 'e2e-potsdam-rep@fairtax.example.com',
  role: 'user',
  password: 'E2e-potsdam-rep-Passw0rd',
};

/**
 * Sand Lake is the settlement walk's municipality (offers and meetings): an open period, a
 * Grievance Day months ahead and a video link, set before the server starts, and a reviewer
 * of its own. Only that walk uses Sand Lake, so moving its time moves no other spec's.
 */
export const E2E_SANDLAKE_REVIEWER: E2eAccount = {
  muni: 'sandlake',
  email: 'e2e-sandlake-reviewer@example.com',
  role: 'super',
  password: 'E2e-sandlake-Passw0rd',
};

/**
 * Taghkanic is the roll integrity walk's municipality: a generated roll with three years of
 * sales in its roll year's window, the integrity guard at require_note and its outcomes
 * published, set before the server starts; a reviewer and a town account of its own.
 */
export const E2E_TAGHKANIC_REVIEWER: E2eAccount = {
  muni: 'taghkanic',
  email: 'e2e-taghkanic-reviewer@example.com',
  role: 'super',
  password: 'E2e-taghkanic-Passw0rd',
};

export const E2E_TAGHKANIC_TOWN: E2eAccount = {
  muni: 'taghkanic',
  email: 'e2e-taghkanic-town@example.com',
  role: 'town',
  password: 'E2e-taghkanic-town-Passw0rd',
};

/** The SBLs of Taghkanic's residential parcels sold at arm's length (JSON), written at start. */
export const E2E_TAGHKANIC_SOLD_FILE = `/tmp/ir-e2e-taghkanic-sold-${base}.json`;

/**
 * The stack's moved clocks (TEST_CLOCK_OFFSETS_FILE): a JSON object of municipality keys and
 * milliseconds. The settlement walk moves Sand Lake's time to hold a meeting and lapse an offer.
 */
export const E2E_CLOCK_OFFSETS_FILE = `/tmp/ir-e2e-clock-offsets-${base}.json`;

/** Parcels imported into lyons before the server starts (the demo data is development's). */
export const E2E_LYONS_PARCELS = 'apps/api/test/fixtures/parcels-good.csv';

export function account(role: Role): E2eAccount {
  const found = E2E_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`no e2e account for ${role}`);
  return found;
}

/** The person the local OpenID provider signs in as "Google". */
export const E2E_GOOGLE_USER = {
  sub: 'google-e2e-1',
  email: 'google.person@example.com',
  email_verified: true,
};

interface CaughtMail {
  recipients: string[];
  subject: string;
  text: string;
  links: string[];
  /** Its files, the content as text (a meeting's .ics). */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Waits for mail to an address, caught by the stack's real SMTP server. */
export async function waitForMail(
  to: string,
  match: (mail: CaughtMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(
      `http://127.0.0.1:${E2E_PORTS.mailApi}/messages?to=${encodeURIComponent(to)}`,
    );
    const mails = ((await res.json()) as CaughtMail[]).filter(match);
    const last = mails.at(-1);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
