/**
 * One virtual owner of the deadline bench: a browser-like HTTP client (its own loopback
 * address, keep-alive connections, cookies, the headers a browser sends, Retry-After honoured)
 * and the journey it walks, from sign-up to My Applications, with think time between steps
 * and the 20-second session poll while signed in.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type {
  ComparableLookup,
  PropertyExtra,
  SubmitReviewBody,
  SuggestedComparable,
} from '@ir/domain';
import type { SmtpCatcher } from '../test/smtp-catcher.ts';
import type { Evidence } from './deadline-files.ts';

export const STEPS = [
  'captcha',
  'signup',
  'verifyuser',
  'signin',
  'poll_session',
  'propertysearchdata',
  'propertyextra',
  'onereview',
  'suggestcomps',
  'propertydata',
  'uploadfile (PDF)',
  'uploadfile (JPEG)',
  'submit_review',
  'applications/view',
] as const;
export type Step = (typeof STEPS)[number];

/** Steps whose goal is p99 ≤ 2 s (password hashing, file scanning and storing); the rest ≤ 1 s. */
export const SLOW_STEPS: ReadonlySet<Step> = new Set([
  'signup',
  'signin',
  'uploadfile (PDF)',
  'uploadfile (JPEG)',
]);

export interface Target {
  /** Where the server listens, on 127.0.0.1. */
  port: number;
  /** The address bar's origin (PUBLIC_URL): the Host and Origin a browser sends. */
  origin: string;
}

export interface Answer {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
  error?: string;
}

export interface Filing {
  irId: number;
  sbl: string;
  files: { sha256: string; size: number }[];
  /** performance.now() of the 200. */
  at: number;
}

/** What a journey needs from the level it runs in. */
export interface Run {
  target: Target;
  catcher: SmtpCatcher;
  /** Addresses whose verification e-mail is still awaited; other mail is dropped. */
  awaiting: Set<string>;
  evidence(): [Evidence, Evidence];
  /** `busy`: a 503 or 429 with Retry-After. */
  record(step: Step, answer: Answer, busy: boolean): void;
  mailLag(ms: number): void;
  acknowledged(filing: Filing): void;
  /** Sleeps, or throws CutOff when the level ends first. */
  pause(ms: number): Promise<void>;
  /** Milliseconds until the level's hard stop. */
  remainingMs(): number;
  readonly stopping: boolean;
}

/** The level ended while the journey was under way: neither filed nor failed. */
export class CutOff extends Error {}

class JourneyFailure extends Error {}

const REQUEST_TIMEOUT_MS = 60_000;
/** As the web app (lib/api.ts): Retry-After is honoured up to 30 s, plus up to a fifth at random. */
const RETRY_WAIT_CAP_MS = 30_000;
/** Busy answers to one request before the owner gives up on the journey. */
export const BUSY_TRIES = 5;
const MAIL_TIMEOUT_MS = 60_000;
/** The failure of a journey whose verification e-mail never came. */
export const NO_MAIL = `no verification e-mail within ${MAIL_TIMEOUT_MS / 1000} s`;
const POLL_INTERVAL_MS = 20_000;
const THINK_MIN_MS = 500;
const THINK_MAX_MS = 2_000;
const PASSWORD = 'Deadline-Passw0rd-1';

/** What Chrome sends with a same-origin fetch (the server compresses only br and gzip). */
const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: Buffer;
  type?: string;
  accept?: string;
}

const get = (path: string): Request => ({ method: 'GET', path, accept: 'application/json' });
const post = (path: string, body: unknown): Request => ({
  method: 'POST',
  path,
  body: Buffer.from(JSON.stringify(body)),
  type: 'application/json',
  accept: 'application/json',
});

/** A browser on its own loopback address: keep-alive connections and a cookie jar. */
export class Browser {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();
  private readonly host: string;

  constructor(
    private readonly target: Target,
    readonly address: string,
  ) {
    // As many connections per host as a browser opens.
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress: address });
    this.host = new URL(target.origin).host;
  }

  /** The next person at this computer: a fresh browser profile. */
  clearCookies(): void {
    this.cookies.clear();
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  /** Ends every connection, those in use included. */
  close(): void {
    this.agent.destroy();
  }

  send(request: Request): Promise<Answer> {
    const started = performance.now();
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: http.OutgoingHttpHeaders = {
      host: this.host,
      ...BROWSER_HEADERS,
      accept: request.accept ?? '*/*',
      ...(request.method === 'POST' ? { origin: this.target.origin } : {}),
      ...(request.body
        ? { 'content-type': request.type, 'content-length': request.body.length }
        : {}),
      ...(cookie ? { cookie } : {}),
    };
    return new Promise((resolve) => {
      const failed = (error: Error) =>
        resolve({
          status: 0,
          headers: {},
          body: Buffer.alloc(0),
          ms: performance.now() - started,
          error: error.message,
        });
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.target.port,
          localAddress: this.address,
          method: request.method,
          path: request.path,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', failed);
          res.on('end', () => {
            this.keep(res.headers['set-cookie']);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            });
          });
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
      );
      req.on('error', failed);
      req.end(request.body);
    });
  }

  private keep(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => {
        const [key = '', value = ''] = a.trim().split('=');
        if (/^max-age$/i.test(key)) return Number(value) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(value) <= Date.now();
        return false;
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
}

/** The wait a 503 or 429 asks for, or undefined when the answer is not one to retry. */
function retryAfterMs(answer: Answer): number | undefined {
  if (answer.status !== 503 && answer.status !== 429) return undefined;
  const header = answer.headers['retry-after'];
  if (header === undefined || header === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function text(answer: Answer): string {
  const { body } = answer;
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(body).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

function json<T>(step: Step, answer: Answer): T {
  try {
    return JSON.parse(text(answer)) as T;
  } catch {
    throw new JourneyFailure(`${step}: the answer is not JSON`);
  }
}

function expectOk(step: Step, answer: Answer): Answer {
  if (answer.status === 200) return answer;
  const why = answer.status === 0 ? `no answer (${answer.error})` : `answered ${answer.status}`;
  throw new JourneyFailure(`${step} ${why}`);
}

export class Owner {
  readonly browser: Browser;
  journeys = 0;

  constructor(
    readonly run: Run,
    readonly id: string,
    address: string,
  ) {
    this.browser = new Browser(run.target, address);
  }

  /**
   * One request of a step, as the web app and its owner would make it: a busy answer (503
   * or 429 with Retry-After) is waited out and the request made again, as the web app does
   * for a GET and the owner, with what was typed kept, does for a POST. `build` runs per
   * attempt, so a retried submission gets a fresh captcha as the widget would.
   */
  async call(step: Step, build: () => Request | Promise<Request>): Promise<Answer> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.browser.send(await build());
      if (this.run.stopping) throw new CutOff();
      const wait = retryAfterMs(answer);
      this.run.record(step, answer, wait !== undefined);
      if (wait === undefined) return answer;
      if (attempt === BUSY_TRIES) {
        throw new JourneyFailure(`${step} still busy after ${BUSY_TRIES} tries`);
      }
      await this.run.pause(Math.min(wait, RETRY_WAIT_CAP_MS) * (1 + Math.random() / 5));
    }
  }

  async think(): Promise<void> {
    await this.run.pause(THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS));
  }

  /** The ALTCHA widget's work: a challenge from the server, solved here. */
  async captcha(): Promise<string> {
    const answer = expectOk('captcha', await this.call('captcha', () => get('/api/auth/captcha')));
    const challenge = json<Parameters<typeof solveChallenge>[0]['challenge']>('captcha', answer);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new JourneyFailure('captcha: no solution found');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  close(): void {
    this.browser.close();
  }
}

/**
 * The session poll of a signed-in page (use-session-polling.ts): only a 401 ends the session
 * (the web app goes to /login); a busy answer's Retry-After skips the polls it covers; any
 * other failure is polled past.
 */
class Poller {
  private readonly timer: NodeJS.Timeout;
  private inFlight: Promise<void> | undefined;
  private quietUntil = 0;
  signedOut = false;

  constructor(private readonly owner: Owner) {
    this.timer = setInterval(() => {
      if (performance.now() < this.quietUntil) return;
      this.inFlight ??= this.poll().finally(() => (this.inFlight = undefined));
    }, POLL_INTERVAL_MS);
  }

  private async poll(): Promise<void> {
    const { browser, run } = this.owner;
    const answer = await browser.send(post('/api/auth/poll_session', { active: true }));
    if (run.stopping) return;
    const wait = retryAfterMs(answer);
    run.record('poll_session', answer, wait !== undefined);
    if (answer.status === 401) this.signedOut = true;
    else if (wait !== undefined) this.quietUntil = performance.now() + wait;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.inFlight;
  }
}

export type Outcome = { filed: boolean; failure?: string; cutOff?: boolean };

/**
 * A new owner at the deadline: signs up, verifies by the e-mailed link, signs in, finds the
 * parcel, looks at it and two comparables, attaches two files, files and sees the filing
 * listed. Returns how it ended; a filing acknowledged before a later step failed still counts.
 */
export async function walkJourney(owner: Owner, sbl: string): Promise<Outcome> {
  const { run, browser } = owner;
  owner.journeys += 1;
  browser.clearCookies();
  let filed = false;
  let poller: Poller | undefined;
  const step = async () => {
    await owner.think();
    if (poller?.signedOut) throw new JourneyFailure('poll_session answered 401: sent to /login');
  };
  try {
    const email = `owner-${owner.id}-${owner.journeys}@example.com`;
    const token = await signUp(owner, email);
    await step();
    expectOk(
      'verifyuser',
      await owner.call('verifyuser', () =>
        get(`/api/auth/verifyuser?token=${encodeURIComponent(token)}`),
      ),
    );
    await step();
    expectOk(
      'signin',
      await owner.call('signin', () => post('/api/auth/signin', { email, password: PASSWORD })),
    );
    if (!browser.hasCookie('ir_session')) throw new JourneyFailure('signin set no session cookie');
    poller = new Poller(owner);

    await step();
    // The wizard's search runs in the browser over the whole list; the body is not read here.
    expectOk(
      'propertysearchdata',
      await owner.call('propertysearchdata', () => get('/api/ir/propertysearchdata')),
    );
    await step();
    const extra = json<PropertyExtra>(
      'propertyextra',
      expectOk(
        'propertyextra',
        await owner.call('propertyextra', () => post('/api/ir/propertyextra', { print_key: sbl })),
      ),
    );
    await step();
    expectOk(
      'onereview',
      await owner.call('onereview', () => post('/api/ir/onereview', { printkey: sbl })),
    );
    await step();
    const suggested = json<{ results: SuggestedComparable[] }>(
      'suggestcomps',
      expectOk(
        'suggestcomps',
        await owner.call('suggestcomps', () => post('/api/ir/suggestcomps', { print_key: sbl })),
      ),
    ).results;
    const comps: string[] = [];
    for (const sale of suggested.slice(0, 2)) {
      await step();
      const lookup = json<ComparableLookup>(
        'propertydata',
        expectOk(
          'propertydata',
          await owner.call('propertydata', () =>
            post('/api/ir/propertydata', { print_key: sale.sbl, subject: sbl }),
          ),
        ),
      );
      if (!lookup.err_msg) comps.push(sale.sbl);
    }

    const files = run.evidence();
    for (const [file, name] of [
      [files[0], 'uploadfile (PDF)'],
      [files[1], 'uploadfile (JPEG)'],
    ] as const) {
      await step();
      expectOk(name, await owner.call(name, () => upload(sbl, file)));
    }

    await step();
    const submitted = expectOk(
      'submit_review',
      await owner.call('submit_review', async () =>
        post('/api/ir/submit_review', submission(sbl, extra, comps, await owner.captcha())),
      ),
    );
    const { ir_id } = json<{ ir_id: number }>('submit_review', submitted);
    filed = true;
    run.acknowledged({
      irId: ir_id,
      sbl,
      files: files.map((f) => ({ sha256: f.sha256, size: f.bytes.length })),
      at: performance.now(),
    });

    await step();
    expectOk(
      'applications/view',
      await owner.call('applications/view', () => get('/api/applications/view')),
    );
    return { filed };
  } catch (error) {
    if (error instanceof CutOff || run.stopping) return { filed, cutOff: true };
    const failure = error instanceof JourneyFailure ? error.message : String(error);
    return { filed, failure: filed ? `after filing: ${failure}` : failure };
  } finally {
    await poller?.stop();
  }
}

/** Sign-up with a solved captcha, then the verification e-mail's token. */
async function signUp(owner: Owner, email: string): Promise<string> {
  const { run } = owner;
  // Registered before the request: the e-mail can reach the catcher before the answer does.
  run.awaiting.add(email);
  try {
    expectOk(
      'signup',
      await owner.call('signup', async () =>
        post('/api/auth/signup', { email, password: PASSWORD, captcha: await owner.captcha() }),
      ),
    );
    const answeredAt = performance.now();
    const wait = Math.min(MAIL_TIMEOUT_MS, run.remainingMs());
    const mail = await run.catcher
      .waitForMessage((m) => m.recipients.includes(email), Math.max(1, wait))
      .catch(() => undefined);
    if (!mail) {
      if (wait < MAIL_TIMEOUT_MS) throw new CutOff();
      throw new JourneyFailure(NO_MAIL);
    }
    run.mailLag(performance.now() - answeredAt);
    const link = mail.links.find((l) => l.includes('/verify?token='));
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new JourneyFailure('the verification e-mail has no link');
    return token;
  } finally {
    run.awaiting.delete(email);
  }
}

/** The multipart body a browser's FormData makes: the parcel first, then the file. */
function upload(sbl: string, file: Evidence): Request {
  const boundary = `----WebKitFormBoundary${Math.random().toString(36).slice(2, 18)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="printkey"\r\n\r\n${sbl}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  return {
    method: 'POST',
    path: '/api/ir/uploadfile',
    body: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
    accept: '*/*',
  };
}

/** The wizard's payload (to-submission.ts) for an owner filing for themselves. */
function submission(
  sbl: string,
  extra: PropertyExtra,
  comps: string[],
  captcha: string,
): SubmitReviewBody {
  const assessed = extra.total_av ?? 200_000;
  return {
    captcha,
    sbl,
    isOwner: true,
    pOFirstName: 'Olive',
    pOLastName: 'Owner',
    pOAddress1: extra.full_address || '12 Maple St',
    pOAddress2: '',
    pOCity: 'Springfield',
    pOState: 'NY',
    pOZipCode: '12345',
    pOPhone: '(518) 555-0142',
    appFirstName: '',
    appLastName: '',
    appAddress1: '',
    appAddress2: '',
    appCity: '',
    appState: '',
    appZipCode: '',
    appPhone: '',
    desiredValue: String(Math.round((assessed * 0.85) / 1000) * 1000),
    reason: comps.length > 0 ? 'comparable_sales' : 'recent_appraisal',
    valueComments: 'Similar houses nearby sold for less; the appraisal is attached.',
    comp1: comps[0] ?? '',
    comp2: comps[1] ?? '',
    comp3: '',
    comp4: '',
    comp5: '',
    save_applicant: false,
    app_status: 'C',
    review_status: 'incomplete',
    address: extra.full_address,
    prop_class: extra.prop_class,
    parcel_id: extra.parcel_id,
    swis_vg: extra.swis_vg,
    asmt_own_code: extra.own_code,
    received_land_value: extra.land_av,
    received_total_value: extra.total_av,
    nbhd_code: extra.nbhd_code,
  };
}
