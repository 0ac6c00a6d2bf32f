import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { MAX_ADDRESSES } from './service';
import { addresses } from './table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(user: TestUser | null, method: Method, url: string, payload?: unknown, lang?: 'ar' | 'es') {
  return ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { ...(user ? { authorization: user.authorization } : {}), ...(lang ? { lang } : {}) },
  });
}

const HOME = {
  type: 1,
  label: 'Home',
  details: 'Calle Mayor 1, 3ºB, 29001 Málaga',
  phone: '+34 600 111 222',
};
const WORK = { type: 2, label: 'Workshop', details: 'Polígono Santa Teresa, nave 4', phone: '952 000 123' };

async function defaults(user: TestUser) {
  const rows = await ctx.database.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, user.id), eq(addresses.isDefault, true)));
  return rows.map((r) => r.id);
}

describe('addresses', () => {
  it('adds addresses, the first one as the default, and lists them with fullAddress', async () => {
    const user = await createTestUser(ctx.database);
    expect((await call(user, 'GET', '/api/addresses')).json()).toEqual({ status: true, data: [] });

    const first = await call(user, 'POST', '/api/addresses', HOME);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: true,
      message: 'Address added.',
      data: {
        id: expect.any(Number),
        type: 1,
        typeName: 'Home',
        label: 'Home',
        details: HOME.details,
        // Sent as free text: kept whole as the street, with no country known.
        contact_name: '',
        company: '',
        street: HOME.details,
        postcode: '',
        city: '',
        province: '',
        country: null,
        phone: HOME.phone,
        is_default: true,
        fullAddress: `Home – Home, ${HOME.details}`,
      },
    });
    const second = await call(user, 'POST', '/api/addresses', { ...WORK, type: '2' });
    expect(second.json().data).toMatchObject({ type: 2, typeName: 'Work', is_default: false });

    const list = await call(user, 'GET', '/api/addresses', undefined, 'ar');
    expect(list.json().data.map((a: { label: string }) => a.label)).toEqual(['Home', 'Workshop']);
    expect(list.json().data[1].typeName).toBe('العمل');
    expect(list.json().data[1].fullAddress).toBe(`العمل – Workshop, ${WORK.details}`);
    expect((await call(user, 'GET', '/api/all/addresses')).json().data).toHaveLength(2);
  });

  it('requires type 1 or 2, label, details and phone', async () => {
    const user = await createTestUser(ctx.database);
    const empty = await call(user, 'POST', '/api/addresses', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        'type: this field is required.',
        'label: this field is required.',
        'details: this field is required.',
        'phone: this field is required.',
      ]),
    );
    const bad = await call(user, 'POST', '/api/addresses', { ...HOME, type: 3, label: '   ', phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveLength(3);
    const ar = await call(user, 'POST', '/api/addresses', {}, 'ar');
    expect(ar.json().message).toBe('بعض الحقول غير صالحة.');
  });

  it('keeps exactly one default when switching, adding a default and deleting it', async () => {
    const user = await createTestUser(ctx.database);
    const a = (await call(user, 'POST', '/api/addresses', HOME)).json().data.id;
    const b = (await call(user, 'POST', '/api/addresses', WORK)).json().data.id;
    expect(await defaults(user)).toEqual([a]);

    const switched = await call(user, 'PUT', `/api/addresses/${b}`, { is_default: 1 });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().message).toBe('This is now your default address.');
    expect(switched.json().data.is_default).toBe(true);
    expect(await defaults(user)).toEqual([b]);
    const list = (await call(user, 'GET', '/api/addresses')).json().data;
    expect(list[0].id).toBe(b);

    // Unsetting the only default is refused.
    const unset = await call(user, 'PUT', `/api/addresses/${b}`, { is_default: 0 });
    expect(unset.statusCode).toBe(422);
    expect(await defaults(user)).toEqual([b]);

    const c = (await call(user, 'POST', '/api/addresses', { ...HOME, label: 'New', is_default: '1' })).json()
      .data.id;
    expect(await defaults(user)).toEqual([c]);

    expect((await call(user, 'DELETE', `/api/addresses/${c}`)).json()).toEqual({
      status: true,
      message: 'Address deleted.',
    });
    expect(await defaults(user)).toEqual([b]);
    await call(user, 'DELETE', `/api/addresses/${b}`);
    expect(await defaults(user)).toEqual([a]);
    await call(user, 'DELETE', `/api/addresses/${a}`);
    expect((await call(user, 'GET', '/api/addresses')).json().data).toEqual([]);
  });

  it('keeps one default under concurrent switches', async () => {
    const user = await createTestUser(ctx.database);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await call(user, 'POST', '/api/addresses', { ...HOME, label: `A${i}` })).json().data.id);
    }
    const results = await Promise.all(
      ids.map((id) => call(user, 'PUT', `/api/addresses/${id}`, { is_default: true })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await defaults(user)).toHaveLength(1);
  });

  it('edits the fields of an own address', async () => {
    const user = await createTestUser(ctx.database);
    const id = (await call(user, 'POST', '/api/addresses', HOME)).json().data.id;
    const res = await call(user, 'PUT', `/api/addresses/${id}`, { label: 'Flat', type: 2 });
    expect(res.json()).toMatchObject({
      message: 'Address saved.',
      data: { label: 'Flat', type: 2, details: HOME.details },
    });
  });

  it('an edit that changes nothing answers the address unchanged (was a 500: empty update)', async () => {
    const user = await createTestUser(ctx.database);
    await call(user, 'POST', '/api/addresses', HOME);
    const second = (await call(user, 'POST', '/api/addresses', WORK)).json().data;
    for (const payload of [{}, { is_default: false }]) {
      const res = await call(user, 'PUT', `/api/addresses/${second.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json().data).toMatchObject({ id: second.id, label: 'Workshop', is_default: false });
    }
  });

  it("hides other users' addresses (404) and refuses guests (401)", async () => {
    const owner = await createTestUser(ctx.database);
    const intruder = await createTestUser(ctx.database);
    const id = (await call(owner, 'POST', '/api/addresses', HOME)).json().data.id;

    expect((await call(intruder, 'GET', '/api/addresses')).json().data).toEqual([]);
    const put = await call(intruder, 'PUT', `/api/addresses/${id}`, { label: 'Mine now', is_default: 1 });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Address not found.');
    expect((await call(intruder, 'DELETE', `/api/addresses/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/addresses')).json().data[0]).toMatchObject({ label: 'Home' });

    expect((await call(null, 'GET', '/api/addresses')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/addresses', HOME)).statusCode).toBe(401);
    expect((await call(owner, 'DELETE', '/api/addresses/999999')).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/api/addresses/abc')).statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per user`, async () => {
    const user = await createTestUser(ctx.database);
    await ctx.database.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        userId: user.id,
        type: 1,
        label: `L${i}`,
        details: 'd',
        phone: '600000000',
        isDefault: i === 0,
      })),
    );
    const res = await call(user, 'POST', '/api/addresses', HOME);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `You can keep up to ${MAX_ADDRESSES} addresses. Delete one to add another.`,
    );
  });

  describe('structured addresses', () => {
    const MADRID = {
      type: 2,
      label: 'Shop',
      contact_name: 'Lucía Pérez',
      company: 'Rótulos Pérez S.L.',
      street: 'Calle de Alcalá 20, local 2',
      postcode: '28014',
      city: 'Madrid',
      province: 'Madrid',
      country: 'es',
      phone: '+34 915 000 000',
    };

    it('adds one with its fields; details is the address on one line', async () => {
      const user = await createTestUser(ctx.database);
      const res = await call(user, 'POST', '/api/addresses', MADRID);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        contact_name: 'Lucía Pérez',
        company: 'Rótulos Pérez S.L.',
        street: 'Calle de Alcalá 20, local 2',
        postcode: '28014',
        city: 'Madrid',
        province: 'Madrid',
        country: 'ES',
        details: 'Calle de Alcalá 20, local 2, 28014 Madrid, Madrid, ES',
        fullAddress: 'Work – Shop, Calle de Alcalá 20, local 2, 28014 Madrid, Madrid, ES',
      });
    });

    it('edits any field with PATCH or PUT, and turns a free-text address into a structured one', async () => {
      const user = await createTestUser(ctx.database);
      const legacy = (await call(user, 'POST', '/api/addresses', HOME)).json().data;
      expect(legacy).toMatchObject({ street: HOME.details, country: null });
      const structured = await call(user, 'PATCH', `/api/addresses/${legacy.id}`, {
        street: 'Calle Mayor 1, 3ºB',
        postcode: '29001',
        city: 'Málaga',
        country: 'ES',
      });
      expect(structured.statusCode, structured.body).toBe(200);
      expect(structured.json()).toMatchObject({
        message: 'Address saved.',
        data: {
          street: 'Calle Mayor 1, 3ºB',
          country: 'ES',
          details: 'Calle Mayor 1, 3ºB, 29001 Málaga, ES',
        },
      });
      const moved = await call(user, 'PUT', `/api/addresses/${legacy.id}`, {
        postcode: '38001',
        city: 'Santa Cruz',
      });
      expect(moved.json().data).toMatchObject({
        postcode: '38001',
        city: 'Santa Cruz',
        street: 'Calle Mayor 1, 3ºB',
      });
    });

    it('refuses an unknown country, a bad Spanish postcode, a phone without its country code and half an address', async () => {
      const user = await createTestUser(ctx.database);
      const country = await call(user, 'POST', '/api/addresses', { ...MADRID, country: 'ZZ' });
      expect(country.statusCode).toBe(422);
      expect(country.json().message).toContain('country:');
      const subRegion = await call(user, 'POST', '/api/addresses', { ...MADRID, country: 'ES-CN' });
      expect(subRegion.statusCode).toBe(400);
      const postcode = await call(user, 'POST', '/api/addresses', { ...MADRID, postcode: '2801' }, 'ar');
      expect(postcode.statusCode).toBe(422);
      expect(postcode.json().message).toBe(
        'postcode: الرمز البريدي الإسباني مكوّن من خمسة أرقام، من 01000 إلى 52999.',
      );
      const phone = await call(user, 'POST', '/api/addresses', { ...MADRID, phone: '915 000 000' });
      expect(phone.statusCode).toBe(422);
      expect(phone.json().message).toBe(
        'phone: start with the country calling code, such as +34 600 111 222.',
      );
      const unknownCode = await call(
        user,
        'POST',
        '/api/addresses',
        { ...MADRID, phone: '+999 915 000 000' },
        'es',
      );
      expect(unknownCode.statusCode).toBe(422);
      expect(unknownCode.json().message).toBe(
        'phone: no reconocemos ese prefijo internacional; elige el país de la lista.',
      );
      const short = await call(user, 'POST', '/api/addresses', { ...MADRID, phone: '+34 915 00' }, 'ar');
      expect(short.statusCode).toBe(422);
      expect(short.json().message).toBe('phone: بعد رمز الاتصال الدولي يتكون الرقم من 6 إلى 14 رقمًا.');
      const half = await call(user, 'POST', '/api/addresses', {
        ...MADRID,
        city: undefined,
        postcode: undefined,
      });
      expect(half.statusCode).toBe(400);
      expect(half.json().errors).toEqual([
        'postcode: this field is required.',
        'city: this field is required.',
      ]);
      expect((await call(user, 'GET', '/api/addresses')).json().data).toEqual([]);
    });

    it('stores the phone as +<calling code> <number>, from any known code, on create and edit', async () => {
      const user = await createTestUser(ctx.database);
      const created = await call(user, 'POST', '/api/addresses', { ...MADRID, phone: '  +212612345678 ' });
      expect(created.statusCode).toBe(200);
      expect(created.json().data.phone).toBe('+212 612345678');
      const id = created.json().data.id;
      const edited = await call(user, 'PATCH', `/api/addresses/${id}`, { phone: '+971 50 123 4567' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.phone).toBe('+971 50 123 4567');
      const refused = await call(user, 'PATCH', `/api/addresses/${id}`, { phone: '+34 1234567890123456' });
      expect(refused.statusCode).toBe(422);
      expect((await call(user, 'GET', '/api/addresses')).json().data[0].phone).toBe('+971 50 123 4567');
    });

    it("another user's address cannot be edited with PATCH either (404, unchanged)", async () => {
      const owner = await createTestUser(ctx.database);
      const intruder = await createTestUser(ctx.database);
      const id = (await call(owner, 'POST', '/api/addresses', MADRID)).json().data.id;
      const res = await call(intruder, 'PATCH', `/api/addresses/${id}`, {
        city: 'Sevilla',
        postcode: '41001',
      });
      expect(res.statusCode).toBe(404);
      expect((await call(owner, 'GET', '/api/addresses')).json().data[0]).toMatchObject({ city: 'Madrid' });
    });
  });
});
