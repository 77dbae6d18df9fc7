/**
 * The cluster bench, small, as a test of .ci/run: two instances behind deploy/'s HAProxy, 30
 * owners, each instance restarted in turn. Fails (exit 1) on any failed request, any journey
 * that failed, or any acknowledged filing not stored exactly once.
 */
import { clusterReport, failedOutsideKills, runCluster, type ClusterSettings } from './cluster.ts';

const settings: ClusterSettings = {
  levels: [Number(process.env.CLUSTER_OWNERS ?? 30)],
  seconds: Number(process.env.CLUSTER_SECONDS ?? 60),
  rampSeconds: 10,
  faults: ['restart'],
  baseline: 'none',
  small: true,
};

const run = await runCluster(settings);
console.log(clusterReport(settings, run));
const [level] = run.levels;
const problems = [
  ...(level && level.faults.length === 2
    ? []
    : ['the rolling restart did not finish within the level']),
  ...run.levels.flatMap((l) => [
    ...(failedOutsideKills(l) > 0 ? [`${l.result.failedRequests.length} failed requests`] : []),
    ...(l.result.failed > 0
      ? [`${l.result.failed} journeys failed: ${JSON.stringify(l.result.failures)}`]
      : []),
    ...(l.result.filed === 0 ? ['nothing was filed'] : []),
  ]),
  ...(run.stored.intact === run.stored.acknowledged && run.stored.duplicates === 0
    ? []
    : [`stored: ${JSON.stringify(run.stored)}`]),
];
if (problems.length > 0) {
  console.error(`cluster check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('cluster check: two instances, a rolling restart, 0 failed requests, nothing lost');
