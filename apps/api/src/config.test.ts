import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEFAULT_MUNICIPALITY: 'development',
      GOOGLE_ANALYTICS_ID: '',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.firm.phone).toMatch(/\d{3}.*\d{4}/);
  });

  it('treats empty optional variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DEFAULT_MUNICIPALITY: 'atlantis',
        DATABASE_URL: 'mysql://root@localhost/x',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DEFAULT_MUNICIPALITY', 'DATABASE_URL', 'LOG_LEVEL']) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
  });

  it('never echoes secrets in the error', () => {
    try {
      loadConfig({ DATABASE_URL: 'ftp://admin:hunter2@db/x' });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).not.toContain('hunter2');
    }
  });
});
