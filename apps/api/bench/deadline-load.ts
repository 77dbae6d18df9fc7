/**
 * The load generator of the deadline bench, in a process of its own (forked by deadline.ts)
 * so its CPU is measured apart from the bench's and the server's: the SMTP catcher the server
 * mails to, and each level's virtual owners. It speaks to its parent over IPC.
 */
import { startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher.ts';
import { evidenceMaker, type Evidence } from './deadline-files.ts';
import {
  CutOff,
  NO_MAIL,
  Owner,
  STEPS,
  walkJourney,
  type Answer,
  type Filing,
  type Run,
  type Step,
  type Target,
} from './deadline-owner.ts';

export interface LevelOrder {
  /** Which level of the run this is: each level's owners get addresses of their own. */
  index: number;
  owners: number;
  /** How long journeys may start, ramp included. */
  seconds: number;
  rampSeconds: number;
  /** How long journeys under way at the end may take to finish before they are cut off. */
  drainSeconds: number;
}

export type ToLoad =
  | { type: 'setup'; target: Target; parcels: string[] }
  | { type: 'level'; order: LevelOrder }
  | { type: 'stop' };

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface StepResult {
  step: Step;
  latency: Summary;
  /** Answers by status ('no answer' for none), every attempt counted. */
  statuses: Record<string, number>;
  /** Busy answers (503 or 429 with Retry-After), waited out as the web app does. */
  busy: number;
  /** Of those, the 503s: the overload answer the goals allow, unlike any other 5xx. */
  busy503: number;
}

export interface LevelResult {
  owners: number;
  windowMs: number;
  started: number;
  filed: number;
  /** Filings acknowledged while journeys could still start (the rate's numerator). */
  filedInWindow: number;
  failed: number;
  cutOff: number;
  /** Why journeys failed, most frequent first. */
  failures: [string, number][];
  steps: StepResult[];
  mail: Summary & { missing: number };
  filings: Filing[];
  ranOutOfParcels: boolean;
  /**
   * Each failed request (no answer, or a 5xx other than the busy 503 with Retry-After), with
   * when it ended (Date.now(), which the bench shares): the cluster bench tells apart those
   * of a killed instance.
   */
  failedRequests: FailedRequest[];
}

export interface FailedRequest {
  at: number;
  step: Step;
  status: string;
}

export type FromLoad =
  | { type: 'ready'; smtpUrl: string }
  | { type: 'done'; result: LevelResult }
  | { type: 'failed'; message: string };

const send = (message: FromLoad) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summarise(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  return {
    count: sorted.length,
    p50: at(0.5) ?? NaN,
    p95: at(0.95) ?? NaN,
    p99: at(0.99) ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/** Owner n of level i browses from 127.(20+i).x.y: addresses never shared across levels. */
function addressOf(level: number, n: number): string {
  return `127.${20 + level}.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

class StepStats {
  latencies: number[] = [];
  statuses: Record<string, number> = {};
  busy = 0;
  busy503 = 0;
}

class LevelRun implements Run {
  stopping = false;
  private readonly started = performance.now();
  readonly windowEnd: number;
  private readonly hardStop: number;
  private readonly steps = new Map<Step, StepStats>(STEPS.map((s) => [s, new StepStats()]));
  private readonly lags: number[] = [];
  private readonly filings: Filing[] = [];
  private readonly failures = new Map<string, number>();
  private readonly failedRequests: FailedRequest[] = [];
  private readonly owners: Owner[] = [];
  private counts = { started: 0, filed: 0, failed: 0, cutOff: 0, mailMissing: 0 };
  private ranOutOfParcels = false;

  constructor(
    readonly order: LevelOrder,
    readonly target: Target,
    readonly catcher: SmtpCatcher,
    readonly awaiting: Set<string>,
    readonly evidence: () => [Evidence, Evidence],
    private readonly nextParcel: () => string | undefined,
  ) {
    this.windowEnd = this.started + order.seconds * 1000;
    this.hardStop = this.windowEnd + order.drainSeconds * 1000;
  }

  record(step: Step, answer: Answer, busy: boolean): void {
    const stats = this.steps.get(step) as StepStats;
    stats.latencies.push(answer.ms);
    const key = answer.status === 0 ? 'no answer' : String(answer.status);
    stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
    if (busy) stats.busy += 1;
    if (busy && answer.status === 503) stats.busy503 += 1;
    if (answer.status === 0 || (answer.status >= 500 && !(busy && answer.status === 503))) {
      this.failedRequests.push({ at: Date.now(), step, status: key });
    }
  }

  mailLag(ms: number): void {
    this.lags.push(ms);
  }

  acknowledged(filing: Filing): void {
    this.filings.push(filing);
  }

  remainingMs(): number {
    return this.hardStop - performance.now();
  }

  async pause(ms: number): Promise<void> {
    if (this.stopping || ms > this.remainingMs()) throw new CutOff();
    await sleep(ms);
    if (this.stopping) throw new CutOff();
  }

  private async owner(n: number): Promise<void> {
    await sleep((n * this.order.rampSeconds * 1000) / this.order.owners);
    const owner = new Owner(this, `${this.order.index}-${n}`, addressOf(this.order.index, n));
    this.owners.push(owner);
    try {
      while (performance.now() < this.windowEnd && !this.stopping) {
        const sbl = this.nextParcel();
        if (sbl === undefined) {
          this.ranOutOfParcels = true;
          return;
        }
        this.counts.started += 1;
        const outcome = await walkJourney(owner, sbl);
        if (outcome.filed) this.counts.filed += 1;
        else if (outcome.cutOff) this.counts.cutOff += 1;
        else this.counts.failed += 1;
        if (outcome.failure) {
          if (outcome.failure === NO_MAIL) this.counts.mailMissing += 1;
          this.failures.set(outcome.failure, (this.failures.get(outcome.failure) ?? 0) + 1);
        }
      }
    } finally {
      owner.close();
    }
  }

  async run(): Promise<LevelResult> {
    const stopAt = setTimeout(() => {
      this.stopping = true;
      // Requests still under way at the hard stop are abandoned, not waited for.
      for (const owner of this.owners) owner.close();
    }, this.hardStop - performance.now());
    await Promise.all(Array.from({ length: this.order.owners }, (_, n) => this.owner(n)));
    clearTimeout(stopAt);
    return {
      owners: this.order.owners,
      windowMs: this.windowEnd - this.started,
      started: this.counts.started,
      filed: this.counts.filed,
      filedInWindow: this.filings.filter((f) => f.at <= this.windowEnd).length,
      failed: this.counts.failed,
      cutOff: this.counts.cutOff,
      failures: [...this.failures].sort((a, b) => b[1] - a[1]),
      steps: [...this.steps].map(([step, s]) => ({
        step,
        latency: summarise(s.latencies),
        statuses: s.statuses,
        busy: s.busy,
        busy503: s.busy503,
      })),
      mail: { ...summarise(this.lags), missing: this.counts.mailMissing },
      filings: this.filings,
      ranOutOfParcels: this.ranOutOfParcels,
      failedRequests: this.failedRequests,
    };
  }
}

async function main(): Promise<void> {
  const catcher = await startSmtpCatcher();
  const awaiting = new Set<string>();
  // Only verification e-mails still awaited are kept; receipts and the rest would pile up.
  const prune = setInterval(() => {
    const kept = catcher.messages.filter((m) => m.recipients.some((r) => awaiting.has(r)));
    catcher.messages.splice(0, catcher.messages.length, ...kept);
  }, 5_000);
  const evidence = evidenceMaker();
  let target: Target | undefined;
  let parcels: string[] = [];
  let next = 0;

  process.on('message', (message: ToLoad) => {
    if (message.type === 'setup') {
      target = message.target;
      parcels = message.parcels;
    } else if (message.type === 'level') {
      if (!target) throw new Error('a level was asked for before the setup');
      new LevelRun(message.order, target, catcher, awaiting, evidence, () => parcels[next++])
        .run()
        .then(
          (result) => send({ type: 'done', result }),
          (error: unknown) => send({ type: 'failed', message: String(error) }),
        );
    } else {
      clearInterval(prune);
      void catcher.close().finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', smtpUrl: catcher.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
