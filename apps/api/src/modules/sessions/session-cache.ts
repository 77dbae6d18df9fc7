import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import {
  findActiveSessionByHash,
  withinSessionLimits,
  type ActiveSession,
} from './session-store.ts';
import { hashToken } from './tokens.ts';

export interface SessionCacheLimits {
  /** Entries kept; the least recently used goes first. */
  maxEntries: number;
  /** An entry is read again from the database after this long, whatever was notified. */
  maxAgeMs: number;
}

/**
 * 10,000 sessions of a few hundred bytes each is a few megabytes per instance. The maximum
 * age is only a backstop: change notices are what keep entries true (decision 060).
 */
export const SESSION_CACHE_LIMITS: SessionCacheLimits = { maxEntries: 10_000, maxAgeMs: 30_000 };

/**
 * The sessions this instance has found alive, keyed by the token's hash, so a request need not
 * read the session and its account again (decision 060). An entry is dropped on a change
 * notice from the database (session_changes, sent by the triggers of migration 0031):
 * `s:<hash>` one session, `u:<account id>` an account's sessions, `*` all. While nothing
 * listens for those notices, the cache is not used at all: a notice missed then could
 * otherwise keep an ended session alive.
 */
export class SessionCache {
  readonly #entries: LRUCache<string, ActiveSession>;
  #listening = false;
  /**
   * Moves with every notice and every change of listening: a database read that started before
   * it may have seen a row the notice has since ended, so its result is not cached.
   */
  #generation = 0;

  constructor(limits: SessionCacheLimits = SESSION_CACHE_LIMITS) {
    // noUpdateTTL: recording activity must not extend an entry's maximum age.
    this.#entries = new LRUCache({
      max: limits.maxEntries,
      ttl: limits.maxAgeMs,
      noUpdateTTL: true,
    });
  }

  get listening(): boolean {
    return this.#listening;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Notices flow again: entries from before may have missed some, so they all go. */
  listeningStarted(): void {
    this.#entries.clear();
    this.#generation += 1;
    this.#listening = true;
  }

  /** Notices may be missed from now on: every request reads the database until they resume. */
  listeningStopped(): void {
    this.#listening = false;
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Applies one notice's payload. */
  changed(payload: string): void {
    this.#generation += 1;
    if (payload.startsWith('s:')) {
      this.#entries.delete(payload.slice(2));
      return;
    }
    const userId = payload.startsWith('u:') ? Number(payload.slice(2)) : NaN;
    // '*', or a payload this version does not know: dropping everything is always safe.
    if (!Number.isSafeInteger(userId)) {
      this.#entries.clear();
      return;
    }
    for (const [idHash, session] of this.#entries.entries()) {
      if (session.user.id === userId) this.#entries.delete(idHash);
    }
  }

  /** findActiveSession, answered from the cache when it may be. */
  async find(
    db: Db,
    token: string,
    municipalityKey: string,
    now: Date,
  ): Promise<ActiveSession | null> {
    const idHash = hashToken(token);
    if (this.#listening) {
      const cached = this.#entries.get(idHash);
      // An entry that looks idle is read again: another instance may have recorded activity.
      if (
        cached &&
        cached.user.municipalityKey === municipalityKey &&
        withinSessionLimits(cached, now)
      ) {
        return cached;
      }
    }
    const generation = this.#generation;
    const session = await findActiveSessionByHash(db, idHash, municipalityKey, now);
    if (!session) this.#entries.delete(idHash);
    else if (this.#listening && generation === this.#generation) this.#entries.set(idHash, session);
    return session;
  }

  /**
   * This instance recorded activity on a session: its entry, if it still has one, moves too.
   * An entry a notice dropped meanwhile is not put back.
   */
  touched(idHash: string, now: Date): void {
    const cached = this.#entries.peek(idHash);
    if (cached) this.#entries.set(idHash, { ...cached, lastActiveAt: now });
  }
}
