import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteStaff, StaffAccountError } from '../../db/staff-account';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestUser, logIn, type TestUser } from '../../test/users';
import { orders } from '../orders/table';
import { authTokens, users } from './table';

let ctx: TestContext;
let staff: TestUser;
let rich: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  rich = await createTestUser(ctx.database, { name: 'Zorilla Traders', email: 'buyer@zorilla.test' });
  const base = { userId: rich.id, kind: 'product' as const, status: 4 };
  await ctx.database.db.insert(orders).values([
    { ...base, code: 'P900001', totalCents: 12_345, paidAt: new Date() },
    { ...base, code: 'P900002', totalCents: 655, paidAt: new Date() },
    { ...base, code: 'S900003', kind: 'service', status: 1, totalCents: 0 },
  ]);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/customers', () => {
  it('lists customers (not staff) with orders count and spend, searchable', async () => {
    const res = await call(ctx, 'GET', '/api/admin/customers?q=zorilla', staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 1,
      items: [
        { id: rich.id, name: 'Zorilla Traders', email: 'buyer@zorilla.test', orders_count: 3, spend: 130 },
      ],
    });
    const all = await call(ctx, 'GET', '/api/admin/customers?per_page=100', staff.token);
    const listed = all.json().data.items as { id: number; orders_count: number; spend: number }[];
    expect(listed.some((c) => c.id === staff.id)).toBe(false);
    expect(listed.every((c) => typeof c.orders_count === 'number' && typeof c.spend === 'number')).toBe(true);
    expect((await call(ctx, 'GET', '/api/admin/customers?page=0', staff.token)).statusCode).toBe(400);
  });
});

describe('createOrPromoteStaff', () => {
  it('promotes an existing customer (audited, no actor) and refuses weak input', async () => {
    const customer = await createTestUser(ctx.database, { email: 'promote-me@example.com' });
    const result = await createOrPromoteStaff(ctx.database.db, {
      email: ' Promote-Me@Example.com ',
      password: 'a new long password',
    });
    expect(result).toEqual({ id: customer.id, email: 'promote-me@example.com', created: false });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.role).toBe('staff');
    const login = await logIn(
      ctx.app,
      { email: 'promote-me@example.com', password: 'a new long password' },
      '10.1.1.1',
    );
    expect(login.statusCode).toBe(200);
    const audit = await call(
      ctx,
      'GET',
      `/api/admin/audit?entity=user&entity_id=${customer.id}`,
      staff.token,
    );
    expect(audit.json().data.items[0]).toMatchObject({
      actor: null,
      action: 'promote',
      before: { role: 'customer' },
      after: { role: 'staff' },
    });
    expect(JSON.stringify(audit.json().data.items[0])).not.toContain('argon2');

    await expect(
      createOrPromoteStaff(ctx.database.db, { email: 'x@y.z', password: 'short', name: 'X' }),
    ).rejects.toThrow(StaffAccountError);
    await expect(
      createOrPromoteStaff(ctx.database.db, { email: 'new@example.org', password: 'long enough pw' }),
    ).rejects.toThrow(/Missing --name/);
  });
});

describe('promoting an account to staff', () => {
  it('ends its sessions, cached ones too: they were opened with the old password', async () => {
    const customer = await createTestUser(ctx.database, { email: 'promote-sessions@example.com' });
    const me = () => ctx.app.inject({ url: `/api/users/${customer.id}`, headers: bearer(customer.token) });
    expect((await me()).statusCode).toBe(200); // now in the session cache
    await createOrPromoteStaff(ctx.database.db, {
      email: 'promote-sessions@example.com',
      password: 'the staff password',
    });
    expect((await me()).statusCode).toBe(401);
    const admin = await ctx.app.inject({ url: '/api/admin/dashboard', headers: bearer(customer.token) });
    expect(admin.statusCode).toBe(401);
    const live = await ctx.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, customer.id), isNull(authTokens.revokedAt)));
    expect(live).toHaveLength(0);
  });
});

describe('npm run staff:create', () => {
  const run = promisify(execFile);
  const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
  const cli = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'apps/api/src/db/staff-cli.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      timeout: 60_000,
    });
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-staff-cli-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a weak password with one line and exit code 1', async () => {
    const failed = await cli(
      dataDir,
      '--email',
      'ana@example.com',
      '--password',
      'abc',
      '--name',
      'Ana',
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    const lines = (failed as { stderr: string }).stderr.trim().split('\n');
    expect(lines).toEqual(['Weak --password: use at least 8 characters.']);
  });

  it('refuses a bad e-mail the same way', async () => {
    const failed = await cli(dataDir, '--email', 'not-an-email', '--password', 'long enough pw').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr.trim().split('\n')).toHaveLength(1);
    expect((failed as { stderr: string }).stderr).toContain('Invalid --email');
  });

  it('creates a staff account in a fresh data dir, then promotes on a second run', async () => {
    const created = await cli(
      dataDir,
      '--email',
      'Ana@Example.com',
      '--password',
      'correct horse',
      '--name',
      'Ana',
    );
    expect(created.stdout.trim()).toMatch(/^Staff account created: ana@example\.com \(id \d+\)\.$/);
    const again = await cli(dataDir, '--email', 'ana@example.com', '--password', 'correct horse 2');
    expect(again.stdout).toContain('is now staff');
  }, 120_000);
});
