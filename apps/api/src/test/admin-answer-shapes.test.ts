import { UserSchema } from '@shop/shared/api/accounts';
import {
  AdminAuditEntrySchema,
  AdminCategorySchema,
  AdminCouponSchema,
  AdminCustomerSchema,
  AdminDeadLetterSchema,
  AdminMessageSchema,
  AdminProductRowSchema,
  AdminProductSchema,
  AdminSectionSchema,
  AdminServiceSchema,
  AdminShippingSchema,
  adminPageSchema,
} from '@shop/shared/api/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidateCatalogCache } from '../modules/catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../modules/catalog/test-catalog';
import { contactMessages } from '../modules/content/table';
import { call } from './admin';
import { createTestApp, type TestContext } from './app';
import { createTestUser, type TestUser } from './users';

/**
 * The back-office's real answers, read with the shared schemas its screens take their types
 * from (docs/decisions/031-shared-answer-types.md): a parse error is a missing or mistyped
 * field, a parsed value unequal to the answer a field the schema does not declare.
 */
function expectShape(schema: z.ZodType, data: unknown) {
  const parsed = schema.safeParse(data);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(data);
}

let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  await createTestUser(ctx.database);
  await ctx.database.db
    .insert(contactMessages)
    .values({ name: 'Ana', phone: '600000001', email: 'ana@example.com', message: 'Do you print on wood?' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(ctx, method, url, staff.token, body);
const dataOf = async (url: string) => {
  const res = await asStaff('GET', url);
  expect(res.statusCode, url).toBe(200);
  const data = res.json().data;
  expect(data, url).toBeDefined();
  return data;
};
const listed = async (url: string) => {
  const data = await dataOf(url);
  expect(data.items.length, url).toBeGreaterThan(0);
  return data;
};

describe('back-office answers', () => {
  it('the signed-in staff member (the admin guard reads it) holds User', async () => {
    expectShape(UserSchema, await dataOf(`/api/users/${staff.id}`));
  });

  it('categories, services and products, listed and read, hold their shared shapes', async () => {
    expectShape(adminPageSchema(AdminCategorySchema), await listed('/api/admin/categories'));
    expectShape(AdminCategorySchema, await dataOf(`/api/admin/categories/${cat.categories.banners.id}`));
    expectShape(adminPageSchema(AdminServiceSchema), await listed('/api/admin/services'));
    expectShape(AdminServiceSchema, await dataOf(`/api/admin/services/${cat.services.logo.id}`));
    expectShape(adminPageSchema(AdminProductRowSchema), await listed('/api/admin/products'));
    const product = await dataOf(`/api/admin/products/${cat.products.banner.id}`);
    expect(product.sections.length).toBeGreaterThan(0);
    expectShape(AdminProductSchema, product);
  });

  it('a product saved with its tree answers the same shapes', async () => {
    const product = await dataOf(`/api/admin/products/${cat.products.banner.id}`);
    const { id, updated_at, sections, ...body } = product;
    const saved = await asStaff('PUT', `/api/admin/products/${id}`, body);
    expect(saved.statusCode).toBe(200);
    expectShape(AdminProductSchema, saved.json().data);
    const tree = await asStaff('PUT', `/api/admin/products/${id}/sections`, sections);
    expect(tree.statusCode).toBe(200);
    expectShape(z.array(AdminSectionSchema), tree.json().data);
  });

  it('coupons, shipping, customers, messages, the audit log and undelivered mail hold their shared shapes', async () => {
    const created = await asStaff('POST', '/api/admin/coupons', {
      code: 'zz-shapes10',
      percent: 10,
      valid_from: '2026-03-01',
      valid_until: '2099-05-31',
      usage_limit: 100,
      max_uses_per_customer: 1,
      min_subtotal: 50,
      active: true,
    });
    expect(created.statusCode).toBe(201);
    expectShape(AdminCouponSchema, created.json().data);
    expectShape(adminPageSchema(AdminCouponSchema), await listed('/api/admin/coupons'));
    expectShape(AdminShippingSchema, await dataOf('/api/admin/shipping'));
    expectShape(adminPageSchema(AdminCustomerSchema), await listed('/api/admin/customers'));
    expectShape(adminPageSchema(AdminMessageSchema), await listed('/api/admin/messages'));
    expectShape(adminPageSchema(AdminAuditEntrySchema), await listed('/api/admin/audit'));
    // No mail fails in this app: the page's own fields are what is checked here (the rows'
    // shape is the module's `DeadLetter`, modules/jobs/dead-letters.ts).
    expectShape(adminPageSchema(AdminDeadLetterSchema), await dataOf('/api/admin/mail/dead-letters'));
  });
});
