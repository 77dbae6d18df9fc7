import { createHmac } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { totpAt } from '../../apps/api/test/totp.ts';
import { bulkRow } from '../../apps/api/test/bulk-forms.ts';
import { municipalityUrl } from '../fixtures/axe.ts';
import { scan } from '../support/a11y.ts';
import { logIn, signUpAndVerify } from '../support/auth.ts';
import { pdf } from '../support/filing.ts';
import {
  E2E_PORTS,
  E2E_POTSDAM_MEGA_ADMIN,
  E2E_POTSDAM_REPRESENTATIVE,
  waitForMail,
} from '../support/stack.ts';

/**
 * Potsdam's rule wants the owner's e-signed authorization (start-stack.ts sets it), so this
 * walk runs there, and its two parcels (imported from apps/api/test/fixtures/parcels-good.csv)
 * are no other spec's.
 */
const MUNI = 'potsdam';
const SIGNED_PARCEL = '101.05-2-14';
const DECLINED_PARCEL = '204.11-1-3';
const FIRM = 'Fair Tax Partners';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The representative's own webhook receiver: a loopback server this test starts. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The firm's own script: plain HTTP to the server with the API key, on potsdam's host, as an
 * office server would call it (no browser, no cookie).
 */
function v1(
  key: string,
  method: 'GET' | 'POST',
  path: string,
  body?: { json: unknown } | { multipart: Buffer; boundary: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; json: Record<string, unknown> }> {
  const payload =
    body === undefined
      ? undefined
      : 'json' in body
        ? Buffer.from(JSON.stringify(body.json))
        : body.multipart;
  const type =
    body === undefined
      ? undefined
      : 'json' in body
        ? 'application/json'
        : `multipart/form-data; boundary=${body.boundary}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORTS.app,
        method,
        path: `/api/v1${path}`,
        headers: {
          host: `${MUNI}.localhost:${E2E_PORTS.app}`,
          authorization: `Bearer ${key}`,
          ...(type ? { 'content-type': type, 'content-length': String(payload?.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function multipartFile(name: string, data: Buffer) {
  const boundary = '----ir-e2e-representative';
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { multipart, boundary };
}

/** The bulk row's fields as the filing API's JSON. */
function apiFiling(sbl: string, fileIds: number[], ownerEmail: string) {
  const { comp1, comp2, comp3, comp4, comp5, files, ...row } = bulkRow(sbl, {
    owner_email: ownerEmail,
  });
  void [comp1, comp2, comp3, comp4, comp5, files];
  return { ...row, comparables: [], file_ids: fileIds };
}

/** The /authorize/ link of the last e-mail to `to`, as a path on the municipality's host. */
async function authorizeLink(to: string, match: (subject: string) => boolean): Promise<string> {
  const mail = await waitForMail(to, (m) => match(m.subject));
  const link = mail.links.find((l) => l.includes('/authorize/'));
  if (!link) throw new Error(`no /authorize/ link in the mail to ${to}`);
  return new URL(link).pathname;
}

async function contextOn(browser: Browser, baseURL: string | undefined, options = {}) {
  return browser.newContext({ baseURL: municipalityUrl(baseURL, MUNI), ...options });
}

async function requestAuthorization(page: Page, sbl: string, ownerName: string, email: string) {
  const T = MESSAGES.authorizations.list;
  await page.getByLabel(T.sbl).fill(sbl);
  await page.getByLabel(T.ownerName).fill(ownerName);
  await page.getByLabel(T.ownerEmail).fill(email);
  await page.getByRole('button', { name: T.send }).click();
  await expect(page.getByText(T.sent.replace('{email}', email))).toBeVisible();
}

test('a representative is authorized by one owner on a phone in Spanish and declined by another, files through the API with an idempotency key, hears it on a webhook, and the owner revokes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const signer = `signer-${stamp}@example.com`;
  const decliner = `decliner-${stamp}@example.com`;
  const receiver = await startReceiver();
  const contexts = [];
  try {
    // Potsdam's mega-admin approves the representative and names the firm.
    const office = await contextOn(browser, baseURL);
    contexts.push(office);
    const mega = await office.newPage();
    await logIn(mega, E2E_POTSDAM_MEGA_ADMIN.email, E2E_POTSDAM_MEGA_ADMIN.password);
    await mega.goto('/admin');
    await mega
      .getByRole('combobox', { name: 'Find a user' })
      .fill(E2E_POTSDAM_REPRESENTATIVE.email);
    await mega.getByRole('option', { name: E2E_POTSDAM_REPRESENTATIVE.email }).click();
    const selected = mega.getByRole('table', { name: 'Selected account' });
    await selected.getByRole('button', { name: 'Approve as representative' }).click();
    await expect(selected.getByText('Approved representative', { exact: true })).toBeVisible();
    await selected.getByLabel(/^Firm name/).fill(FIRM);
    await selected.getByRole('button', { name: 'Save firm name' }).click();
    await expect(selected.getByLabel(/^Firm name/)).toHaveValue(FIRM);

    // 1. The representative asks two owners.
    const firm = await contextOn(browser, baseURL);
    contexts.push(firm);
    const rep = await firm.newPage();
    await logIn(rep, E2E_POTSDAM_REPRESENTATIVE.email, E2E_POTSDAM_REPRESENTATIVE.password);
    await rep.goto('/representative/authorizations');
    await expect(
      rep.getByRole('heading', { level: 1, name: MESSAGES.authorizations.list.title }),
    ).toBeVisible();
    await requestAuthorization(rep, SIGNED_PARCEL, 'Olive Owner', signer);
    await requestAuthorization(rep, DECLINED_PARCEL, 'Dan Decliner', decliner);
    await scan(rep, '/representative/authorizations with two requests');

    // 2. One owner signs on a phone, in Spanish, with no account.
    const phone = await contextOn(browser, baseURL, {
      locale: 'es-US',
      viewport: { width: 390, height: 844 },
    });
    contexts.push(phone);
    const owner = await phone.newPage();
    const ES = MESSAGES_ES.authorizations.page;
    await owner.goto(await authorizeLink(signer, (s) => s.includes(FIRM)));
    await expect(owner.getByRole('heading', { level: 1, name: ES.title })).toBeVisible();
    await expect(owner.getByText(MESSAGES_ES.authorizations.statement.title)).toBeVisible();
    await expect(owner.getByText(SIGNED_PARCEL).first()).toBeVisible();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await scan(owner, '/authorize/{token} in Spanish');
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.getByLabel(ES.nameLabel).fill('Olive Owner');
    await owner.getByLabel(ES.consent).check();
    await owner.getByRole('button', { name: ES.sign }).click();
    await expect(owner.getByText(ES.signed)).toBeVisible();
    await scan(owner, '/authorize/{token} signed, in Spanish');
    // The confirmation, in Spanish, carries the link that revokes.
    await waitForMail(signer, (m) => m.subject.startsWith('Usted autorizó'));

    // The other owner declines.
    const desk = await contextOn(browser, baseURL);
    contexts.push(desk);
    const other = await desk.newPage();
    const EN = MESSAGES.authorizations.page;
    await other.goto(await authorizeLink(decliner, (s) => s.includes(FIRM)));
    await other.getByRole('button', { name: EN.decline }).click();
    const dialog = other.getByRole('alertdialog', { name: EN.declineHeading });
    await dialog.getByRole('button', { name: EN.decline }).click();
    await expect(other.getByText(EN.declined.replace('{firm}', FIRM))).toBeVisible();

    // The representative's list says so.
    await rep.reload();
    const rows = rep.getByRole('region', { name: MESSAGES.authorizations.list.title });
    await expect(rows.getByRole('row').filter({ hasText: SIGNED_PARCEL })).toContainText(
      MESSAGES.authorizations.status.active,
    );
    await expect(rows.getByRole('row').filter({ hasText: DECLINED_PARCEL })).toContainText(
      MESSAGES.authorizations.status.declined,
    );

    // 3. Two-factor sign-in, then a key, then a webhook to the firm's receiver.
    await rep.goto('/account/two-factor');
    await rep.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = (await rep.getByTestId('mfa-secret').textContent())?.replaceAll(' ', '') ?? '';
    await rep.getByLabel('Authentication code').fill(totpAt(secret, new Date()));
    await rep.getByRole('button', { name: 'Turn on' }).click();
    await expect(rep.getByRole('list', { name: 'Recovery codes' })).toBeVisible();

    // The firm's tools are linked from its authorizations page.
    await rep.goto('/representative/authorizations');
    await rep
      .getByRole('navigation', { name: MESSAGES.authorizations.list.tools })
      .getByRole('link', { name: MESSAGES.apiKeysPage.title })
      .click();
    await expect(
      rep.getByRole('heading', { level: 1, name: MESSAGES.apiKeysPage.title }),
    ).toBeVisible();
    await rep
      .getByRole('textbox', { name: new RegExp(`^${MESSAGES.apiKeysPage.nameLabel}`) })
      .fill('Office server');
    await rep.getByRole('button', { name: MESSAGES.apiKeysPage.create }).click();
    const key = (await rep.getByText(/^irk_[A-Za-z0-9_-]{43}$/).textContent()) ?? '';
    expect(key).toMatch(/^irk_/);
    await scan(rep, '/representative/api-keys with a new key');

    await rep.goto('/representative/webhooks');
    await rep
      .getByRole('textbox', { name: new RegExp(`^${MESSAGES.webhooks.urlLabel}`) })
      .fill(receiver.url);
    await rep.getByRole('button', { name: MESSAGES.webhooks.add }).click();
    const signingSecret = (await rep.getByText(/^whsec_/).textContent()) ?? '';
    expect(signingSecret).toMatch(/^whsec_/);
    await scan(rep, '/representative/webhooks with a new webhook');

    // From the firm's script: a file, then the filing, twice with one Idempotency-Key.
    const upload = await v1(key, 'POST', '/files', multipartFile('evidence.pdf', pdf('appraisal')));
    expect(upload.status).toBe(201);
    const filing = apiFiling(SIGNED_PARCEL, [upload.json.file_id as number], signer);
    const idempotency = { 'idempotency-key': `order-${stamp}` };
    const first = await v1(key, 'POST', '/filings', { json: filing }, idempotency);
    expect(first.status).toBe(201);
    expect(first.json.filing_number).toMatch(/^POTSDAM-\d{4}-\d{6}$/);
    const again = await v1(key, 'POST', '/filings', { json: filing }, idempotency);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const listed = await v1(key, 'GET', '/filings');
    const numbers = (listed.json.filings as { filing_number: string }[]).map(
      (f) => f.filing_number,
    );
    expect(numbers.filter((n) => n === first.json.filing_number)).toHaveLength(1);

    // 4. The webhook hears filing.received, signed with the secret.
    await expect
      .poll(() => receiver.received.find((r) => r.headers['x-ir-event'] === 'filing.received'), {
        timeout: 30_000,
      })
      .toBeTruthy();
    const event = receiver.received.find((r) => r.headers['x-ir-event'] === 'filing.received');
    const timestamp = String(event?.headers['x-ir-timestamp']);
    const expected = createHmac('sha256', signingSecret)
      .update(`${timestamp}.${event?.body}`)
      .digest('hex');
    expect(event?.headers['x-ir-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(event?.body ?? '{}')).toMatchObject({
      type: 'filing.received',
      data: { filing_number: first.json.filing_number, sbl: SIGNED_PARCEL },
    });

    // 5. The declined parcel cannot be filed (with a file of its own: a file files once).
    const second = await v1(key, 'POST', '/files', multipartFile('other.pdf', pdf('second')));
    expect(second.status).toBe(201);
    const refused = await v1(
      key,
      'POST',
      '/filings',
      { json: apiFiling(DECLINED_PARCEL, [second.json.file_id as number], decliner) },
      { 'idempotency-key': `order-${stamp}-declined` },
    );
    expect(refused.status).toBe(409);
    expect(refused.json.error_message).toBe('authorization_required');

    // Staff's list names the firm and the owner's authorization; the firm's filter is in the URL.
    await mega.goto(`/appreview?firm_name=${encodeURIComponent(FIRM)}`);
    const staffRow = mega.getByRole('row').filter({ hasText: SIGNED_PARCEL });
    await expect(staffRow).toContainText(FIRM);
    await expect(staffRow).toContainText('Active');
    await expect(mega.getByRole('combobox', { name: 'Filter Firm' })).toHaveValue(FIRM);
    await scan(mega, "/appreview filtered by the representative's firm");

    // 6. The owner, with an account of their own now, sees the filing and revokes.
    const home = await contextOn(browser, baseURL);
    contexts.push(home);
    const mine = await home.newPage();
    await signUpAndVerify(mine, signer, 'Owner-Passw0rd-1');
    await logIn(mine, signer, 'Owner-Passw0rd-1');
    const filed = mine.getByRole('region', { name: MESSAGES.authorizations.owner.heading });
    await expect(filed).toContainText(String(first.json.filing_number));
    await expect(filed).toContainText(
      MESSAGES.authorizations.owner.filedBy.replace('{firm}', FIRM),
    );
    await scan(mine, '/applications with a filing made by a representative');
    const mineList = mine.getByRole('region', {
      name: MESSAGES.authorizations.owner.authorizationsHeading,
    });
    await mineList.getByRole('button', { name: new RegExp(`^${EN.revoke}: ${FIRM}`) }).click();
    const confirm = mine.getByRole('alertdialog', { name: EN.revokeHeading });
    await confirm.getByRole('button', { name: EN.revoke }).click();
    await expect(mine.getByText(EN.revoked.replace('{firm}', FIRM))).toBeVisible();
    await expect(mineList).toContainText(MESSAGES.authorizations.status.revoked);
    await expect
      .poll(
        () => receiver.received.some((r) => r.headers['x-ir-event'] === 'authorization.revoked'),
        { timeout: 30_000 },
      )
      .toBe(true);
    // The revocation reaches staff's list at once.
    await mega.goto(
      `/appreview?firm_name=${encodeURIComponent(FIRM)}&authorization_status=revoked`,
    );
    await expect(mega.getByRole('row').filter({ hasText: SIGNED_PARCEL })).toContainText('Revoked');
    await scan(mega, '/appreview with the revoked authorization');
    void page;
  } finally {
    for (const context of contexts) await context.close();
    await receiver.close();
  }
});
