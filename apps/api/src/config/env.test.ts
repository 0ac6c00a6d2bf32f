import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.uploadDir).toBe(path.resolve('./data/uploads'));
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty', /PORT="eighty"/],
    ['PORT', '70000', /PORT="70000"/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL=.*postgres/],
    ['SMTP_URL', 'http://mail', /SMTP_URL=/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud"/],
  ])('refuses %s=%s with one line naming it', (name, value, pattern) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(pattern);
  });
});

describe('server start with a bad setting', () => {
  it('prints one line naming the setting and exits with code 1', () => {
    const server = path.resolve(import.meta.dirname, '../server.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid setting PORT="not-a-port"/);
  });
});
