import { rmSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import ical, { type VEvent, type VTimeZone } from 'node-ical';
import { MESSAGES as EN } from '@ir/domain/messages.ts';
import { MESSAGES_ES as ES } from '@ir/domain/messages.es.ts';
import { expect, test } from '../fixtures/test.ts';
import { municipalityUrl } from '../fixtures/axe.ts';
import { scan, settled } from '../support/a11y.ts';
import { logIn, signUpAndVerify, solveCaptcha } from '../support/auth.ts';
import { tabTo, typeInto } from '../support/keyboard.ts';
import { browserRequest } from '../support/browser-request.ts';
import { SHOTS, fileThroughApi, pdf } from '../support/filing.ts';
import { completeLower } from '../support/review.ts';
import { E2E_CLOCK_OFFSETS_FILE, E2E_SANDLAKE_REVIEWER, waitForMail } from '../support/stack.ts';
import { pdfText } from '../../apps/api/test/pdf-text.ts';

/**
 * Settling a review in conversation, on Sand Lake (start-stack.ts: its own parcels, an open
 * period, Grievance Day months ahead, a video link, its reviewer). Every e-mail is read from the
 * stack's SMTP server. Sand Lake's time is moved forward (TEST_CLOCK_OFFSETS_FILE) to hold the
 * meeting and to lapse an offer; no other spec uses Sand Lake, so no other spec's time moves.
 */
const MUNI = 'sandlake';
const DAY = 86_400_000;
const PASSWORD = 'Settle-Passw0rd-1';
/** Three of Sand Lake's parcels, one per owner. */
const PARCELS = { counter: '101.05-2-14', meeting: '101.05-2-15', lapse: '204.11-1-4' } as const;
const PHONE = { width: 390, height: 844 } as const;

/** Moves Sand Lake's time `days` ahead of the real one (0: back to it). */
function moveSandLake(days: number): void {
  if (days === 0) rmSync(E2E_CLOCK_OFFSETS_FILE, { force: true });
  else writeFileSync(E2E_CLOCK_OFFSETS_FILE, JSON.stringify({ [MUNI]: days * DAY }));
}

/** The New York calendar day `days` from now, as YYYY-MM-DD. */
function newYorkDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * DAY),
  );
}

/** A new owner's account in Spanish: the sign-up, its e-mailed link and the first sign-in. */
async function spanishOwner(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await settled(page, ES.account.loginSignup.title);
  const signup = page.getByRole('region', { name: ES.account.signup.title });
  await signup.getByLabel(ES.account.signup.email).fill(email);
  await signup.getByLabel(ES.account.signup.password, { exact: true }).fill(PASSWORD);
  await signup.getByLabel(ES.account.signup.retype).fill(PASSWORD);
  await solveCaptcha(page, signup);
  await signup.getByRole('button', { name: ES.account.signup.submit }).click();
  await expect(page).toHaveURL(/\/signup-complete$/);
  const verification = await waitForMail(email, (m) =>
    m.links.some((l) => l.includes('/verify?token=')),
  );
  await page.goto(verification.links.find((l) => l.includes('/verify?token=')) as string);
  const login = page.getByRole('region', { name: ES.account.login.title });
  await login.getByLabel(ES.account.login.email).fill(email);
  await login.getByLabel(ES.account.login.password, { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: ES.account.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/applications$/);
}

/** A new owner's account in English, signed in. */
async function englishOwner(page: Page, email: string): Promise<void> {
  await signUpAndVerify(page, email, PASSWORD);
  await logIn(page, email, PASSWORD);
}

/** The review screen's Send offer, as a reviewer fills it in. */
async function sendOffer(staff: Page, id: number, value: number, days = 10): Promise<void> {
  await staff.goto(`/review/${id}`);
  const actions = staff.getByRole('region', { name: 'Review actions' });
  await actions.getByRole('button', { name: 'Send offer' }).click();
  const form = staff.getByRole('region', { name: 'Send a preliminary offer' });
  await form.getByRole('textbox', { name: /Offered total value/ }).fill(String(value));
  await form
    .getByRole('combobox', { name: /Reason for the offer/ })
    .selectOption('comparable_sales_support');
  await form
    .getByRole('textbox', { name: /Explanation of the offer/ })
    .fill('Three nearby sales of similar houses support this value.');
  const respondDays = form.getByRole('textbox', { name: /Days to respond/ });
  await respondDays.fill(String(days));
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(staff.getByText(/The offer was sent\. The owner may answer until/)).toBeVisible();
}

/** The calendar invitation an e-mail carries, parsed as a calendar program reads it. */
interface Invitation {
  text: string;
  event: { uid: string; sequence: number; start: Date & { tz?: string } };
  /** The time zone it defines (VTIMEZONE), if any. */
  tzid: string | undefined;
}

function invitation(mail: { attachments: { contentType: string; content: string }[] }): Invitation {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, 'a text/calendar attachment').toBeDefined();
  const text = (file as { content: string }).content;
  const parts = Object.values(ical.sync.parseICS(text));
  const event = parts.find((c): c is VEvent => c?.type === 'VEVENT');
  const zone = parts.find((c): c is VTimeZone => c?.type === 'VTIMEZONE');
  if (!event?.start || !event.uid) throw new Error(`no event in the invitation:\n${text}`);
  return {
    text,
    event: { uid: event.uid, sequence: Number(event.sequence), start: event.start },
    tzid: zone?.tzid,
  };
}

test('a reviewer settles by offer and meeting: a counter then an accepted second offer on a Spanish phone, a video meeting booked, moved and held, and an offer that lapses', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const contexts: BrowserContext[] = [];
  const open = async (options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> => {
    const context = await browser.newContext({
      baseURL: municipalityUrl(baseURL, MUNI),
      ...options,
    });
    contexts.push(context);
    return context.newPage();
  };
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  moveSandLake(0);
  try {
    // Three owners file, each for a parcel of their own.
    const spanish = await open({ locale: 'es-US', viewport: PHONE });
    const spanishEmail = `contraoferta-${stamp}@example.com`;
    await spanishOwner(spanish, spanishEmail);
    const counterId = await fileThroughApi(browserRequest(spanish), PARCELS.counter);

    const talker = await open();
    const talkerEmail = `meeting-${stamp}@example.com`;
    await englishOwner(talker, talkerEmail);
    const meetingId = await fileThroughApi(browserRequest(talker), PARCELS.meeting);

    const silent = await open();
    const silentEmail = `silent-${stamp}@example.com`;
    await englishOwner(silent, silentEmail);
    const lapseId = await fileThroughApi(browserRequest(silent), PARCELS.lapse);

    // 1. The reviewer publishes four times for tomorrow and sends two offers.
    const staff = await open();
    await logIn(staff, E2E_SANDLAKE_REVIEWER.email, E2E_SANDLAKE_REVIEWER.password);
    const tomorrow = newYorkDay(1);
    const P = EN.meetingsPage.publish;
    await staff.goto(`/meetings?from=${tomorrow}`);
    await settled(staff, EN.meetingsPage.title);
    const publish = staff.getByRole('region', { name: P.heading });
    await publish.getByLabel(P.date).fill(tomorrow);
    await publish.getByLabel(P.startTime).fill('10:00');
    await publish.getByLabel(P.minutes).fill('30');
    await publish.getByLabel(P.count).fill('4');
    await publish.getByLabel(P.kind).selectOption('either');
    await publish.getByRole('button', { name: P.submit }).click();
    await expect(
      staff.getByText(/^4 times published, from \w+day, .*, 10:00 AM ET\.$/),
    ).toBeVisible();
    await scan(staff, '/meetings with four open times');
    await staff.screenshot({ path: `${SHOTS}/meetings-published-1280.png`, fullPage: true });

    await sendOffer(staff, counterId, 170_000);
    await scan(staff, 'the review screen after an offer');
    await sendOffer(staff, meetingId, 200_000);

    // 2. The Spanish owner reads the offer on a phone and counters it, with a file.
    const offerMail = await waitForMail(spanishEmail, (m) =>
      m.links.some((l) => l.includes(`/applications/${counterId}`)),
    );
    expect(offerMail.text).toContain(ES.offers.mail.notFinal);
    await spanish.goto(`/applications/${counterId}`);
    const O = ES.offerPanel;
    const offer = spanish.getByRole('region', { name: ES.offers.preliminary });
    await expect(offer).toContainText('$170,000');
    await spanish.screenshot({ path: `${SHOTS}/es-offer-open-390.png`, fullPage: true });
    await spanish.getByLabel(ES.applications.page.addFile).setInputFiles({
      name: 'tasacion.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('appraisal'),
    });
    await expect(spanish.getByText(ES.applications.fileAdded)).toBeVisible();
    await offer.getByRole('radio', { name: O.counterLabel }).check();
    await offer.getByLabel(O.counterValueLabel).fill('150000');
    await offer
      .getByLabel(O.counterReasonLabel)
      .fill('Una tasación de octubre la valora en 150,000.');
    await offer.getByRole('button', { name: O.send }).click();
    await expect(offer).toContainText('150,000');
    await scan(spanish, 'es: the filing page after a counter');
    await spanish.screenshot({ path: `${SHOTS}/es-offer-countered-390.png`, fullPage: true });

    // The reviewer finds it Countered, with the owner's file, and sends a second offer.
    await staff.goto('/appreview');
    const row = staff.getByRole('row').filter({ hasText: PARCELS.counter });
    await expect(row).toContainText('Countered');
    await staff.goto(`/review/${counterId}`);
    await expect(staff.getByRole('link', { name: 'Open tasacion.pdf' })).toBeVisible();
    await sendOffer(staff, counterId, 160_000);

    // The owner accepts the second offer with a typed name and downloads the agreement.
    await waitForMail(spanishEmail, (m) => m.text.includes('$160,000'));
    await spanish.goto(`/applications/${counterId}`);
    await expect(offer).toContainText('$160,000');
    await offer.getByRole('radio', { name: O.acceptLabel }).check();
    await offer.getByLabel(ES.response.nameLabel).fill('Rosa Contreras');
    await offer.getByRole('button', { name: O.send }).click();
    await spanish.getByRole('alertdialog').getByRole('button', { name: O.acceptButton }).click();
    const agreementLink = spanish.getByRole('link', { name: ES.response.downloadAgreement });
    await expect(agreementLink).toBeVisible();
    // The municipality's own host resolves in the browser only: fetched from the page.
    const pdfBytes = await spanish.evaluate(
      async (href) => {
        const res = await fetch(href);
        const bytes = [...new Uint8Array(await res.arrayBuffer())];
        return { status: res.status, type: res.headers.get('content-type'), bytes };
      },
      (await agreementLink.getAttribute('href')) ?? '',
    );
    expect(pdfBytes.status).toBe(200);
    expect(pdfBytes.type).toBe('application/pdf');
    const agreementText = await pdfText(Buffer.from(pdfBytes.bytes));
    expect(agreementText).toContain(PARCELS.counter);
    expect(agreementText).toContain('160,000');
    expect(agreementText).toContain('Rosa Contreras');
    await scan(spanish, 'es: the filing page after accepting the offer');

    // 3. The second owner asks to talk, and books a video meeting.
    await waitForMail(talkerEmail, (m) => m.text.includes(EN.offers.mail.notFinal));
    await talker.goto(`/applications/${meetingId}`);
    const talkerOffer = talker.getByRole('region', { name: EN.offers.preliminary });
    await talkerOffer.getByRole('radio', { name: EN.offerPanel.meetingLabel }).check();
    await talkerOffer.getByRole('button', { name: EN.offerPanel.send }).click();
    await expect(talkerOffer).toContainText(EN.offerPanel.meetingAsked);
    const B = EN.meetingBooking;
    const booking = talker.getByRole('region', { name: B.heading });
    await booking.getByRole('radio', { name: /10:00 AM ET/ }).check();
    await booking.getByRole('radio', { name: B.form.video }).check();
    await booking.getByRole('button', { name: B.form.book }).click();
    await expect(booking.getByText(B.booked)).toBeVisible();
    await scan(talker, 'the filing page with a booked video meeting');

    const booked = invitation(
      await waitForMail(talkerEmail, (m) =>
        m.attachments.some((a) => a.content.includes('METHOD:REQUEST')),
      ),
    );
    expect(booked.text).toContain('METHOD:REQUEST');
    expect(booked.text).toContain('BEGIN:VTIMEZONE');
    expect(booked.tzid).toBe('America/New_York');
    expect(booked.event.start.tz).toBe('America/New_York');
    expect(booked.event.sequence).toBe(0);
    const uid = booked.event.uid;

    // The owner moves it half an hour later: the same UID, SEQUENCE 1.
    await booking.getByRole('button', { name: B.change }).click();
    await booking.getByRole('radio', { name: /10:30 AM ET/ }).check();
    await booking.getByRole('button', { name: B.form.move }).click();
    await expect(booking.getByText(B.moved)).toBeVisible();
    const moved = invitation(
      await waitForMail(talkerEmail, (m) =>
        m.attachments.some((a) => /SEQUENCE:1\r?\n/.test(a.content)),
      ),
    );
    expect(moved.event.uid).toBe(uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.start.getTime() - booked.event.start.getTime()).toBe(30 * 60_000);

    // 4. Two days on, the reviewer marks the meeting held and completes the review.
    moveSandLake(2);
    const later = await staff.context().newPage();
    await later.clock.install({ time: Date.now() + 2 * DAY });
    await later.goto(`/meetings?from=${tomorrow}`);
    await settled(later, EN.meetingsPage.title);
    const slot = later
      .getByRole('listitem')
      .filter({ hasText: EN.meetingsPage.slot.filingLink.replace('{number}', '') });
    // By keyboard alone: the notes, then Mark held; the focus stays on that time.
    const S = EN.meetingsPage.slot;
    await typeInto(later, slot.getByLabel(/^Notes on the meeting at/), 'Walked through the sales.');
    await tabTo(later, slot.getByRole('button', { name: S.held }));
    await later.keyboard.press('Enter');
    await expect(later.getByText(/is recorded as held/)).toBeVisible();
    await expect(slot.getByRole('heading', { level: 3 })).toBeFocused();
    await later.screenshot({ path: `${SHOTS}/meetings-held-1280.png`, fullPage: true });
    // A staff page stays English inside a Spanish frame: scanned in that frame too.
    await later.getByRole('button', { name: 'Español' }).first().click();
    await expect(later.locator('html')).toHaveAttribute('lang', 'es');
    await scan(later, 'the es frame: /meetings with a held meeting');
    await later.getByRole('button', { name: 'English' }).first().click();
    await expect(later.locator('html')).toHaveAttribute('lang', 'en');
    await completeLower(browserRequest(later), meetingId);
    await talker.goto(`/applications/${meetingId}`);
    await expect(talker.getByRole('region', { name: 'Decision notice' })).toBeVisible();

    // 5. A third offer goes unanswered: a week on, it lapses and the owner is told.
    await sendOffer(later, lapseId, 190_000, 3);
    moveSandLake(9);
    const lapsed = await waitForMail(silentEmail, (m) => m.subject.startsWith('The offer on your'));
    expect(lapsed.text).toContain(PARCELS.lapse);
    await silent.goto(`/applications/${lapseId}`);
    await expect(silent.getByRole('region', { name: EN.offers.preliminary })).toContainText(
      'lapsed',
    );
    await scan(silent, 'the filing page after an offer lapsed');
    await later.goto('/appreview');
    await expect(later.getByRole('row').filter({ hasText: PARCELS.lapse })).toContainText(
      'Offer lapsed',
    );
  } finally {
    moveSandLake(0);
    for (const context of contexts) await context.close();
  }
});
