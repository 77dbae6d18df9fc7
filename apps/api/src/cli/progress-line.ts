import type { ImportProgress } from '../modules/properties/index.ts';

export interface ProgressLine {
  update(progress: ImportProgress): void;
  /** Clears the line so the report starts on a clean one. */
  done(): void;
}

const EVERY_MS = 200;

/** One self-overwriting status line on a terminal; nothing when output goes to a file or pipe. */
export function createProgressLine(stream: NodeJS.WriteStream, label: string): ProgressLine {
  if (!stream.isTTY) return { update() {}, done() {} };
  const started = performance.now();
  let shownAt = -Infinity;
  return {
    update(p) {
      const now = performance.now();
      if (now - shownAt < EVERY_MS) return;
      shownAt = now;
      const rate = Math.round(p.read / Math.max((now - started) / 1000, 0.001));
      const share = p.total > 0 ? ` (${Math.floor((100 * p.read) / p.total)}%)` : '';
      const f = (v: number) => v.toLocaleString('en-US');
      stream.write(
        `\r\x1b[K${label}: ${f(p.read)} of ${f(p.total)} rows${share}, ${f(rate)} rows/s, ` +
          `${f(p.inserted)} inserted, ${f(p.updated)} updated, ${f(p.rejected)} rejected`,
      );
    },
    done() {
      stream.write('\r\x1b[K');
    },
  };
}
