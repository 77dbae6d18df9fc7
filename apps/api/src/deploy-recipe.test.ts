import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { REPO_ROOT } from '../test/run-cli.ts';
import { RETRY_AFTER_SECONDS } from './plugins/busy.ts';

const config = path.join(REPO_ROOT, 'deploy/haproxy/haproxy.cfg');
const HAPROXY = '/usr/sbin/haproxy';

describe("deploy/'s HAProxy recipe", () => {
  // Debian's haproxy (apt-get install haproxy); .ci/run installs it, so there it must run.
  it.runIf(existsSync(HAPROXY) || process.env.CI)(
    'is a valid configuration for the HAProxy that CI installs',
    () => {
      const output = execFileSync(HAPROXY, ['-c', '-f', config], {
        env: {
          ...process.env,
          IR_BIND: '127.0.0.1:8080',
          IR_STATS_BIND: '127.0.0.1:8404',
          IR_INSTANCE_1: '127.0.0.1:3001',
          IR_INSTANCE_2: '127.0.0.1:3002',
        },
        encoding: 'utf8',
      });
      expect(output).toContain('Configuration file is valid');
    },
  );

  it('answers as an instance does when no instance is in the pool: the busy 503 with Retry-After', () => {
    const line = readFileSync(config, 'utf8')
      .split('\n')
      .find((l) => l.trim().startsWith('http-error status 503'));
    const body = /string '([^']+)'/.exec(line ?? '')?.[1];
    expect(JSON.parse(body ?? 'null')).toEqual({
      statusCode: 503,
      error_message: 'server_busy',
      message: MESSAGES.busy.serverBusy,
      message_key: 'busy.serverBusy',
    });
    expect(line).toContain(`hdr Retry-After ${RETRY_AFTER_SECONDS}`);
  });

  it("checks each instance's readiness, and the instances drain for as many failed checks", () => {
    const text = readFileSync(config, 'utf8');
    expect(text).toContain('option httpchk GET /api/readyz');
    expect(text).toMatch(/default-server check inter 1s fall 2 rise 2/);
    const env = readFileSync(path.join(REPO_ROOT, 'deploy/informal-review.env.example'), 'utf8');
    expect(env).toMatch(/^DRAIN_CHECKS=2$/m);
    expect(env).toMatch(/^TRUST_PROXY=127\.0\.0\.1$/m);
  });
});
