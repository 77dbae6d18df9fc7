import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { movedClocks } from './moved-clocks.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'moved-clocks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const NOW = Date.parse('2026-11-29T15:00:00Z');
const DAY = 86_400_000;

describe('movedClocks', () => {
  it("moves one municipality's time and the sweeps' by the file, read at each call", () => {
    const file = path.join(dir, 'offsets.json');
    const clocks = movedClocks(file, () => NOW);
    // No file yet: nothing moves.
    expect(clocks.clock('sandlake').getTime()).toBe(NOW);
    expect(clocks.sweepClock().getTime()).toBe(NOW);

    writeFileSync(file, JSON.stringify({ sandlake: 2 * DAY, lyons: DAY }));
    expect(clocks.clock('sandlake').getTime()).toBe(NOW + 2 * DAY);
    expect(clocks.clock('lyons').getTime()).toBe(NOW + DAY);
    // Another municipality's time, and time outside any, stay.
    expect(clocks.clock('kent').getTime()).toBe(NOW);
    expect(clocks.clock().getTime()).toBe(NOW);
    // The sweeps serve every municipality: they go by the furthest-moved clock.
    expect(clocks.sweepClock().getTime()).toBe(NOW + 2 * DAY);

    rmSync(file);
    expect(clocks.clock('sandlake').getTime()).toBe(NOW);
  });

  it('ignores a file that is not an object of numbers', () => {
    const file = path.join(dir, 'bad.json');
    const clocks = movedClocks(file, () => NOW);
    for (const text of ['not json', '[1, 2]', '42', JSON.stringify({ sandlake: 'soon' })]) {
      writeFileSync(file, text);
      expect(clocks.clock('sandlake').getTime()).toBe(NOW);
      expect(clocks.sweepClock().getTime()).toBe(NOW);
    }
  });
});
