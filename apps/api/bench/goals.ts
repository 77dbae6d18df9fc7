/**
 * The service issue's open performance goals in one table: each goal beside the figure it was
 * set against (its baseline) and the figure its own bench wrote last. Measures nothing itself:
 * run it after `npm run bench -- deadline poll web reviewtable start`, which each measure their
 * goal against a baseline of their own in the same run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './processes.ts';

interface Goal {
  measure: string;
  section: string;
  baseline: string;
  goal: string;
  /** The figure and its verdict, read from the section's own table. */
  read: (section: string) => { figure: string; met: boolean } | null;
}

/** The cells of the first table row whose first cell contains `label`. */
function row(section: string, label: string): string[] | null {
  const line = section
    .split('\n')
    .find((l) => l.startsWith('|') && l.split('|')[1]?.includes(label));
  return line
    ? line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
    : null;
}

const GOALS: Goal[] = [
  {
    measure: 'server CPU per filed journey (bench deadline)',
    section: 'deadline',
    baseline: '0.189 core-s at 50 owners, 0.141 at 300',
    goal: '≤ 0.15 at every level',
    read: (s) => {
      const cells = row(s, 'server CPU per filed journey');
      return cells ? { figure: cells[1] ?? '', met: cells[2] === 'met' } : null;
    },
  },
  {
    measure: '`poll_session` against a bare Fastify route (PostgreSQL)',
    section: 'poll',
    baseline: '0.33×',
    goal: '≥ 0.5×',
    read: (s) => {
      const cells = row(s, '`POST /api/auth/poll_session` on PostgreSQL');
      return cells
        ? { figure: `${cells[2]}× (${cells[1]})`, met: cells[3]?.endsWith(': met') ?? false }
        : null;
    },
  },
  {
    measure: 'Lighthouse performance, `/` and `/login`, both languages',
    section: 'web',
    baseline: '0.89–0.95',
    goal: '≥ 0.95 each',
    read: (s) => {
      const scores = ['`/` | en', '`/login` | en', '`/` | es', '`/login` | es'].map((page) => {
        const line = s.split('\n').find((l) => l.startsWith(`| ${page} |`));
        return line?.split('|')[3]?.trim() ?? '';
      });
      if (scores.some((score) => score === '')) return null;
      return {
        figure: scores
          .map(
            (score, i) => `${['/ en', '/login en', '/ es', '/login es'][i]} ${score.split(' ')[0]}`,
          )
          .join(', '),
        met: scores.every((score) => score.endsWith('(met)')),
      };
    },
  },
  {
    measure: "staff table first rows from the list's last byte, p50 / p95",
    section: 'reviewtable',
    baseline: '246 / 272 ms',
    goal: '≤ 200 ms p95',
    read: (s) => {
      const cells = row(s, 'the list held back until the page shows');
      return cells ? { figure: cells[1] ?? '', met: cells[2]?.startsWith('met') ?? false } : null;
    },
  },
  {
    measure: 'warm start (`npm start` to readyz, median)',
    section: 'start',
    baseline: '639 ms',
    goal: '≤ 600 ms',
    read: (s) => {
      const cells = row(s, '`npm start`, warm start');
      return cells
        ? {
            figure: `${cells[1]} (${cells[2]}× a bare Fastify start in the same run)`,
            met: cells[3]?.endsWith(': met') ?? false,
          }
        : null;
    },
  },
];

function sectionText(doc: string, name: string): string {
  const from = doc.indexOf(`<!-- bench:${name} -->`);
  const to = doc.indexOf(`<!-- /bench:${name} -->`);
  return from >= 0 && to > from ? doc.slice(from, to) : '';
}

const MEASURED =
  /Measured (\S+ \S+) UTC on (\d+) cores \((.+?)\), [\d.]+ GiB.*load average ([\d. ]+) at the start/;

/**
 * The `Measured …` line's date, processor and load average, which say how far a figure can be
 * trusted and beside what: the sections are not always measured on the same kind of machine.
 */
function when(section: string): string {
  const match = MEASURED.exec(section);
  const processor = match?.[3]?.replaceAll('(R)', '');
  return match ? `${match[1]}, ${processor}, load ${match[4]?.trim()}` : 'not measured';
}

/** A one-minute load above twice the cores: other work had most of the machine. */
function crowded(section: string): boolean {
  const match = MEASURED.exec(section);
  if (!match) return false;
  return Number(match[4]?.trim().split(' ')[0]) > 2 * Number(match[2]);
}

export async function measureGoals(): Promise<string> {
  const doc = readFileSync(path.join(root, 'docs/benchmarks.md'), 'utf8');
  const rows = GOALS.map((g) => {
    const section = sectionText(doc, g.section);
    const found = section ? g.read(section) : null;
    const verdict = found ? (found.met ? 'met' : '**not met**') : 'not measured';
    const result =
      found && crowded(section) ? `${verdict} (on a crowded machine: not a fair test)` : verdict;
    return `| ${g.measure} | ${g.baseline} | ${g.goal} | ${found?.figure ?? '–'} | ${result} | ${g.section}, ${when(section)} |`;
  });
  return `## Goals of the service issue (part 3)

Each goal beside its baseline (the figure the goal was set against) and the figure its own
section above wrote last; each of those benches measures its own baseline in the same run, in
turns (a bare Fastify route or start, Lighthouse's simulated throttling, CPU time per filing).
This table reads those sections and measures nothing itself (\`npm run bench -- goals\`).
A load average above 2 on these 2 cores means other processes were running beside the bench.
The sections may come from different machines of this project's kind (the processor says which):
absolute figures such as CPU seconds and milliseconds differ between them; ratios against a
baseline measured in the same run much less.

| measure | baseline | goal | measured | result | section, when, processor and load |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}
