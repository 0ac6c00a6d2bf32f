import { describe, expect, it, vi } from 'vitest';

// The real argon2, counting how many of its calls run at once.
const calls = vi.hoisted(() => ({ active: 0, most: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      calls.active += 1;
      calls.most = Math.max(calls.most, calls.active);
      try {
        return await fn(...args);
      } finally {
        calls.active -= 1;
      }
    };
  return { ...real, hash: counted(real.hash), verify: counted(real.verify) };
});

const { hashPassword, verifyPassword } = await import('./password');

describe('password hashing', () => {
  it('checks passwords right and runs one hash at a time (each holds its memory while it runs)', async () => {
    const stored = await hashPassword('correct horse battery');
    calls.most = 0;
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => verifyPassword(stored, `wrong-${i}`)),
      verifyPassword(stored, 'correct horse battery'),
      verifyPassword(null, 'no account'),
    ]);
    expect(results).toEqual([false, false, false, false, false, false, true, false]);
    expect(calls.most).toBe(1);
    expect(calls.active).toBe(0);
  }, 30_000);

  it('hashes new passwords with 9 MiB and 4 passes, and still verifies hashes made with the defaults', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=9216,t=4,p=1\$/);
    const { hash } = await import('@node-rs/argon2');
    const older = await hash('an older password');
    expect(older).toMatch(/\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(older, 'an older password')).toBe(true);
    expect(await verifyPassword(older, 'wrong')).toBe(false);
  }, 30_000);
});
