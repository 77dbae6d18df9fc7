/**
 * The landing page: its initial JavaScript gzipped against the bundle budget, the bytes it
 * takes on the wire, Lighthouse's performance and accessibility scores of `/` and `/login` in
 * both languages, and the accessibility score of every owner and reviewer page
 * (web-accessibility.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Language } from '@ir/domain/languages.ts';
import { fmt, PORT, root, run, startServer } from './processes.ts';
import { createAccounts, measureAccessibility } from './web-accessibility.ts';

const BUDGET_KB = 100;
const SCORE_GOAL = 0.95;
const DIST = path.join(root, 'apps/web/dist');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

interface InitialFile {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

/** What dist/index.html makes the browser load at once: the entry, its preloads, the CSS. */
export function initialFiles(indexHtml: string): InitialFile[] {
  const files: InitialFile[] = [];
  const add = (url: string, kind: InitialFile['kind']) => {
    if (files.some((f) => f.url === url)) return;
    const content = readFileSync(path.join(DIST, url));
    files.push({
      url,
      kind,
      bytes: content.length,
      gzipBytes: gzipSync(content, { level: 9 }).length,
    });
  };
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) {
      add(attr('src')!, 'js');
    } else if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) {
      add(attr('href')!, 'js');
    } else if (tag.startsWith('<link') && attr('rel') === 'stylesheet' && attr('href')) {
      add(attr('href')!, 'css');
    }
  }
  return files;
}

/** Body bytes of one answer as sent, without decoding it. */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  totalBytes: number;
  compressionSavings: number;
  unusedJsSavings: number;
}

/** One page's Lighthouse run, by a first-time visitor whose browser asks for `language`. */
async function lighthouse(
  url: string,
  outDir: string,
  language: Language,
): Promise<LighthouseFigures> {
  const out = path.join(outDir, `${new URL(url).pathname.replace(/\W/g, '_')}-${language}.json`);
  await run(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=--headless --no-sandbox --disable-gpu --accept-lang=${language}`,
      '--quiet',
    ],
    { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number } }>;
  };
  return {
    performance: report.categories.performance?.score ?? NaN,
    accessibility: report.categories.accessibility?.score ?? NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    totalBytes: report.audits['total-byte-weight']?.numericValue ?? NaN,
    compressionSavings: report.audits['uses-text-compression']?.details?.overallSavingsBytes ?? 0,
    unusedJsSavings: report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
  };
}

export async function measureWeb(): Promise<string> {
  console.log('building the web app…');
  await run('npm', ['run', 'build'], {});
  const indexHtml = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = initialFiles(indexHtml);
  const js = files.filter((f) => f.kind === 'js');
  const css = files.filter((f) => f.kind === 'css');
  const sum = (list: InitialFile[], key: 'bytes' | 'gzipBytes') =>
    list.reduce((total, f) => total + f[key], 0);
  const jsGzip = sum(js, 'gzipBytes');

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-web-'));
  const base = `http://localhost:${PORT}`;
  const env = { DATA_DIR: path.join(scratch, 'data') };
  await createAccounts(env);
  const server = await startServer(
    process.execPath,
    [path.join(root, 'scripts/start.mjs')],
    env,
    `${base}/api/readyz`,
  );
  try {
    const urls = ['/', ...files.map((f) => f.url)];
    const wire = async (encoding: string) => {
      let total = 0;
      for (const u of urls) total += await wireBytes(`${base}${u}`, encoding);
      return total;
    };
    const brotli = await wire('br, gzip');
    const gzip = await wire('gzip');
    const plain = await wire('identity');
    console.log('running Lighthouse…');
    const runs: [string, Language, LighthouseFigures][] = [];
    for (const language of ['en', 'es'] as const) {
      for (const page of ['/', '/login']) {
        runs.push([page, language, await lighthouse(`${base}${page}`, scratch, language)]);
      }
    }
    console.log('auditing every owner and reviewer page in both languages…');
    const accessibility = await measureAccessibility(base);
    const perfect = accessibility.filter((a) => a.score === 1).length;
    const score = (s: number) => `${s.toFixed(2)} (${s >= SCORE_GOAL ? 'met' : 'not met'})`;
    const lhRow = ([page, language, f]: [string, Language, LighthouseFigures]) =>
      `| \`${page}\` | ${language} | ${score(f.performance)} | ${score(f.accessibility)} | ${fmt(f.lcpMs)} ms | ${kb(f.totalBytes)} | ${kb(f.compressionSavings)} | ${kb(f.unusedJsSavings)} |`;
    return `## Landing page

Initial files: what \`apps/web/dist/index.html\` loads at once (its module script, its
modulepreloads and its stylesheets), after \`npm run build\`. Gzip sizes at level 9.

| file | size | gzipped |
| --- | --- | --- |
${files.map((f) => `| ${f.url} | ${kb(f.bytes)} | ${kb(f.gzipBytes)} |`).join('\n')}
| **initial JavaScript** (budget ≤ ${BUDGET_KB} KB gzipped: ${jsGzip <= BUDGET_KB * 1000 ? 'met' : 'not met'}) | ${kb(sum(js, 'bytes'))} | **${kb(jsGzip)}** |
| initial CSS | ${kb(sum(css, 'bytes'))} | ${kb(sum(css, 'gzipBytes'))} |

Bytes on the wire for \`/\`: the bodies of \`/\` and of the initial files as the built server
(\`node scripts/start.mjs\`) sends them, by what the browser accepts.

| Accept-Encoding | bytes |
| --- | --- |
| \`br, gzip\` (every current browser) | ${kb(brotli)} |
| \`gzip\` | ${kb(gzip)} |
| none | ${kb(plain)} |

Lighthouse ${"(npm `lighthouse`, default mobile profile with simulated throttling, Debian's Chromium headless)"}
against the built server on a fresh data folder; goal ≥ ${SCORE_GOAL} for both scores. A
first visit: the browser asks for the language (\`--accept-lang\`), as a Spanish speaker's does.

| page | language | performance | accessibility | LCP | total bytes | missing compression | unused JavaScript |
| --- | --- | --- | --- | --- | --- | --- | --- |
${runs.map(lhRow).join('\n')}

Accessibility of every page an owner and a reviewer meet, in both languages (Lighthouse user
flow snapshots at 412 px, as each role sees the page; the wizard's steps opened from the tab's
draft). Goal 1.00 on each: ${perfect} of ${accessibility.length} met.

| page | English | Spanish | failing audits | headings seen (Spanish) |
| --- | --- | --- | --- | --- |
${[...new Set(accessibility.map((a) => a.page))]
  .map((page) => {
    const of = (language: Language) =>
      accessibility.find((a) => a.page === page && a.language === language);
    const failing = [...new Set([...(of('en')?.failing ?? []), ...(of('es')?.failing ?? [])])];
    return `| ${page} | ${of('en')?.score.toFixed(2) ?? '-'} | ${of('es')?.score.toFixed(2) ?? '-'} | ${failing.join(', ') || 'none'} | ${of('es')?.shown ?? ''} |`;
  })
  .join('\n')}
`;
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
