/**
 * Summarises a V8 .cpuprofile (`node --cpu-prof`): self time by function and by package, over
 * chosen windows of the monotonic clock. The profile's timestamps are microseconds of the
 * same clock as process.hrtime, so a window measured in the bench process selects the
 * samples of that stretch of the server's life. Only the main thread is sampled: work on
 * libuv's pool (password hashing, compression, file reads) shows up as the JavaScript that
 * waits for it, not as its own cost.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './processes.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileRow {
  name: string;
  ms: number;
  /** Of the busy (non-idle) time. */
  share: number;
}

export interface ProfileSummary {
  /** Sampled time inside the windows. */
  sampledMs: number;
  idleMs: number;
  byFunction: ProfileRow[];
  byPackage: ProfileRow[];
  /** False when no sample fell inside the windows and the whole profile was used. */
  windowed: boolean;
}

/** The `// path` line esbuild writes before each bundled module. */
const MODULE_MARKER =
  /^\/\/ ((?:\.\.\/)*(?:node_modules|apps|packages)\/\S+\.(?:[cm]?[jt]sx?|json))$/;

/** For each file of a bundle: the first line of each module in it, by absolute path. */
export type BundleMap = Map<string, { line: number; module: string }[]>;

/**
 * Read when the server has started: `npm start` elsewhere on this checkout rebuilds the
 * bundle when the sources change, and the profile's line numbers are of the one that ran.
 */
export function readBundleMap(dir: string): BundleMap {
  const map: BundleMap = new Map();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.mjs'))) {
    const starts: { line: number; module: string }[] = [];
    readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .forEach((text, line) => {
        const match = MODULE_MARKER.exec(text);
        if (match?.[1]) starts.push({ line, module: match[1] });
      });
    map.set(path.join(dir, name), starts);
  }
  return map;
}

/** Where a frame's code came from: a path under the repository, a Node internal, or ''. */
function makeLocator(bundles: BundleMap): (frame: ProfileNode['callFrame']) => string {
  return ({ url, lineNumber }) => {
    if (url === '') return '';
    if (url.startsWith('node:')) return url;
    const file = url.startsWith('file://') ? fileURLToPath(url) : url;
    const relative = path.relative(root, file);
    let module = relative;
    for (const start of bundles.get(file) ?? []) {
      if (start.line > lineNumber) break;
      module = start.module;
    }
    return module;
  };
}

/** The package or the app's area a source path belongs to. */
function packageOf(where: string, label: string): string {
  if (where === '') return label.startsWith('(') ? label : '(Node bindings, native)';
  if (where.startsWith('node:')) {
    const parts = where.slice('node:'.length).split('/');
    return `node:${parts[0] === 'internal' ? (parts[1] ?? 'internal') : parts[0]}`;
  }
  const nodeModule = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(where);
  if (nodeModule?.[1]) return nodeModule[1];
  const app = /^apps\/api\/src\/(modules|plugins)\/([^/.]+)/.exec(where);
  if (app) return `apps/api ${app[1]}/${app[2]}`;
  if (where.startsWith('apps/api/src/')) return `apps/api ${where.split('/')[3]}`;
  if (where.startsWith('packages/domain/')) return '@ir/domain';
  return where;
}

function top(totals: Map<string, number>, busyMs: number, count: number): ProfileRow[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, share: busyMs > 0 ? ms / busyMs : 0 }));
}

export function summariseCpuProfile(
  file: string,
  windows: [number, number][],
  bundles: BundleMap,
  count = 15,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const locate = makeLocator(bundles);
  const names = new Map<number, { fn: string; pkg: string }>();
  const describe = (id: number) => {
    let known = names.get(id);
    if (!known) {
      const frame = (nodes.get(id) as ProfileNode).callFrame;
      const where = locate(frame);
      const label = frame.functionName || '(anonymous)';
      known = { fn: where ? `${label} (${where})` : label, pkg: packageOf(where, label) };
      names.set(id, known);
    }
    return known;
  };

  const times: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const inWindow = (at: number) => windows.some(([from, to]) => at >= from && at <= to);
  const windowed = times.some(inWindow);

  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let sampledMs = 0;
  let idleMs = 0;
  for (let i = 0; i + 1 < profile.samples.length; i++) {
    const at = times[i] as number;
    if (windowed && !inWindow(at)) continue;
    const ms = ((times[i + 1] as number) - at) / 1000;
    const { fn, pkg } = describe(profile.samples[i] as number);
    sampledMs += ms;
    if (fn === '(idle)') {
      idleMs += ms;
      continue;
    }
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  const busyMs = sampledMs - idleMs;
  return {
    sampledMs,
    idleMs,
    byFunction: top(byFunction, busyMs, count),
    byPackage: top(byPackage, busyMs, count),
    windowed,
  };
}
