import { readFileSync } from 'node:fs';

/**
 * A test server's clocks, moved forward per municipality (TEST_CLOCK_OFFSETS_FILE, refused in
 * production): the file holds a JSON object of municipality keys and milliseconds, read at
 * each call, so a browser test moves one municipality's time (its requests' `now`, and so its
 * offers' and meetings' days) without touching another test's. A missing or unreadable file
 * moves nothing. Time outside a municipality (sessions, rate limits) is never moved.
 */
export interface MovedClocks {
  /** A request's time: now, plus its municipality's offset. */
  clock: (municipalityKey?: string) => Date;
  /** The sweeps' time (they serve every municipality): now plus the largest offset. */
  sweepClock: () => Date;
}

export function movedClocks(file: string, now: () => number = Date.now): MovedClocks {
  const offsets = (): Record<string, number> => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, number] =>
            typeof entry[1] === 'number' && Number.isFinite(entry[1]),
        ),
      );
    } catch {
      return {};
    }
  };
  return {
    clock: (municipalityKey) =>
      new Date(now() + (municipalityKey === undefined ? 0 : (offsets()[municipalityKey] ?? 0))),
    sweepClock: () => new Date(now() + Math.max(0, ...Object.values(offsets()))),
  };
}
