import { MESSAGES_ES as ES } from '@ir/domain/messages.es.ts';
import { pdfText } from '../../apps/api/test/pdf-text.ts';
import { expect, test, type Browser, type Page } from '../fixtures/test.ts';
import { logIn, solveCaptcha } from '../support/auth.ts';
import { HEIGHT, scan, settled } from '../support/a11y.ts';
import { findResidentialParcel, pdf, SHOTS } from '../support/filing.ts';
import { completeLower } from '../support/review.ts';
import { account, waitForMail } from '../support/stack.ts';

/**
 * A Spanish-speaking owner on a phone, from sign-up to the agreement (decision 037): every
 * page, message, e-mail and document in Spanish; every page scanned by axe (both themes, both
 * widths) in Spanish. The screenshots (SHOTS) are the ones the closing note shows.
 */
test.use({ locale: 'es-US', viewport: { width: 390, height: HEIGHT } });

const PHONE = 390;
const W = ES.filing.wizard;
const stepHeading = (page: Page, step: number, title: string) =>
  page.getByRole('heading', { level: 2, name: `Paso ${step} de 5: ${title}` });
const next = (page: Page) => page.getByRole('button', { name: W.next, exact: true });

async function shot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: PHONE, height: HEIGHT });
  await page.screenshot({ path: `${SHOTS}/es-${name}-390.png`, fullPage: true });
}

async function reviewerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await logIn(page, account('super').email, account('super').password);
  return page;
}

test('a Spanish-speaking owner signs up, files, reads the e-mails and the notice, and accepts, all in Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const email = `propietaria-${Date.now()}@example.com`;
  const password = 'Calle-Magnolia-7';

  // Sign-up, the verification e-mail, and the first sign-in.
  await page.goto('/signup');
  await settled(page, ES.account.loginSignup.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const signup = page.getByRole('region', { name: ES.account.signup.title });
  await signup.getByLabel(ES.account.signup.email).fill(email);
  await signup.getByLabel(ES.account.signup.password, { exact: true }).fill(password);
  await signup.getByLabel(ES.account.signup.retype).fill(password);
  await solveCaptcha(page, signup);
  await shot(page, 'signup');
  await signup.getByRole('button', { name: ES.account.signup.submit }).click();
  await expect(page).toHaveURL(/\/signup-complete$/);
  const verification = await waitForMail(email);
  expect(verification.subject).toMatch(/^Confirme su cuenta de Revisión Informal de /);
  await page.goto(verification.links.find((l) => l.includes('/verify?token=')) as string);
  const login = page.getByRole('region', { name: ES.account.login.title });
  await login.getByLabel(ES.account.login.email).fill(email);
  await login.getByLabel(ES.account.login.password, { exact: true }).fill(password);
  await login.getByRole('button', { name: ES.account.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/applications$/);

  // The wizard, each step scanned in Spanish.
  const parcel = await findResidentialParcel(page, 'Magnolia');
  await page.goto('/file');
  await expect(stepHeading(page, 1, W.steps.propertySearch)).toBeVisible();
  await page.getByLabel(ES.filing.search.address, { exact: true }).fill(parcel.full_address);
  await page
    .getByRole('listbox', { name: ES.filing.search.results })
    .getByRole('option', { name: parcel.print_key })
    .click();
  await expect(page.getByRole('region', { name: ES.filing.search.selected })).toContainText(
    parcel.print_key,
  );
  await scan(page, 'es: wizard step 1');
  await shot(page, 'wizard-1');
  await next(page).click();

  await expect(stepHeading(page, 2, W.steps.applicantInfo)).toBeVisible();
  // Next with nothing filled in: the Spanish error summary.
  await next(page).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await scan(page, 'es: wizard step 2, with errors');
  await shot(page, 'wizard-2-errors');
  const P = ES.filing.person;
  const owner = page.getByRole('region', { name: P.ownerHeading });
  // An empty field says what to enter, beside it and in the summary, whose link leads to it.
  const firstName = owner.getByRole('textbox', { name: P.firstName, exact: true });
  await expect(firstName).toHaveAccessibleDescription(P.enter.owner.firstName);
  await expect(
    page.getByRole('alert').first().getByRole('link', { name: P.enter.owner.firstName }),
  ).toHaveAttribute('href', `#${await firstName.getAttribute('id')}`);
  await owner.getByRole('textbox', { name: P.firstName, exact: true }).fill('Rosa');
  await owner.getByRole('textbox', { name: P.lastName, exact: true }).fill('Martínez');
  await owner.getByRole('textbox', { name: P.address1, exact: true }).fill('7 Magnolia Ave');
  await owner.getByRole('textbox', { name: P.city, exact: true }).fill('Amherst');
  await owner.getByRole('combobox', { name: P.state }).selectOption('NY');
  await owner.getByRole('textbox', { name: P.zipCode, exact: true }).fill('14221');
  await owner.getByRole('textbox', { name: P.phone, exact: true }).fill('5185550142');
  await next(page).click();

  await expect(stepHeading(page, 3, W.steps.valueChange)).toBeVisible();
  await page.getByLabel(ES.filing.value.requested).fill('91000');
  await page.getByLabel(ES.filing.value.reason).selectOption('building_condition_issue');
  await page.getByLabel(ES.filing.value.comments).fill('El techo necesita reemplazo.');
  await scan(page, 'es: wizard step 3');
  await shot(page, 'wizard-3');
  await next(page).click();

  await expect(stepHeading(page, 4, W.steps.supportingFiles)).toBeVisible();
  await page
    .getByLabel(ES.filing.files.choose)
    .setInputFiles({ name: 'techo.pdf', mimeType: 'application/pdf', buffer: pdf('techo') });
  await expect(page.getByRole('list', { name: ES.filing.files.list })).toContainText(
    ES.upload.status.uploaded,
  );
  await scan(page, 'es: wizard step 4');
  await next(page).click();

  await expect(stepHeading(page, 5, W.steps.reviewSubmit)).toBeVisible();
  await scan(page, 'es: wizard step 5');
  await solveCaptcha(page);
  await shot(page, 'wizard-5');
  await page.getByRole('button', { name: ES.filing.summary.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await settled(page, ES.submission.confirm.thanks);
  await expect(page.getByRole('main')).toContainText(ES.submission.confirm.receipt);
  await scan(page, 'es: /confirm');
  await shot(page, 'confirm');
  const receipt = await waitForMail(email, (m) => m.subject.startsWith('Recibimos su'));
  expect(receipt.subject).toMatch(/^Recibimos su Revisión Informal de .+ \(.+\)$/);
  expect(receipt.text).toContain(parcel.print_key);

  // My Applications and the filing's page.
  await page.goto('/applications');
  await settled(page, ES.submission.list.title);
  await scan(page, 'es: /applications');
  await shot(page, 'applications');
  await page.goto('/account/two-factor');
  await settled(page, ES.account.twoFactor.title);
  await scan(page, 'es: /account/two-factor');
  await page.goto('/applications');
  await settled(page, ES.submission.list.title);
  await page.getByRole('link', { name: parcel.print_key }).first().click();
  await expect(page).toHaveURL(/\/applications\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await settled(page, /^Solicitud /);
  await scan(page, 'es: /applications/{id}');

  // A reviewer (in English) completes it; the owner reads the outcome in Spanish.
  const reviewer = await reviewerPage(browser);
  // The review screen says which language the owner reads, to write the explanation in it.
  await reviewer.goto(`/review/${id}`);
  await expect(
    reviewer.getByRole('region', { name: 'Property owner' }).getByText('Owner reads Spanish'),
  ).toBeVisible();
  await completeLower(reviewer.request, id);
  await reviewer.context().close();
  const decision = await waitForMail(email, (m) => m.subject.endsWith('está completa'));
  expect(decision.subject).toMatch(/^Su Revisión Informal de .+ está completa$/);

  await page.goto(`/applications/${id}`);
  const notice = page.getByRole('region', { name: ES.applications.notice.heading });
  await expect(notice).toBeVisible();
  await scan(page, 'es: /applications/{id} with its decision notice');
  await shot(page, 'notice');
  const noticePdf = await page.request.get(`/api/applications/${id}/notice.pdf`, {
    headers: { 'Accept-Language': 'es-US,es;q=0.9' },
  });
  expect(noticePdf.status()).toBe(200);
  expect(await pdfText(await noticePdf.body())).toContain(ES.documents.notice.heading);

  // The owner accepts: the agreement, its e-mail and its PDF, in Spanish.
  const R = ES.response;
  const answer = page.getByRole('region', { name: R.heading });
  await answer.getByRole('radio', { name: R.acceptLabel }).check();
  await answer.getByLabel(R.nameLabel).fill('Rosa Martínez');
  await answer.getByRole('button', { name: R.send }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: R.acceptButton }).click();
  const agreementLink = answer.getByRole('link', { name: R.downloadAgreement });
  await expect(agreementLink).toBeVisible();
  await scan(page, 'es: /applications/{id} accepted');
  await shot(page, 'accepted');
  const agreement = await page.request.get((await agreementLink.getAttribute('href')) ?? '', {
    headers: { 'Accept-Language': 'es-US,es;q=0.9' },
  });
  expect(await pdfText(await agreement.body())).toContain(ES.documents.agreement.heading);
  const agreementMail = await waitForMail(email, (m) => m.subject.startsWith('Su acuerdo'));
  expect(agreementMail.subject).toContain(parcel.full_address.split(',')[0] as string);
});
