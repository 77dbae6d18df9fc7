import {
  formatInstant,
  formatLongDate,
  formatWeekdayDate,
  formatText,
  LOCALES,
  type DecisionReason,
  type Language,
  type Reason,
} from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';

/**
 * What every e-mail is branded with: the municipality it is about and the firm behind it, and
 * the language it is written in (the account's, or the request's for an address without one).
 */
export interface MailContext {
  municipality: { displayName: string; shortName: string };
  firm: { name: string; phone: string; website: string };
  language: Language;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe and its one-click POST, on e-mails that are not transactional. */
  headers?: Record<string, string>;
}

/**
 * Where a reminder's reader turns reminders off: `page` opens the preferences page, `oneClick`
 * is the API address a mail client POSTs to (RFC 8058) from its own unsubscribe button.
 */
export interface OptOutLinks {
  page: string;
  oneClick: string;
}

/** The catalogue's `mail` texts in the e-mail's language, and its ICU formatter. */
function textsOf(ctx: MailContext) {
  const t = (template: string, values: Record<string, string | number> = {}) =>
    formatText(ctx.language, template, {
      short: ctx.municipality.shortName,
      name: ctx.municipality.displayName,
      phone: ctx.firm.phone,
      ...values,
    });
  return { m: catalogueFor(ctx.language).mail, t };
}

/** The sign-up e-mail; the link opens /verify with the account's single-use token. */
export function verificationEmail(ctx: MailContext, link: string): MailContent {
  const { m, t } = textsOf(ctx);
  const v = m.verification;
  return compose(ctx, {
    subject: t(v.subject),
    paragraphs: [t(v.thanks), t(v.confirm)],
    action: { label: t(v.action), link },
    after: [t(v.notYou)],
  });
}

/** The forgot-password e-mail; the link opens /changepassword with a single-use token. */
export function passwordResetEmail(ctx: MailContext, link: string): MailContent {
  const { m, t } = textsOf(ctx);
  const r = m.passwordReset;
  return compose(ctx, {
    subject: t(r.subject),
    paragraphs: [t(r.asked), t(r.open)],
    action: { label: t(r.action), link },
    after: [t(r.notYou)],
  });
}

/** Sent after a password reset, so an owner learns of a change they did not make. */
export function passwordChangedEmail(ctx: MailContext): MailContent {
  const { m, t } = textsOf(ctx);
  const c = m.passwordChanged;
  return compose(ctx, { subject: t(c.subject), paragraphs: [t(c.changed), t(c.notYou)] });
}

/** A staff invitation: the link sets the password of the new account. Staff read English. */
export function invitationEmail(ctx: MailContext, link: string): MailContent {
  const name = ctx.municipality.displayName;
  return compose(
    { ...ctx, language: 'en' },
    {
      subject: `You are invited to the ${ctx.municipality.shortName} informal review`,
      paragraphs: [
        `An administrator of the ${name} informal review invited you to join its staff.`,
        'Open the link below to choose your password. It is valid for 7 days and works once.',
      ],
      action: { label: 'Set your password', link },
      after: [`If you did not expect this, ignore this e-mail or call ${ctx.firm.phone}.`],
    },
  );
}

/** Sent when a mega-admin sets an account's password, so the owner learns of it and whom to ask. */
export function adminPasswordSetEmail(ctx: MailContext): MailContent {
  const { m, t } = textsOf(ctx);
  const a = m.adminPasswordSet;
  return compose(ctx, { subject: t(a.subject), paragraphs: [t(a.set), t(a.ask)] });
}

/** What the review receipt states: the confirmation as stored, and where to follow it. */
export interface ReviewReceipt {
  filingNumber: string;
  sbl: string;
  address: string;
  /** The assessed total value when filed; null when the roll has none. */
  assessedValue: number | null;
  desiredValue: number;
  reason: Reason;
  valueComments: string;
  fileCount: number;
  /** ISO 8601. */
  submittedAt: string;
  /** YYYY-MM: when the municipality mails the second value notice. */
  secondNoticeMonth: string;
  applicationsLink: string;
  /**
   * The owner's copy of a filing a representative made for them (decisions 035, 043), naming
   * who filed it: the account's e-mail, and the name its saved applicant details give (the
   * filing's applicant) when it has them. It goes to an address the filer typed, so it
   * carries nothing else the filer wrote: not the comments.
   */
  filedFor?: { email: string; name: string | null };
}

const dollarFormats = new Map<Language, Intl.NumberFormat>();

/** Whole dollars in the e-mail's locale; the catalogue's "not on record" for none. */
function dollarsIn(ctx: MailContext, value: number | null): string {
  if (value === null) return catalogueFor(ctx.language).mail.notOnRecord;
  let format = dollarFormats.get(ctx.language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[ctx.language], {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    dollarFormats.set(ctx.language, format);
  }
  return format.format(value);
}

/**
 * The names of a review's stages as My Applications and the filing's page show them: the same
 * keys, so an e-mail cannot call a stage by another word.
 */
function stageNames(ctx: MailContext) {
  const { received, inReview, completed } = catalogueFor(ctx.language).applications.page.stages;
  return { received, inReview, completed };
}

/** Built once per language: toLocaleString with options builds a formatter on every call. */
const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/** "2025-05" as "May 2025" ("mayo de 2025"). */
function monthName(ctx: MailContext, yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  if (!year || !month) return yearMonth;
  let format = monthFormats.get(ctx.language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[ctx.language], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(ctx.language, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, 15)));
}

/**
 * The receipt of a submitted informal review: what was filed, the filing
 * number to quote, what happens next and whom to call.
 */
export function reviewReceiptEmail(ctx: MailContext, receipt: ReviewReceipt): MailContent {
  const { m, t } = textsOf(ctx);
  const r = m.receipt;
  const number = receipt.filingNumber;
  const line = (template: string, value: string | number) => t(template, { value });
  // The owner's copy goes to an address the filer typed: it carries none of the filer's words.
  const comments = receipt.valueComments && !receipt.filedFor ? receipt.valueComments : '';
  const details = [
    line(r.filingNumber, number),
    line(r.property, receipt.address),
    line(r.sbl, receipt.sbl),
    line(
      r.assessedValue,
      receipt.assessedValue === null ? '-' : dollarsIn(ctx, receipt.assessedValue),
    ),
    line(r.requestedValue, dollarsIn(ctx, receipt.desiredValue)),
    line(r.reason, catalogueFor(ctx.language).filing.reasons[receipt.reason]),
    // What the owner typed stays as typed.
    ...(comments ? [line(r.comments, comments)] : []),
    line(r.files, String(receipt.fileCount)),
    // The same words as the confirmation page's, from the same formatter.
    line(r.submitted, formatInstant(receipt.submittedAt, 'long', LOCALES[ctx.language])),
  ];
  const month = monthName(ctx, receipt.secondNoticeMonth);
  const { filedFor } = receipt;
  if (filedFor) {
    return compose(ctx, {
      subject: t(r.filedForSubject, { number }),
      paragraphs: [
        t(r.filedFor, { number }),
        // Whom the owner asks about it, before the filing's facts.
        filedFor.name
          ? t(r.filedByNamed, { name: filedFor.name, email: filedFor.email })
          : line(r.filedBy, filedFor.email),
        ...details,
        t(r.filedForFacts),
        t(r.filedForNext, { month }),
      ],
      after: [t(r.filedForQuestions)],
    });
  }
  return compose(ctx, {
    subject: t(r.subject, { number }),
    paragraphs: [t(r.thanks, { number }), ...details, t(r.next, { month, ...stageNames(ctx) })],
    action: { label: t(r.action), link: receipt.applicationsLink },
    after: [t(r.questions)],
  });
}

/** What a completed review decided, for the e-mail to the account that filed it. */
export interface ReviewOutcome {
  sbl: string;
  address: string;
  receivedTotalValue: number | null;
  assessedTotalValue: number | null;
  receivedLandValue: number | null;
  assessedLandValue: number | null;
  /** The municipality's website (catalog), where its Grievance Day is published. */
  municipalityWebsite: string;
  /** The municipality's Grievance Day (YYYY-MM-DD, catalog), when the firm has confirmed it. */
  grievanceDay?: string;
}

/**
 * Sent to the account that filed when staff complete its review: the decision, the values,
 * and where to go next if the owner still disagrees (a formal grievance, SPEC §2 landing page).
 */
export function reviewOutcomeEmail(
  ctx: MailContext,
  outcome: ReviewOutcome,
  link: string,
): MailContent {
  const { m, t } = textsOf(ctx);
  const o = m.outcome;
  const $ = (value: number | null) => dollarsIn(ctx, value);
  const changed =
    outcome.assessedTotalValue !== outcome.receivedTotalValue ||
    outcome.assessedLandValue !== outcome.receivedLandValue;
  const property = { address: outcome.address, sbl: outcome.sbl };
  const values = changed
    ? t(o.changedValues, {
        totalBefore: $(outcome.receivedTotalValue),
        totalAfter: $(outcome.assessedTotalValue),
        landBefore: $(outcome.receivedLandValue),
        landAfter: $(outcome.assessedLandValue),
      })
    : t(o.values, { total: $(outcome.assessedTotalValue), land: $(outcome.assessedLandValue) });
  const website = outcome.municipalityWebsite;
  return compose(ctx, {
    subject: t(o.subject),
    paragraphs: [
      t(o.complete),
      t(changed ? o.changed : o.unchanged, property),
      values,
      t(o.seeOutcome),
    ],
    action: { label: t(m.openApplications), link },
    after: [
      outcome.grievanceDay
        ? t(o.grievanceOn, {
            day: formatWeekdayDate(outcome.grievanceDay, LOCALES[ctx.language]),
            website,
          })
        : t(o.grievance, { website }),
    ],
  });
}

/**
 * Sent to the account that filed when a reviewer moves its review to further review (FAR),
 * once per move: the owner learns it takes longer, never the reviewer's internal comment.
 */
export function furtherReviewEmail(
  ctx: MailContext,
  filing: { sbl: string; address: string },
  link: string,
): MailContent {
  const { m, t } = textsOf(ctx);
  const f = m.furtherReview;
  return compose(ctx, {
    subject: t(f.subject),
    paragraphs: [t(f.text, { address: filing.address, sbl: filing.sbl }), t(f.nothingToDo)],
    action: { label: t(m.openFiling), link },
    after: [t(m.questions)],
  });
}

/** Sent to the account that filed when it withdraws the filing (our addition). */
export function withdrawalEmail(
  ctx: MailContext,
  filing: { filingNumber: string; sbl: string; address: string },
  link: string,
): MailContent {
  const { m, t } = textsOf(ctx);
  const w = m.withdrawal;
  return compose(ctx, {
    subject: t(w.subject),
    paragraphs: [
      t(w.text, { number: filing.filingNumber, address: filing.address, sbl: filing.sbl }),
      t(w.again),
    ],
    action: { label: t(m.openApplications), link },
    after: [t(w.notYou)],
  });
}

/**
 * Sent when an administrator voids a filing (decision 043): to the account that filed it, with
 * a link to the filing, and to the owner when the filing has their e-mail (`'owner'`), who may
 * have no account here. Both read which filing, that the assessor's office voided it, why,
 * that the property may be filed again, and whom to call.
 */
export function voidedFilingEmail(
  ctx: MailContext,
  filing: { filingNumber: string; sbl: string; address: string; reason: string },
  to: { filingLink: string } | 'owner',
): MailContent {
  const { m, t } = textsOf(ctx);
  const v = m.voided;
  const toOwner = to === 'owner';
  const which = { number: filing.filingNumber, address: filing.address, sbl: filing.sbl };
  return compose(ctx, {
    subject: t(toOwner ? v.ownerSubject : v.subject, which),
    paragraphs: [
      t(toOwner ? v.ownerText : v.text, which),
      // The administrator's words stay as typed.
      t(v.reason, { reason: filing.reason }),
      t(v.again),
    ],
    ...(to === 'owner' ? {} : { action: { label: t(m.openFiling), link: to.filingLink } }),
    after: [t(m.questions)],
  });
}

/** The filing an answer to a decision was given for. */
export interface AnsweredFiling {
  filingNumber: string;
  sbl: string;
  address: string;
  assessedTotalValue: number | null;
}

/** Sent to the owner who accepted the decision: the signed agreement and what happens next. */
export function responseAcceptedEmail(
  ctx: MailContext,
  filing: AnsweredFiling,
  links: { document: string; filing: string },
): MailContent {
  const { m, t } = textsOf(ctx);
  const a = m.accepted;
  return compose(ctx, {
    subject: t(a.subject, { address: filing.address }),
    paragraphs: [
      t(a.text, {
        number: filing.filingNumber,
        address: filing.address,
        sbl: filing.sbl,
        total: dollarsIn(ctx, filing.assessedTotalValue),
      }),
      t(a.ready),
    ],
    action: { label: t(a.action), link: links.document },
    after: [t(a.filing, { link: links.filing }), t(a.notYou)],
  });
}

/** Sent to the owner who disagreed: the grievance packet, Grievance Day and the steps left. */
export function responseDisagreedEmail(
  ctx: MailContext,
  filing: AnsweredFiling & { grievanceDay: string | null },
  links: { document: string; filing: string },
): MailContent {
  const { m, t } = textsOf(ctx);
  const d = m.disagreed;
  return compose(ctx, {
    subject: t(d.subject, { address: filing.address }),
    paragraphs: [
      t(d.text, { number: filing.filingNumber, address: filing.address, sbl: filing.sbl }),
      filing.grievanceDay
        ? t(d.toFileOn, { day: formatWeekdayDate(filing.grievanceDay, LOCALES[ctx.language]) })
        : t(d.toFile),
    ],
    action: { label: t(d.action), link: links.document },
    after: [t(d.filing, { link: links.filing }), t(m.questions)],
  });
}

/** The last day of a filing period ending at `periodEndsAt` (New York), as "March 31, 2027". */
function lastDayBefore(ctx: MailContext, periodEndsAt: Date): string {
  return formatLongDate(
    formatInstant(new Date(periodEndsAt.getTime() - 1), 'csv').slice(0, 10),
    LOCALES[ctx.language],
  );
}

/**
 * A reminder to an account with unsubmitted drafts here: the filing deadline is 7 days
 * (`stage` 7) or 1 day (`stage` 1) away. Not transactional: it carries the opt-out.
 */
export function draftReminderEmail(
  ctx: MailContext,
  reminder: {
    stage: 7 | 1;
    periodEndsAt: Date;
    drafts: ReadonlyArray<{ sbl: string; address: string }>;
  },
  links: { applications: string; optOut: OptOutLinks },
): MailContent {
  const { m, t } = textsOf(ctx);
  const r = m.draftReminder;
  const deadline = lastDayBefore(ctx, reminder.periodEndsAt);
  return compose(ctx, {
    subject: t(reminder.stage === 1 ? r.subjectLastDay : r.subject, { deadline }),
    paragraphs: [
      t(r.text, { count: reminder.drafts.length, deadline }),
      // The first names what an SBL is (in Spanish); the others just give it.
      ...reminder.drafts.map((d, i) =>
        i === 0
          ? t(catalogueFor(ctx.language).documents.propertyWithSbl, d)
          : `${d.address} (SBL ${d.sbl})`,
      ),
      t(r.open),
    ],
    action: { label: t(r.action), link: links.applications },
    after: [t(m.questions)],
    optOut: links.optOut,
  });
}

/**
 * A reminder that a completed review still waits for the owner's answer, and the last day to
 * give it (Grievance Day). Not transactional: it carries the opt-out.
 */
export function responseClosingEmail(
  ctx: MailContext,
  filing: { filingNumber: string; sbl: string; address: string; grievanceDay: string },
  links: { filing: string; optOut: OptOutLinks },
): MailContent {
  const { m, t } = textsOf(ctx);
  const r = m.responseClosing;
  const day = formatLongDate(filing.grievanceDay, LOCALES[ctx.language]);
  return compose(ctx, {
    subject: t(r.subject, { address: filing.address, day }),
    paragraphs: [
      t(r.text, { number: filing.filingNumber, address: filing.address, sbl: filing.sbl }),
      t(r.until, { day }),
    ],
    action: { label: t(m.openFiling), link: links.filing },
    after: [t(m.questions)],
    optOut: links.optOut,
  });
}

interface Layout {
  subject: string;
  paragraphs: string[];
  action?: { label: string; link: string };
  after?: string[];
  /** Present on e-mails that are not transactional. */
  optOut?: OptOutLinks;
}

/** An e-mail of another module's texts in the house layout (the meetings' invitations). */
export type MailLayout = Layout;
export function composeMail(ctx: MailContext, layout: MailLayout): MailContent {
  return compose(ctx, layout);
}

function compose(ctx: MailContext, layout: Layout): MailContent {
  const content = {
    subject: layout.subject,
    text: plainText(ctx, layout),
    html: html(ctx, layout),
  };
  if (!layout.optOut) return content;
  return {
    ...content,
    headers: {
      'List-Unsubscribe': `<${layout.optOut.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function plainText(ctx: MailContext, layout: Layout): string {
  const m = catalogueFor(ctx.language).mail;
  const blocks = [
    ctx.municipality.displayName,
    ...layout.paragraphs,
    ...(layout.action ? [layout.action.link] : []),
    ...(layout.after ?? []),
    [ctx.firm.name, ctx.firm.phone, ctx.firm.website].join('\n'),
    ...(layout.optOut ? [`${m.optOut}\n${layout.optOut.page}`] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TEXT = `${FONT}font-size:16px;line-height:1.5;color:#1f2937;margin:0 0 16px;`;
const SMALL = `${FONT}font-size:13px;line-height:1.5;color:#4b5563;margin:0;`;

/** Tables and inline styles only: many mail clients drop <style> blocks and modern layout. */
function html(ctx: MailContext, layout: Layout): string {
  const m = catalogueFor(ctx.language).mail;
  const p = (s: string) => `<p style="${TEXT}">${escapeHtml(s)}</p>`;
  const action = layout.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(layout.action.link)}" style="${FONT}display:inline-block;background:#1d4ed8;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:6px;">${escapeHtml(layout.action.label)}</a></p>
<p style="${SMALL}margin-bottom:16px;">${escapeHtml(m.buttonFallback)}<br><a href="${escapeHtml(layout.action.link)}" style="color:#1d4ed8;word-break:break-all;">${escapeHtml(layout.action.link)}</a></p>`
    : '';
  const { firm } = ctx;
  const optOut = layout.optOut
    ? `\n<p style="${SMALL}margin-top:16px;">${escapeHtml(m.optOutHtml)} <a href="${escapeHtml(layout.optOut.page)}" style="color:#1d4ed8;">${escapeHtml(m.optOutLink)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${ctx.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px 8px;"><h1 style="${FONT}font-size:20px;color:#111827;margin:0;">${escapeHtml(ctx.municipality.displayName)}</h1></td></tr>
<tr><td style="padding:16px 32px 8px;">
${[...layout.paragraphs.map(p), action, ...(layout.after ?? []).map(p)].filter(Boolean).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;">
<p style="${SMALL}">${escapeHtml(firm.name)}<br><a href="tel:${escapeHtml(firm.phone.replace(/[^0-9+]/g, ''))}" style="color:#1d4ed8;">${escapeHtml(firm.phone)}</a><br><a href="${escapeHtml(firm.website)}" style="color:#1d4ed8;">${escapeHtml(firm.website)}</a></p>${optOut}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/** An owner's authorization of a representative as its e-mails name it (decision 052). */
export interface AuthorizationMail {
  firm: string;
  firmEmail: string;
  address: string;
  sbl: string;
  year: number;
  scope: 'informal_review' | 'all_stages';
}

function authorizationTexts(ctx: MailContext, a: AuthorizationMail) {
  const { t } = textsOf(ctx);
  const c = catalogueFor(ctx.language).authorizations;
  const values = {
    firm: a.firm,
    email: a.firmEmail,
    address: a.address,
    sbl: a.sbl,
    year: a.year,
    scope: c.scope[a.scope],
  };
  return { t, c, values };
}

/** To the owner: a representative asks to be authorized; the link signs or declines, once. */
export function authorizationRequestEmail(
  ctx: MailContext,
  a: AuthorizationMail,
  request: { link: string; expiresAt: Date },
): MailContent {
  const { t, c, values } = authorizationTexts(ctx, a);
  const date = formatInstant(request.expiresAt, 'long', LOCALES[ctx.language]);
  return compose(ctx, {
    subject: t(c.mail.requestSubject, values),
    paragraphs: [t(c.mail.request, values), t(c.mail.requestOpen, { ...values, date })],
    action: { label: t(c.mail.requestAction), link: request.link },
    after: [t(c.mail.requestNotYou, values)],
  });
}

/** To the owner who signed: what they signed, and the link that revokes it. */
export function authorizationSignedEmail(
  ctx: MailContext,
  a: AuthorizationMail,
  signed: { name: string; at: Date; revokeLink: string },
): MailContent {
  const { t, c, values } = authorizationTexts(ctx, a);
  const date = formatInstant(signed.at, 'long', LOCALES[ctx.language]);
  return compose(ctx, {
    subject: t(c.mail.signedSubject, values),
    paragraphs: [
      t(c.mail.signed, { ...values, name: signed.name, date }),
      t(c.mail.signedRevoke, values),
    ],
    action: { label: t(c.mail.revokeAction), link: signed.revokeLink },
  });
}

/** To the owner who revoked: the representative may no longer act for them on the parcel. */
export function authorizationRevokedEmail(ctx: MailContext, a: AuthorizationMail): MailContent {
  const { t, c, values } = authorizationTexts(ctx, a);
  const { m } = textsOf(ctx);
  return compose(ctx, {
    subject: t(c.mail.revokedSubject, values),
    paragraphs: [t(c.mail.revoked, values)],
    after: [t(m.questions)],
  });
}

/** A preliminary offer as its e-mails name it. */
export interface OfferMail {
  filingNumber: string;
  sbl: string;
  address: string;
  receivedTotalValue: number | null;
  receivedLandValue: number | null;
  offeredTotalValue: number;
  offeredLandValue: number | null;
  reason: DecisionReason;
  explanation: string;
  /** YYYY-MM-DD, America/New_York. */
  respondBy: string;
}

/**
 * Sent to the account that filed when a reviewer makes a preliminary offer: labelled as not
 * final, with the values before and offered, the reason, the reviewer's words and the last
 * day to answer, and a link to the filing page where the owner answers.
 */
export function offerSentEmail(ctx: MailContext, offer: OfferMail, link: string): MailContent {
  const { t } = textsOf(ctx);
  const catalogue = catalogueFor(ctx.language);
  const o = catalogue.offers.mail;
  const values = { number: offer.filingNumber, address: offer.address, sbl: offer.sbl };
  return compose(ctx, {
    subject: t(o.sentSubject, values),
    paragraphs: [
      t(catalogue.offers.preliminary),
      t(o.sentIntro, values),
      t(o.notFinal),
      t(o.values, {
        before: dollarsIn(ctx, offer.receivedTotalValue),
        offered: dollarsIn(ctx, offer.offeredTotalValue),
      }),
      ...(offer.offeredLandValue === null
        ? []
        : [
            t(o.landValues, {
              before: dollarsIn(ctx, offer.receivedLandValue),
              offered: dollarsIn(ctx, offer.offeredLandValue),
            }),
          ]),
      t(o.reason, { reason: catalogue.applications.notice.reasons[offer.reason] }),
      ...(offer.explanation.trim() === ''
        ? []
        : [t(o.explanation, { explanation: offer.explanation })]),
      t(o.respondBy, { date: formatLongDate(offer.respondBy, LOCALES[ctx.language]) }),
    ],
    action: { label: t(o.openOffer), link },
    after: [t(catalogue.mail.questions)],
  });
}

/** Sent to the account that filed when its offer's respond-by date passed unanswered. */
export function offerLapsedEmail(
  ctx: MailContext,
  offer: Pick<OfferMail, 'filingNumber' | 'sbl' | 'address' | 'respondBy'>,
  link: string,
): MailContent {
  const { t } = textsOf(ctx);
  const o = catalogueFor(ctx.language).offers.mail;
  const values = { number: offer.filingNumber, address: offer.address, sbl: offer.sbl };
  return compose(ctx, {
    subject: t(o.lapsedSubject, values),
    paragraphs: [
      t(o.lapsedText, {
        ...values,
        date: formatLongDate(offer.respondBy, LOCALES[ctx.language]),
      }),
      t(o.lapsedNext),
    ],
    action: { label: t(catalogueFor(ctx.language).mail.openFiling), link },
    after: [t(catalogueFor(ctx.language).mail.questions)],
  });
}
