import { accountLanguage } from '@ir/domain/catalogues.ts';
import { API_BASE_PATH, filingNumber } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { municipalityLink } from '../../plugins/links.ts';
import { firmFor } from '../../plugins/request-context.ts';
import { listUnansweredDecisions } from '../applications/index.ts';
import { responseWindow } from '../applications/index.ts';
import {
  draftReminderEmail,
  enqueueMail,
  mailBranding,
  responseClosingEmail,
  type OptOutLinks,
} from '../mail/index.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';
import { findParcelAddresses } from '../properties/index.ts';
import { listDraftsOfPeriodsEnding } from '../uploads/index.ts';
import { activeAccountEmails } from '../users/index.ts';
import { emailLinkToken } from './email-link-token.ts';
import { claimReminder, remindersOffAmong, type DraftReminderKind } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first reminders go out this long before a deadline, the last ones a day before. */
export const FIRST_REMINDER_DAYS = 7;
export const LAST_REMINDER_DAYS = 1;

export interface ReminderDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'firm' | 'emailLinkKey'>;
  /** The municipalities to remind for (the app's registry). */
  municipalities: { get(key: string): MunicipalityConfig | undefined; all(): MunicipalityConfig[] };
}

export interface ReminderResult {
  /** Draft reminders enqueued (one per account, municipality, period and stage). */
  drafts: number;
  /** Closing reminders enqueued (one per application). */
  closing: number;
}

/**
 * One pass of the reminder e-mails due at `now`: to accounts with unsubmitted drafts whose
 * filing period ends within 7 days (and again within 1 day), and to accounts whose completed
 * review still waits for their answer when Grievance Day closes within 7 days. Each is
 * claimed in `sent_reminders` in the transaction that enqueues it, so passes on several
 * instances at once, or again later, send it once. Accounts that turned reminders off, and
 * accounts not active, get none.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<ReminderResult> {
  return {
    drafts: await sendDraftReminders(deps, now),
    closing: await sendClosingReminders(deps, now),
  };
}

function optOutLinks(deps: ReminderDeps, m: MunicipalityConfig, userId: number): OptOutLinks {
  const token = emailLinkToken(deps.config.emailLinkKey, m.key, userId);
  return {
    page: municipalityLink(deps.config, m, `/email-preferences?token=${token}`),
    oneClick: municipalityLink(
      deps.config,
      m,
      `${API_BASE_PATH}/email-preferences/one-click?token=${token}`,
    ),
  };
}

/** The accounts among `ids` here that may get a reminder: active, reminders on. */
async function reachable(db: Db, municipalityKey: string, ids: number[]) {
  const emails = await activeAccountEmails(db, municipalityKey, ids);
  for (const id of await remindersOffAmong(db, municipalityKey, ids)) emails.delete(id);
  return emails;
}

async function sendDraftReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const rows = await listDraftsOfPeriodsEnding(
    deps.db,
    now,
    new Date(now.getTime() + FIRST_REMINDER_DAYS * DAY_MS),
  );
  // One e-mail per account, municipality and period, listing its drafts.
  const groups = new Map<
    string,
    { municipalityKey: string; userId: number; periodEndsAt: Date; sbls: string[] }
  >();
  for (const row of rows) {
    const key = `${row.municipalityKey}\n${row.userId}\n${row.periodEndsAt.getTime()}`;
    const group = groups.get(key) ?? { ...row, sbls: [] };
    group.sbls.push(row.sbl);
    groups.set(key, group);
  }
  let sent = 0;
  for (const muniKey of new Set([...groups.values()].map((g) => g.municipalityKey))) {
    const m = deps.municipalities.get(muniKey);
    if (!m) continue;
    const ofMuni = [...groups.values()].filter((g) => g.municipalityKey === muniKey);
    const emails = await reachable(deps.db, muniKey, [...new Set(ofMuni.map((g) => g.userId))]);
    const addresses = await findParcelAddresses(deps.db, muniKey, [
      ...new Set(ofMuni.flatMap((g) => g.sbls)),
    ]);
    for (const group of ofMuni) {
      const account = emails.get(group.userId);
      if (!account) continue;
      const to = account.email;
      // The latest stage reached: a pass that comes late sends only the last one.
      const lastDay = group.periodEndsAt.getTime() - now.getTime() <= LAST_REMINDER_DAYS * DAY_MS;
      const kind: DraftReminderKind = lastDay ? 'draft-1d' : 'draft-7d';
      const content = draftReminderEmail(
        mailBranding(
          { municipality: m, firm: firmFor(deps.config.firm, m) },
          accountLanguage(account.language),
        ),
        {
          stage: lastDay ? LAST_REMINDER_DAYS : FIRST_REMINDER_DAYS,
          periodEndsAt: group.periodEndsAt,
          drafts: group.sbls.map((sbl) => ({ sbl, address: addresses.get(sbl) ?? sbl })),
        },
        {
          applications: municipalityLink(deps.config, m, '/applications'),
          optOut: optOutLinks(deps, m, group.userId),
        },
      );
      const enqueued = await deps.db.transaction(async (tx) => {
        const claimed = await claimReminder(tx, {
          municipalityKey: muniKey,
          userId: group.userId,
          kind,
          periodEndsAt: group.periodEndsAt,
          sentAt: now,
        });
        if (claimed) await enqueueMail(tx, { municipalityKey: muniKey, to, ...content });
        return claimed;
      });
      if (enqueued) sent += 1;
    }
  }
  return sent;
}

async function sendClosingReminders(deps: ReminderDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const m of deps.municipalities.all()) {
    if (!m.grievanceDay) continue;
    // Grievance Day closes the roll of its own year; older filings were answerable before.
    const rollYear = Number(m.grievanceDay.slice(0, 4));
    const { closesAt } = responseWindow(m, rollYear, now);
    if (!closesAt || now >= closesAt) continue;
    if (closesAt.getTime() - now.getTime() > FIRST_REMINDER_DAYS * DAY_MS) continue;
    const filings = await listUnansweredDecisions(deps.db, m.key, rollYear);
    if (filings.length === 0) continue;
    const emails = await reachable(deps.db, m.key, [...new Set(filings.map((f) => f.submittedBy))]);
    for (const filing of filings) {
      const account = emails.get(filing.submittedBy);
      if (!account) continue;
      const to = account.email;
      const content = responseClosingEmail(
        mailBranding(
          { municipality: m, firm: firmFor(deps.config.firm, m) },
          accountLanguage(account.language),
        ),
        {
          filingNumber: filingNumber(m.key, filing.filingYear, filing.id),
          sbl: filing.sbl,
          address: filing.address,
          grievanceDay: m.grievanceDay,
        },
        {
          filing: municipalityLink(deps.config, m, `/applications/${filing.id}`),
          optOut: optOutLinks(deps, m, filing.submittedBy),
        },
      );
      const enqueued = await deps.db.transaction(async (tx) => {
        const claimed = await claimReminder(tx, {
          municipalityKey: m.key,
          userId: filing.submittedBy,
          kind: 'response-closing',
          applicationId: filing.id,
          sentAt: now,
        });
        if (claimed) await enqueueMail(tx, { municipalityKey: m.key, to, ...content });
        return claimed;
      });
      if (enqueued) sent += 1;
    }
  }
  return sent;
}
