import fp from 'fastify-plugin';
import type { IntegrityGuard, MunicipalityKey, RepresentativeAuthorizationRule } from '@ir/domain';
import type { Db } from '../db/client.ts';
import { apiError } from './errors.ts';
import { PeriodicWorker, pollWhileDeaf } from './periodic-worker.ts';

/**
 * A municipality the app serves, as every request carries it (`request.municipality`). Its
 * rows, the catalog it is seeded from and the registry below are modules/municipalities'.
 */
export interface MunicipalityConfig {
  key: MunicipalityKey;
  displayName: string;
  shortName: string;
  website: string;
  /** Last day to file (YYYY-MM-DD); the period ends after that day in America/New_York. */
  filingDeadline: string;
  /** The assessment roll the period's filings are about. */
  rollYear: number;
  /** Month the second value notice is mailed (YYYY-MM). */
  secondNoticeMonth: string;
  /** Production host names; `<key>.localhost` always answers too. */
  hosts: string[];
  /**
   * The municipality's property-comparison site, as a template of an https address with the
   * placeholders {municipality}, {parcelId}, {swis} and {compType} (SPEC §5 reason hints).
   * Absent when the municipality has none: the wizard then shows no link.
   */
  comparisonSiteUrl?: string;
  /** The number owners call about this municipality; without it, the firm's FIRM_PHONE. */
  supportPhone?: string;
  /** The Commercial Income & Expense form people with a class above 330 fill in (SPEC §2). */
  incomeExpenseFormUrl?: string;
  /**
   * Grievance Day (YYYY-MM-DD): when the Board of Assessment Review hears formal grievances,
   * named in the outcome e-mail. Absent until the firm confirms the municipality's date: the
   * e-mail then sends the owner to the assessor's office for it.
   */
  grievanceDay?: string;
  /** The assessor the decision notice names, their office address (one line) and phone. */
  assessorName?: string;
  assessorAddress?: string;
  assessorPhone?: string;
  /** The State's equalization rate in percent (85.5), with the year it was set for. */
  equalizationRate?: number;
  equalizationRateYear?: number;
  /** What a representative's filing needs (decision 052); unset: 'file', a file attached. */
  representativeAuthorization?: RepresentativeAuthorizationRule;
  /**
   * A video meeting's link (decision 055): an https template with {municipality},
   * {filingNumber} and {token}. Absent: video meetings are not offered.
   */
  meetingUrlTemplate?: string;
  /** The check before a reduction is final (decision 057); unset: 'warn'. */
  integrityGuard?: IntegrityGuard;
  /** Whether /outcomes and the public outcome files are published (decision 057); unset: off. */
  publishOutcomes?: boolean;
}

/**
 * The municipalities in memory (modules/municipalities' MunicipalityRegistry): the Host check
 * resolves through it, and this plugin reloads it when the table changed.
 */
export interface Municipalities {
  get(key: string): MunicipalityConfig | undefined;
  all(): MunicipalityConfig[];
  /** Host name -> municipality; an unknown host gets DEFAULT_MUNICIPALITY. */
  resolve(hostname: string | undefined): MunicipalityConfig;
  /** Reloads the table if it changed since the last load; answers whether it did. */
  refresh(db: Db): Promise<boolean>;
}

/** A Host (or trusted X-Forwarded-Host) value taken apart and checked. */
export interface RequestHost {
  /** Lower-cased, without a trailing dot; an IPv6 address keeps its brackets. */
  hostname: string;
  port: number | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The municipality this request is for, from its Host header. */
    municipality: MunicipalityConfig;
    /** The host the client addressed (`request.host`), validated; null when none was sent. */
    requestHost: RequestHost | null;
  }
  interface FastifyInstance {
    municipalities: Municipalities;
  }
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * A DNS name or IPv4 address, or a bracketed IPv6 address, then an optional numeric port.
 * Nothing else: userinfo (`localhost:@evil.example`), paths, spaces and percent escapes
 * would all let a link built from the host point somewhere else.
 */
const HOST_PATTERN = new RegExp(
  `^(${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`,
);

/** The host and port of a Host header value, or null if it is not exactly that. */
export function parseHost(value: string): RequestHost | null {
  if (value.length > 260) return null;
  const match = HOST_PATTERN.exec(value.toLowerCase());
  if (!match) return null;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return null;
  return { hostname: (match[1] as string).replace(/\.$/, ''), port };
}

/**
 * How often each instance asks whether the municipalities table changed (decision 034) while
 * the database's notices may be missed; while they flow, a change's notice (migration 0032)
 * reloads it at once and the question is a backstop.
 */
export const MUNICIPALITY_REFRESH_MS = 1000;
const MUNICIPALITY_BACKSTOP_MS = 30_000;

export const municipalityPlugin = fp<{ registry: Municipalities; refreshMs?: number }>(
  async (app, { registry, refreshMs = MUNICIPALITY_REFRESH_MS }) => {
    app.decorate('municipalities', registry);
    // A small read on the worker pool, so a request never waits for it; a change made on
    // another instance (or by `cli municipality`) applies here at its notice, or within
    // refreshMs while notices may be missed.
    const reload = new PeriodicWorker({
      name: 'municipalities reload',
      log: app.log,
      firstDelayMs: refreshMs,
      intervalMs: pollWhileDeaf(app.notices, refreshMs, MUNICIPALITY_BACKSTOP_MS),
      pass: async () => {
        await registry.refresh(app.database.workerDb);
        return false;
      },
    });
    app.notices.subscribe('work_ready', {
      notice: (payload) => {
        if (payload === 'municipalities') reload.wake();
      },
      listening: () => reload.wake(),
    });
    app.addHook('onReady', async () => reload.start());
    app.addHook('onClose', async () => reload.stop());
    app.decorateRequest('municipality', null as unknown as MunicipalityConfig);
    app.decorateRequest('requestHost', null);
    app.addHook('onRequest', async (request, reply) => {
      // The raw Host chooses the municipality; request.host (X-Forwarded-Host behind a
      // trusted proxy) is what links are built from. Both must be plain host names.
      const raw = request.headers.host;
      const sent = request.host;
      const rawHost = raw === undefined || raw === '' ? null : parseHost(raw);
      const requestHost = sent === '' ? null : parseHost(sent);
      if ((raw !== undefined && raw !== '' && !rawHost) || (sent !== '' && !requestHost)) {
        return reply.status(400).send(apiError(400, 'The Host header is not valid.', 'bad_host'));
      }
      request.requestHost = requestHost;
      request.municipality = registry.resolve(rawHost?.hostname);
    });
  },
  { name: 'municipality', dependencies: ['database-notices'] },
);
