/**
 * What Playwright starts as its web server: a real SMTP server catching mail, a local OpenID
 * provider standing in for Google, accounts for each role made with the real CLI, and the
 * app server on a fresh data folder wired to both. Caught mail is served as JSON for the
 * specs on MAIL_API_PORT.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { valuationDate } from '@ir/domain';
import { startSmtpCatcher } from '../../apps/api/test/smtp-catcher.ts';
import { appRedirectUris, start as startOidcProvider } from '../../apps/api/test/oidc-provider.ts';
import {
  E2E_ACCOUNTS,
  E2E_GOOGLE_USER,
  E2E_KENT_MEGA_ADMIN,
  E2E_LYONS_MEGA_ADMIN,
  E2E_LYONS_PARCELS,
  E2E_POTSDAM_MEGA_ADMIN,
  E2E_POTSDAM_REPRESENTATIVE,
  E2E_MFA_ACCOUNT,
  E2E_PORTS,
  E2E_SANDLAKE_REVIEWER,
  E2E_CLOCK_OFFSETS_FILE,
  E2E_TAGHKANIC_REVIEWER,
  E2E_TAGHKANIC_SOLD_FILE,
  E2E_TAGHKANIC_TOWN,
} from './stack.ts';
import { writeDemoRoll } from './demo-roll.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-e2e-'));

const smtp = await startSmtpCatcher({ port: E2E_PORTS.smtp });
const appOrigins = ['localhost', 'amherst.localhost', 'kent.localhost'].map(
  (host) => `http://${host}:${E2E_PORTS.app}`,
);
const oidc = await startOidcProvider({
  port: E2E_PORTS.oidc,
  users: [E2E_GOOGLE_USER],
  redirectUris: appRedirectUris(appOrigins),
});

// GET /messages?to=address -> the mail caught for that address, newest last.
const mailApi = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = smtp.messages
    .filter((m) => !to || m.recipients.includes(to))
    .map(({ recipients, subject, text, links, attachments }) => ({
      recipients,
      subject,
      text,
      links,
      attachments,
    }));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(messages));
});
await new Promise<void>((resolve) => mailApi.listen(E2E_PORTS.mailApi, '127.0.0.1', resolve));

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(E2E_PORTS.app),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // The browsers are behind this loopback 'proxy': each test's X-Forwarded-For is its address.
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Informal Review <no-reply@example.com>',
  // Real proof of work, small enough for a test browser to solve in a moment.
  CAPTCHA_COMPLEXITY: '2000',
  CAPTCHA_HMAC_KEY: 'e2e-captcha-key',
  // A reminder pass every 2 seconds, so the reminders spec sees its e-mail at once.
  REMINDER_INTERVAL_SECONDS: '2',
  // The settlement sweeps every 2 seconds too; the settlement walk moves Sand Lake's time.
  OFFER_SWEEP_INTERVAL_SECONDS: '2',
  MEETING_SWEEP_INTERVAL_SECONDS: '2',
  TEST_CLOCK_OFFSETS_FILE: E2E_CLOCK_OFFSETS_FILE,
  // The accessibility statement's e-mail for reporting a barrier.
  ACCESSIBILITY_EMAIL: 'accessibility@assessment-firm.example.com',
  ...oidc.env,
};

const cli = (args: string[]) => {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/cli.mjs'), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed:\n${result.stderr}`);
};
for (const account of [
  ...E2E_ACCOUNTS,
  E2E_MFA_ACCOUNT,
  E2E_KENT_MEGA_ADMIN,
  E2E_LYONS_MEGA_ADMIN,
  E2E_POTSDAM_MEGA_ADMIN,
  E2E_POTSDAM_REPRESENTATIVE,
  E2E_SANDLAKE_REVIEWER,
  E2E_TAGHKANIC_REVIEWER,
  E2E_TAGHKANIC_TOWN,
]) {
  cli([
    'user',
    'create',
    '--muni',
    account.muni,
    '--email',
    account.email,
    '--role',
    account.role,
    '--password',
    account.password,
  ]);
}

cli(['import', 'parcels', '--muni', 'lyons', path.join(root, E2E_LYONS_PARCELS)]);
// Potsdam: an open period and the e-signed authorization rule, for the representatives' walk.
cli(['import', 'parcels', '--muni', 'potsdam', path.join(root, E2E_LYONS_PARCELS)]);
const openYear = new Date().getUTCFullYear() + 1;
cli([
  'municipality',
  'set',
  '--key',
  'potsdam',
  '--deadline',
  `${openYear}-03-31`,
  '--roll-year',
  String(openYear),
  '--representative-authorization',
  'e_sign',
]);

// Sand Lake: the settlement walk's, with an open period, Grievance Day months ahead (an offer's
// respond-by date never falls after it) and a video meeting link. Its time starts unmoved.
rmSync(E2E_CLOCK_OFFSETS_FILE, { force: true });
cli(['import', 'parcels', '--muni', 'sandlake', path.join(root, E2E_LYONS_PARCELS)]);
cli([
  'municipality',
  'set',
  '--key',
  'sandlake',
  '--deadline',
  `${openYear}-03-31`,
  '--roll-year',
  String(openYear),
  '--grievance-day',
  `${openYear}-05-26`,
  '--meeting-url-template',
  'https://meet.example.com/{municipality}/{filingNumber}?t={token}',
]);

// Taghkanic: the roll integrity walk's, with a generated roll whose sales fall in the ratio
// study's window of its (next) roll year, the guard asking for a note, and outcomes published.
const roll = writeDemoRoll(mkdtempSync(path.join(os.tmpdir(), 'ir-e2e-roll-')), {
  seed: 7,
  parcels: 600,
  sales: 150,
  now: new Date(`${valuationDate(openYear)}T12:00:00Z`),
});
cli(['import', 'parcels', '--muni', 'taghkanic', roll.parcels]);
cli(['import', 'sales', '--muni', 'taghkanic', roll.sales]);
writeFileSync(E2E_TAGHKANIC_SOLD_FILE, JSON.stringify(roll.soldResidential));
cli([
  'municipality',
  'set',
  '--key',
  'taghkanic',
  '--deadline',
  `${openYear}-03-31`,
  '--roll-year',
  String(openYear),
  '--grievance-day',
  `${openYear}-05-26`,
  '--integrity-guard',
  'require_note',
  '--publish-outcomes',
  'on',
]);

// As `npm start` runs it: the web app test:e2e just built, the API's bundle (the CLI above
// built it), in one process.
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});

async function stop(signal: NodeJS.Signals) {
  server.kill(signal);
  await Promise.all([smtp.close(), oidc.close(), new Promise((r) => mailApi.close(r))]);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
server.on('exit', (code) => process.exit(code ?? 0));
