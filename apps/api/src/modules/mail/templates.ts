import { formatInstant, formatLongDate } from '@ir/domain';

/** What every e-mail is branded with: the municipality it is about and the firm behind it. */
export interface MailContext {
  municipality: { displayName: string; shortName: string };
  firm: { name: string; phone: string; website: string };
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

/** The sign-up e-mail; the link opens /verify with the account's single-use token. */
export function verificationEmail(ctx: MailContext, link: string): MailContent {
  const name = ctx.municipality.displayName;
  return compose(ctx, {
    subject: `Confirm your ${ctx.municipality.shortName} informal review account`,
    paragraphs: [
      `Thank you for creating an account for the ${name} informal review of your property assessment.`,
      'Please confirm your account by opening the link below. It expires in 24 hours.',
    ],
    action: { label: 'Confirm your account', link },
    after: ['If you did not create this account, you can ignore this e-mail.'],
  });
}

/** The forgot-password e-mail; the link opens /changepassword with a single-use token. */
export function passwordResetEmail(ctx: MailContext, link: string): MailContent {
  const name = ctx.municipality.displayName;
  return compose(ctx, {
    subject: `Reset your ${ctx.municipality.shortName} informal review password`,
    paragraphs: [
      `Someone asked to reset the password of your ${name} informal review account.`,
      'Open the link below to choose a new password. It is valid for 60 minutes and works once.',
    ],
    action: { label: 'Reset your password', link },
    after: ['If you did not ask for this, ignore this e-mail: your password stays the same.'],
  });
}

/** Sent after a password reset, so an owner learns of a change they did not make. */
export function passwordChangedEmail(ctx: MailContext): MailContent {
  const name = ctx.municipality.displayName;
  return compose(ctx, {
    subject: `Your ${ctx.municipality.shortName} informal review password was changed`,
    paragraphs: [
      `The password of your ${name} informal review account was just changed, and every device signed in to it was signed out.`,
      `If this was you, there is nothing more to do. If it was not you, please call ${ctx.firm.phone} right away.`,
    ],
  });
}

/** A staff invitation: the link sets the password of the new account. */
export function invitationEmail(ctx: MailContext, link: string): MailContent {
  const name = ctx.municipality.displayName;
  return compose(ctx, {
    subject: `You are invited to the ${ctx.municipality.shortName} informal review`,
    paragraphs: [
      `An administrator of the ${name} informal review invited you to join its staff.`,
      'Open the link below to choose your password. It is valid for 7 days and works once.',
    ],
    action: { label: 'Set your password', link },
    after: [`If you did not expect this, ignore this e-mail or call ${ctx.firm.phone}.`],
  });
}

/** Sent when a mega-admin sets an account's password, so the owner learns of it and whom to ask. */
export function adminPasswordSetEmail(ctx: MailContext): MailContent {
  const name = ctx.municipality.displayName;
  return compose(ctx, {
    subject: `An administrator changed your ${ctx.municipality.shortName} informal review password`,
    paragraphs: [
      `An administrator of the ${name} informal review set a new password for your account, and every device signed in to it was signed out.`,
      `Ask the administrator for the new password, or use "Forgot password" on the login page to choose your own. If you did not expect this, please call ${ctx.firm.phone}.`,
    ],
  });
}

/** What the review receipt states: the confirmation as stored, and where to follow it. */
export interface ReviewReceipt {
  filingNumber: string;
  sbl: string;
  address: string;
  /** The assessed total value when filed; null when the roll has none. */
  assessedValue: number | null;
  desiredValue: number;
  reasonLabel: string;
  valueComments: string;
  fileCount: number;
  /** ISO 8601. */
  submittedAt: string;
  /** YYYY-MM: when the municipality mails the second value notice. */
  secondNoticeMonth: string;
  applicationsLink: string;
  /** The owner's copy of a filing a representative made for them (decision 035). */
  filedFor?: boolean;
}

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "2025-05" as "May 2025". */
function monthName(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  if (!year || !month) return yearMonth;
  return new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The receipt of a submitted informal review: what was filed, the filing
 * number to quote, what happens next and whom to call.
 */
export function reviewReceiptEmail(ctx: MailContext, receipt: ReviewReceipt): MailContent {
  const name = ctx.municipality.displayName;
  const details = [
    `Filing number: ${receipt.filingNumber}`,
    `Property: ${receipt.address}`,
    `SBL: ${receipt.sbl}`,
    `Assessed value: ${receipt.assessedValue === null ? '-' : DOLLARS.format(receipt.assessedValue)}`,
    `Requested value: ${DOLLARS.format(receipt.desiredValue)}`,
    `Reason: ${receipt.reasonLabel}`,
    ...(receipt.valueComments ? [`Additional comments: ${receipt.valueComments}`] : []),
    `Files submitted: ${receipt.fileCount}`,
    // The same words as the confirmation page's, from the same formatter.
    `Submitted: ${formatInstant(receipt.submittedAt, 'long')}`,
  ];
  if (receipt.filedFor) {
    return compose(ctx, {
      subject: `An informal review of your ${ctx.municipality.shortName} assessment was filed (${receipt.filingNumber})`,
      paragraphs: [
        `Your representative filed a request for an informal review of your assessment in the ${name}. This is your copy of the receipt. Please keep it and quote the filing number ${receipt.filingNumber} whenever you contact us.`,
        ...details,
        `What happens next: the assessor's office reviews the request and the evidence sent with it. The result is mailed to you with the second notice in ${monthName(receipt.secondNoticeMonth)}.`,
      ],
      after: [`If you have questions about this application, please call ${ctx.firm.phone}.`],
    });
  }
  return compose(ctx, {
    subject: `Your ${ctx.municipality.shortName} informal review was received (${receipt.filingNumber})`,
    paragraphs: [
      `Thank you. Your request for an informal review of your assessment in the ${name} was received. Please keep this e-mail and quote your filing number ${receipt.filingNumber} whenever you contact us.`,
      ...details,
      `What happens next: the assessor's office reviews your request and the evidence you sent. It cannot be changed once submitted. You can follow its status (Received, In review, Completed) under My Applications, and the result is mailed to the property owner with the second notice in ${monthName(receipt.secondNoticeMonth)}.`,
    ],
    action: { label: 'My Applications', link: receipt.applicationsLink },
    after: [`If you have questions about your application, please call ${ctx.firm.phone}.`],
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

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const dollars = (value: number | null) =>
  value === null ? 'not on record' : DOLLARS.format(value);

/**
 * Sent to the account that filed when staff complete its review: the decision, the values,
 * and where to go next if the owner still disagrees (a formal grievance, SPEC §2 landing page).
 */
export function reviewOutcomeEmail(
  ctx: MailContext,
  outcome: ReviewOutcome,
  link: string,
): MailContent {
  const name = ctx.municipality.displayName;
  const changed =
    outcome.assessedTotalValue !== outcome.receivedTotalValue ||
    outcome.assessedLandValue !== outcome.receivedLandValue;
  const decision = changed
    ? `The assessor changed the assessment of ${outcome.address} (SBL ${outcome.sbl}).`
    : `The assessor reviewed ${outcome.address} (SBL ${outcome.sbl}) and made no change to its assessment.`;
  const values = changed
    ? `Total assessed value: ${dollars(outcome.receivedTotalValue)} before, ${dollars(outcome.assessedTotalValue)} now. Land value: ${dollars(outcome.receivedLandValue)} before, ${dollars(outcome.assessedLandValue)} now.`
    : `Total assessed value: ${dollars(outcome.assessedTotalValue)}. Land value: ${dollars(outcome.assessedLandValue)}.`;
  return compose(ctx, {
    subject: `Your ${ctx.municipality.shortName} informal review is complete`,
    paragraphs: [
      `The ${name} informal review of your property assessment is complete.`,
      decision,
      values,
      'You can see the outcome under My Applications.',
    ],
    action: { label: 'Open My Applications', link },
    after: [
      outcome.grievanceDay
        ? `An informal review is not a formal grievance. If you still disagree with your assessment, you can file a formal grievance (form RP-524) with the ${name} Board of Assessment Review on or before Grievance Day, ${LONG_DATE.format(new Date(`${outcome.grievanceDay}T00:00:00Z`))}. The assessor's office (${outcome.municipalityWebsite}) has the form and the board's hours, or call ${ctx.firm.phone}.`
        : `An informal review is not a formal grievance. If you still disagree with your assessment, you can file a formal grievance (form RP-524) with the Board of Assessment Review on or before Grievance Day. Ask the ${name} assessor's office (${outcome.municipalityWebsite}) for this year's Grievance Day, or call ${ctx.firm.phone}.`,
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
  return compose(ctx, {
    subject: `Your ${ctx.municipality.shortName} informal review needs further review`,
    paragraphs: [
      `The ${ctx.municipality.displayName} informal review of ${filing.address} (SBL ${filing.sbl}) needs further review before a decision is made, so it will take a little longer.`,
      'You do not need to do anything. You may still add files to your filing until the review is complete.',
    ],
    action: { label: 'Open your filing', link },
    after: [`If you have questions, please call ${ctx.firm.phone}.`],
  });
}

/** Sent to the account that filed when it withdraws the filing (our addition). */
export function withdrawalEmail(
  ctx: MailContext,
  filing: { filingNumber: string; sbl: string; address: string },
  link: string,
): MailContent {
  return compose(ctx, {
    subject: `Your ${ctx.municipality.shortName} informal review was withdrawn`,
    paragraphs: [
      `You withdrew your ${ctx.municipality.displayName} informal review ${filing.filingNumber} of ${filing.address} (SBL ${filing.sbl}). The assessor will not review it.`,
      'While the filing period is open you may file again for this property from My Applications.',
    ],
    action: { label: 'Open My Applications', link },
    after: [`If you did not withdraw it, please call ${ctx.firm.phone}.`],
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
  return compose(ctx, {
    subject: `Your agreement to the ${ctx.municipality.shortName} assessment of ${filing.address}`,
    paragraphs: [
      `You accepted the outcome of informal review ${filing.filingNumber} of ${filing.address} (SBL ${filing.sbl}): a total assessed value of ${dollars(filing.assessedTotalValue)}.`,
      'Your signed agreement is ready to download. The assessor signs it and gives it to the Board of Assessment Review, which ratifies the agreed value. You do not need to file a grievance.',
    ],
    action: { label: 'Download your agreement (PDF)', link: links.document },
    after: [
      `Your filing and its history stay under My Applications: ${links.filing}`,
      `If you did not accept this value, please call ${ctx.firm.phone}.`,
    ],
  });
}

/** Sent to the owner who disagreed: the grievance packet, Grievance Day and the steps left. */
export function responseDisagreedEmail(
  ctx: MailContext,
  filing: AnsweredFiling & { grievanceDay: string | null },
  links: { document: string; filing: string },
): MailContent {
  const board = `the ${ctx.municipality.displayName} Board of Assessment Review`;
  const by = filing.grievanceDay
    ? `on or before Grievance Day, ${LONG_DATE.format(new Date(`${filing.grievanceDay}T00:00:00Z`))}`
    : "on or before Grievance Day (the assessor's office has this year's date)";
  return compose(ctx, {
    subject: `Your grievance packet for ${filing.address}`,
    paragraphs: [
      `You disagreed with the outcome of informal review ${filing.filingNumber} of ${filing.address} (SBL ${filing.sbl}). Your grievance packet is filled in with everything your filing holds.`,
      `To file a grievance: sign the official form RP-524 (on the New York State Department of Taxation and Finance website), attach this packet and your evidence, and file them with the assessor or ${board} ${by}.`,
    ],
    action: { label: 'Download your grievance packet (PDF)', link: links.document },
    after: [
      `Your filing, with a checklist and a countdown to Grievance Day, is under My Applications: ${links.filing}`,
      `If you have questions, please call ${ctx.firm.phone}.`,
    ],
  });
}

/** The last day of a filing period ending at `periodEndsAt` (New York), as "March 31, 2027". */
function lastDayBefore(periodEndsAt: Date): string {
  return formatLongDate(formatInstant(new Date(periodEndsAt.getTime() - 1), 'csv').slice(0, 10));
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
  const name = ctx.municipality.displayName;
  const deadline = lastDayBefore(reminder.periodEndsAt);
  const one = reminder.drafts.length === 1;
  return compose(ctx, {
    subject:
      reminder.stage === 1
        ? `Last day to file your ${ctx.municipality.shortName} informal review: ${deadline}`
        : `Your ${ctx.municipality.shortName} informal review is not submitted yet: due ${deadline}`,
    paragraphs: [
      `You started ${one ? 'an informal review' : `${reminder.drafts.length} informal reviews`} in the ${name} and ${one ? 'it is' : 'they are'} not submitted yet. The filing deadline is ${deadline}: a draft not submitted by the end of that day cannot be filed.`,
      ...reminder.drafts.map((d) => `${d.address} (SBL ${d.sbl})`),
      'Open My Applications to continue where you stopped and submit.',
    ],
    action: { label: 'Continue on My Applications', link: links.applications },
    after: [`If you have questions, please call ${ctx.firm.phone}.`],
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
  const day = formatLongDate(filing.grievanceDay);
  return compose(ctx, {
    subject: `Your answer to the ${ctx.municipality.shortName} review of ${filing.address} is due ${day}`,
    paragraphs: [
      `The outcome of informal review ${filing.filingNumber} of ${filing.address} (SBL ${filing.sbl}) is waiting for your answer.`,
      `You can accept it, or disagree and get your grievance packet, until the end of Grievance Day, ${day}. After that day the outcome can no longer be answered here.`,
    ],
    action: { label: 'Open your filing', link: links.filing },
    after: [`If you have questions, please call ${ctx.firm.phone}.`],
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

const OPT_OUT_TEXT =
  'You get this reminder because of your informal review account. To stop reminder e-mails (you still get receipts and decisions), open:';

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
  const blocks = [
    ctx.municipality.displayName,
    ...layout.paragraphs,
    ...(layout.action ? [layout.action.link] : []),
    ...(layout.after ?? []),
    [ctx.firm.name, ctx.firm.phone, ctx.firm.website].join('\n'),
    ...(layout.optOut ? [`${OPT_OUT_TEXT}\n${layout.optOut.page}`] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TEXT = `${FONT}font-size:16px;line-height:1.5;color:#1f2937;margin:0 0 16px;`;
const SMALL = `${FONT}font-size:13px;line-height:1.5;color:#4b5563;margin:0;`;

/** Tables and inline styles only: many mail clients drop <style> blocks and modern layout. */
function html(ctx: MailContext, layout: Layout): string {
  const p = (s: string) => `<p style="${TEXT}">${escapeHtml(s)}</p>`;
  const action = layout.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(layout.action.link)}" style="${FONT}display:inline-block;background:#1d4ed8;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:6px;">${escapeHtml(layout.action.label)}</a></p>
<p style="${SMALL}margin-bottom:16px;">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(layout.action.link)}" style="color:#1d4ed8;word-break:break-all;">${escapeHtml(layout.action.link)}</a></p>`
    : '';
  const { firm } = ctx;
  const optOut = layout.optOut
    ? `\n<p style="${SMALL}margin-top:16px;">${escapeHtml(OPT_OUT_TEXT.replace(/, open:$/, '.'))} <a href="${escapeHtml(layout.optOut.page)}" style="color:#1d4ed8;">Turn off reminder e-mails</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
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
