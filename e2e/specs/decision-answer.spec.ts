import { expect, test } from '../fixtures/test.ts';
import { MESSAGES_ES as ES } from '@ir/domain/messages.es.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../support/auth.ts';
import {
  SHOTS,
  answerDecision as answer,
  fileThroughApi,
  findResidentialParcel,
  newSignedInOwner,
} from '../support/filing.ts';
import { completeLower } from '../support/review.ts';
import { account, waitForMail } from '../support/stack.ts';
import { pdfText } from '../../apps/api/test/pdf-text.ts';

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

test.describe("the owner's answer to a decision", () => {
  test('one owner accepts and gets the signed agreement; another disagrees on a phone and downloads the grievance packet', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Two owners file on a street no other spec files on.
    const acceptContext = await browser.newContext({ viewport: SIZES[0] });
    const acceptPage = await acceptContext.newPage();
    const accepter = await newSignedInOwner(acceptPage, 'accepter');
    const accepted = await findResidentialParcel(acceptPage, 'Willow');
    const acceptedId = await fileThroughApi(acceptPage.request, accepted.print_key);

    const phoneContext = await browser.newContext({ viewport: SIZES[1] });
    const phone = await phoneContext.newPage();
    const disagreer = await newSignedInOwner(phone, 'disagreer');
    const disputed = await findResidentialParcel(phone, 'Cherry');
    const disputedId = await fileThroughApi(phone.request, disputed.print_key);

    // A reviewer completes both with a lower value and a reason.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const reviewer = account('super');
    await logIn(staffPage, reviewer.email, reviewer.password);
    const acceptedValue = await completeLower(staffPage.request, acceptedId);
    const disputedValue = await completeLower(staffPage.request, disputedId);

    // The first owner reads the notice, then accepts with a typed signature.
    await acceptPage.goto(`/applications/${acceptedId}`);
    await expect(acceptPage.getByRole('region', { name: 'Decision notice' })).toContainText(
      'The inspection found the roof needs replacing.',
    );
    await expectNoAxeViolations(acceptPage);
    const acceptRegion = await answer(
      acceptPage,
      acceptedId,
      /I accept the new assessed value/,
      'Ann Accepter',
      'Accept and sign',
    );
    const agreementLink = acceptRegion.getByRole('link', { name: 'Download your agreement (PDF)' });
    await expect(agreementLink).toBeVisible();
    await expect(acceptRegion).toContainText('signed Ann Accepter');
    await expect(
      acceptPage.getByRole('region', { name: 'Status' }).locator('[aria-current="step"]'),
    ).toContainText('Accepted');
    await expectNoAxeViolations(acceptPage);
    await acceptPage.screenshot({ path: `${SHOTS}/answer-accepted-1280.png`, fullPage: true });
    const agreement = await acceptPage.request.get(
      (await agreementLink.getAttribute('href')) ?? '',
    );
    expect(agreement.status()).toBe(200);
    const agreementText = await pdfText(await agreement.body());
    for (const expected of [
      'Agreement to the assessed value',
      accepted.print_key,
      dollars(acceptedValue),
      'Signed electronically by Ann Accepter',
      "Assessor's signature",
    ]) {
      expect(agreementText).toContain(expected);
    }
    const agreementMail = await waitForMail(accepter.email, (m) =>
      m.subject.startsWith('Your agreement to the'),
    );
    expect(agreementMail.text).toContain(`/api/applications/${acceptedId}/agreement.pdf`);

    // The second owner, on a phone, disagrees and downloads the packet.
    const disagreeRegion = await answer(
      phone,
      disputedId,
      /I disagree/,
      'Dana Disagreer',
      'Disagree and sign',
    );
    const packetLink = disagreeRegion.getByRole('link', {
      name: 'Download your grievance packet (PDF)',
    });
    await expect(packetLink).toBeVisible();
    await expect(disagreeRegion.getByRole('listitem')).toHaveCount(3);
    await expect(disagreeRegion).toContainText('official form RP-524');
    await expect(disagreeRegion.getByTestId('grievance-countdown')).toContainText(
      /days from today|tomorrow|today/,
    );
    await expectNoAxeViolations(phone);
    await phone.screenshot({ path: `${SHOTS}/answer-disagreed-390.png`, fullPage: true });
    const packet = await phone.request.get((await packetLink.getAttribute('href')) ?? '');
    expect(packet.status()).toBe(200);
    expect(packet.headers()['content-type']).toBe('application/pdf');
    const packetText = await pdfText(await packet.body());
    for (const expected of [
      'Grievance packet for form RP-524',
      'Part One. Owner and property',
      disputed.print_key,
      'Part Two. Assessment and the value asked for',
      '$120,000',
      'Part Three. Grounds for the complaint',
      'Similar houses nearby sold for less.',
      "Part Four. The informal review's outcome",
      dollars(disputedValue),
      'The inspection found the roof needs replacing.',
    ]) {
      expect(packetText).toContain(expected);
    }
    await waitForMail(disagreer.email, (m) => m.subject.startsWith('Your grievance packet for'));

    // Their browser asks for English; they pick Español on the page, and the packet the link
    // gives is Spanish: the link says the page's language, which the server prefers.
    await phone.getByRole('button', { name: 'Español' }).first().click();
    const spanishLink = phone
      .getByRole('region', { name: ES.response.heading })
      .getByRole('link', { name: ES.response.downloadPacket });
    await expect(spanishLink).toHaveAttribute('href', /\?lang=es$/);
    const spanishPacket = await phone.request.get((await spanishLink.getAttribute('href')) ?? '', {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(await pdfText(await spanishPacket.body())).toContain(ES.documents.packet.heading);
    await phone.getByRole('button', { name: 'English' }).first().click();
    await expect(packetLink).toHaveAttribute('href', /\?lang=en$/);

    // Staff open the same documents.
    expect(
      (await staffPage.request.get(`/api/applications/${acceptedId}/agreement.pdf`)).status(),
    ).toBe(200);
    expect(
      (await staffPage.request.get(`/api/applications/${disputedId}/grievance.pdf`)).status(),
    ).toBe(200);

    // The answered page at the other width each, scanned too.
    await acceptPage.setViewportSize(SIZES[1]);
    await expectNoAxeViolations(acceptPage);
    await phone.setViewportSize(SIZES[0]);
    await expectNoAxeViolations(phone);

    // My Applications, on the phone-sized page, says the answer beside that filing.
    await acceptPage.goto('/applications');
    const filings = acceptPage.getByRole('region', { name: 'Submitted filings' });
    await expect(
      filings.getByRole('listitem').filter({ hasText: accepted.print_key }),
    ).toContainText('Accepted');
    await Promise.all([acceptContext.close(), phoneContext.close(), staffContext.close()]);
  });

  test("the agreement's e-mailed link, opened on a phone not signed in, leads through sign-in to the PDF", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Filed, decided and accepted through the API: the link from the e-mail is what is walked.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    const owner = await newSignedInOwner(ownerPage, 'mailed-link');
    const parcel = await findResidentialParcel(ownerPage, 'Chestnut');
    const id = await fileThroughApi(ownerPage.request, parcel.print_key);
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const reviewer = account('super');
    await logIn(staffPage, reviewer.email, reviewer.password);
    await completeLower(staffPage.request, id);
    const answered = await ownerPage.request.post('/api/applications/respond', {
      data: { id, decision: 'accept', name: 'Lena Link' },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    const mail = await waitForMail(owner.email, (m) =>
      m.subject.startsWith('Your agreement to the'),
    );
    const documentPath = `/api/applications/${id}/agreement.pdf`;
    const link = mail.links.find((l) => new URL(l).pathname === documentPath);
    expect(link, mail.links.join('\n')).toBeDefined();

    // A phone that never signed in opens it: the sign-in page, not the API's JSON 401.
    const phoneContext = await browser.newContext({ viewport: SIZES[1] });
    const phone = await phoneContext.newPage();
    await phone.goto(link as string);
    await expect(phone).toHaveURL(/\/login\?redirectTo=/);
    expect(new URL(phone.url()).searchParams.get('redirectTo')).toBe(
      `${documentPath}${new URL(link as string).search}`,
    );
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
      'Log in or create an account',
    );
    await expect(phone.locator('body')).not.toContainText('statusCode');

    // Signed in, the browser loads the document itself. Headless Chromium may save a PDF
    // rather than show it, so the navigation's answer is what is checked.
    const form = phone.getByRole('region', { name: 'Login' });
    await form.getByLabel('Email').fill(owner.email);
    await form.getByLabel('Password', { exact: true }).fill(owner.password);
    const opened = phone.waitForResponse(
      (res) => new URL(res.url()).pathname === documentPath && res.request().isNavigationRequest(),
    );
    await form.getByRole('button', { name: 'Login' }).click();
    const pdf = await opened;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The same session, now signed in, reads the agreement the owner signed.
    const again = await phone.request.get(documentPath);
    expect(again.headers()['content-type']).toBe('application/pdf');
    expect(await pdfText(await again.body())).toContain('Signed electronically by Lena Link');
    await Promise.all([ownerContext.close(), staffContext.close(), phoneContext.close()]);
  });
});
