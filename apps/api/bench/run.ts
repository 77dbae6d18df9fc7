/**
 * `npm run bench [-- start|poll|import|web|admin|upload|submit|review|reviewtable|search|deadline|cluster|documents|resolution|scale|filingapi|offers|meetings|rollintegrity|chunks|goals ...]`: measures on this machine and rewrites the
 * named sections of docs/benchmarks.md (all of them when none is named), keeping the others.
 * Each figure has a baseline or a goal measured or stated beside it, so the ratios stay
 * meaningful when the machine changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureAdmin } from './admin.ts';
import { measureChunks } from './chunks.ts';
import { measureCluster } from './cluster.ts';
import { measureDeadline } from './deadline.ts';
import { measureDocuments } from './documents.ts';
import { measureFilingApi } from './filing-api.ts';
import { measureGoals } from './goals.ts';
import { measureImport } from './import.ts';
import { measureMeetings } from './meetings.ts';
import { measureOffers } from './offers.ts';
import { measurePoll } from './poll.ts';
import { root } from './processes.ts';
import { measureStart } from './start.ts';
import { measureUpload } from './upload.ts';
import { measureSubmit } from './submit.ts';
import { measureReview } from './review.ts';
import { measureResolution } from './resolution.ts';
import { measureRollIntegrity } from './roll-integrity.ts';
import { measureScale } from './scale.ts';
import { measureReviewTable } from './review-table.ts';
import { measureSearchSection } from './search.ts';
import { measureWeb } from './web.ts';

const SECTIONS = {
  start: measureStart,
  poll: measurePoll,
  import: measureImport,
  web: measureWeb,
  admin: measureAdmin,
  upload: measureUpload,
  submit: measureSubmit,
  review: measureReview,
  reviewtable: measureReviewTable,
  search: measureSearchSection,
  deadline: measureDeadline,
  cluster: measureCluster,
  documents: measureDocuments,
  resolution: measureResolution,
  scale: measureScale,
  filingapi: measureFilingApi,
  offers: measureOffers,
  meetings: measureMeetings,
  rollintegrity: measureRollIntegrity,
  chunks: measureChunks,
  goals: measureGoals,
} satisfies Record<string, () => Promise<string>>;
type Section = keyof typeof SECTIONS;
const ORDER = Object.keys(SECTIONS) as Section[];

const DOC = path.join(root, 'docs/benchmarks.md');
const HEADER = `# Benchmarks

Written by \`npm run bench\` (apps/api/bench/run.ts); do not edit by hand.
\`npm run bench -- web\` (or another of ${ORDER.map((s) => `\`${s}\``).join(', ')}) measures one section again and keeps
the others as they were; each section says when and where it was measured.
`;

const begin = (s: Section) => `<!-- bench:${s} -->`;
const end = (s: Section) => `<!-- /bench:${s} -->`;

/** The sections already in the document, by name. */
function existingSections(): Partial<Record<Section, string>> {
  let text = '';
  try {
    text = readFileSync(DOC, 'utf8');
  } catch {
    return {};
  }
  const found: Partial<Record<Section, string>> = {};
  for (const s of ORDER) {
    const from = text.indexOf(begin(s));
    const to = text.indexOf(end(s));
    if (from >= 0 && to > from) found[s] = text.slice(from + begin(s).length, to).trim();
  }
  return found;
}

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim();
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `Measured ${date} UTC on ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the start.`;
}

async function main() {
  const asked = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = asked.filter((a) => !(a in SECTIONS));
  if (unknown.length > 0) {
    throw new Error(`Unknown section ${unknown.join(', ')}; the sections are ${ORDER.join(', ')}`);
  }
  const run = asked.length > 0 ? ORDER.filter((s) => asked.includes(s)) : ORDER;
  for (const s of run) {
    console.log(`measuring ${s}…`);
    const machine = machineLine();
    const body = await SECTIONS[s]();
    // Read when written, not when begun: another bench may have written its section meanwhile.
    const sections = existingSections();
    sections[s] = body.replace('\n', `\n\n${machine}\n`);
    // Written after each section, so a later failure keeps what was measured.
    const doc = [
      HEADER,
      ...ORDER.map(
        (name) =>
          `${begin(name)}\n${sections[name] ?? `## ${name}\n\nNot measured yet: \`npm run bench -- ${name}\`.`}\n${end(name)}\n`,
      ),
    ].join('\n');
    writeFileSync(DOC, doc);
    console.log(sections[s]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
