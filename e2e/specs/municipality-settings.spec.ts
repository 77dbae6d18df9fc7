import { expect, test } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { expectNoAxeViolations, municipalityUrl } from '../fixtures/axe.ts';
import { logIn } from '../support/auth.ts';
import { browserRequest } from '../support/browser-request.ts';
import { SHOTS, fileThroughApi, newSignedInOwner } from '../support/filing.ts';
import { completeLower } from '../support/review.ts';
import { E2E_LYONS_MEGA_ADMIN, waitForMail } from '../support/stack.ts';
import { pdfText } from '../../apps/api/test/pdf-text.ts';

/** Today plus `days` on New York's calendar, as YYYY-MM-DD. */
function newYorkDatePlus(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

// On lyons (its own mega-admin; the reminders spec also moves its deadline): Grievance Day is
// set two days ahead on /admin, so a completed review there is due its closing reminder, which
// the stack's reminder pass (every 2 s) sends through the real outbox and SMTP server.
test.describe('municipality settings', () => {
  test("a mega-admin's Grievance Day, phone and links apply at once, and an unanswered decision gets its closing reminder", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const lyonsBase = municipalityUrl(baseURL, 'lyons', '/');
    const grievanceDay = newYorkDatePlus(2);
    const phone = '(315) 555-0123';

    const adminContext = await browser.newContext({ baseURL: lyonsBase });
    const admin = await adminContext.newPage();
    await logIn(admin, E2E_LYONS_MEGA_ADMIN.email, E2E_LYONS_MEGA_ADMIN.password);
    await admin.goto('/admin');
    // The filing period of Grievance Day's roll, open a few more days, so an owner can file.
    const period = admin.getByRole('region', { name: 'Filing period' });
    await expect(period.getByLabel('Filing deadline')).not.toHaveValue('');
    await period.getByLabel('Filing deadline').fill(newYorkDatePlus(3));
    await period.getByLabel('Roll year').fill(grievanceDay.slice(0, 4));
    await period.getByRole('button', { name: 'Save' }).click();
    await expect(period.getByText('Filing period saved.')).toBeVisible();

    const settings = admin.getByRole('region', { name: 'Municipality settings' });
    await expect(settings.getByLabel('Display name')).toHaveValue('Town of Lyons');
    await expect(
      settings.getByText(/lyons\.informalreview\.example, lyons\.localhost/),
    ).toBeVisible();
    // A link that is not https is refused in place, before anything is sent.
    await settings.getByLabel('Municipality website').fill('http://www.lyonsny.com');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByText(MESSAGES.municipalitySettings.badWebsite)).toBeVisible();
    await settings.getByLabel('Municipality website').fill('https://www.lyonsny.com');
    await settings.getByLabel('Support phone').fill(phone);
    await settings
      .getByLabel('Comparison-site link')
      .fill('https://comps.example.gov/lyons?parcel={parcelId}&swis={swis}');
    await settings.getByLabel('Grievance Day').fill(grievanceDay);
    // The assessor the decision notice names, and the equalization rate the packet uses: a
    // rate without its year is refused in place.
    await settings.getByLabel("Assessor's name").fill('Robin Assessor');
    await settings.getByLabel("Assessor's office address").fill('43 Phelps St, Lyons, NY 14489');
    await settings.getByLabel("Assessor's office phone").fill('(315) 555-0188');
    const rate = settings.getByLabel(/^Equalization rate \(percent\)/);
    const rateYear = settings.getByLabel(/^Equalization rate year/);
    await rate.fill('92.5');
    await rateYear.fill('');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByText(MESSAGES.municipalitySettings.rateNeedsYear)).toBeVisible();
    await expect(rateYear).toBeFocused();
    await rateYear.fill(grievanceDay.slice(0, 4));
    await expect(settings.getByText(MESSAGES.municipalitySettings.rateNeedsYear)).toHaveCount(0);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByRole('status')).toHaveText(MESSAGES.municipalitySettings.saved);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `${SHOTS}/municipality-settings-1280.png`, fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `${SHOTS}/municipality-settings-390.png`, fullPage: true });

    // The audit log has the change, naming what it was.
    const log = admin.getByRole('region', { name: 'Audit log' });
    await expect(log.getByText('muni.settings').first()).toBeVisible();

    // An owner of lyons sees the new phone at once, files, and the review is completed.
    const ownerContext = await browser.newContext({ baseURL: lyonsBase });
    const owner = await ownerContext.newPage();
    const { email } = await newSignedInOwner(owner, 'grievance-day');
    await expect(owner.getByRole('contentinfo')).toContainText(phone);
    // Their own host: Node cannot resolve lyons.localhost, the browser can.
    const id = await fileThroughApi(browserRequest(owner), '101.05-2-15');
    await completeLower(browserRequest(admin), id);

    // The decision notice is the town's letter: it names the assessor, their office and phone.
    // Fetched by the page (Node cannot resolve lyons.localhost), its bytes carried as base64.
    const notice = await owner.evaluate(async (url) => {
      const res = await fetch(url);
      const bytes = new Uint8Array(await res.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { status: res.status, base64: btoa(binary) };
    }, `/api/applications/${id}/notice.pdf`);
    expect(notice.status).toBe(200);
    const noticeText = await pdfText(Buffer.from(notice.base64, 'base64'));
    expect(noticeText).toContain(
      'Town of Lyons Assessor: Robin Assessor 43 Phelps St, Lyons, NY 14489 · (315) 555-0188',
    );
    expect(noticeText).toContain('Sincerely, Robin Assessor Assessor, Town of Lyons');

    // The closing reminder arrives, names Grievance Day and links to the filing's page.
    const reminder = await waitForMail(
      email,
      (m) => m.subject.includes(`is due ${longDate(grievanceDay)}`),
      60_000,
    );
    expect(reminder.text).toContain(`until the end of Grievance Day, ${longDate(grievanceDay)}`);
    expect(reminder.text).toContain(`please call ${phone}`);
    const filingLink = new URL(reminder.links.find((l) => l.includes(`/applications/${id}`)) ?? '');
    expect(filingLink.pathname).toBe(`/applications/${id}`);

    // The filing page counts down to that day.
    await owner.goto(`/applications/${id}`);
    const answer = owner.getByRole('region', { name: 'Your answer to the decision' });
    await expect(answer.getByTestId('grievance-countdown')).toContainText(longDate(grievanceDay));
    await expectNoAxeViolations(owner);

    await Promise.all([adminContext.close(), ownerContext.close()]);
  });
});
