import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type Column, ResourceList } from '../components/resource';
import { editedRow, noticeOf, resourceWrites } from './resource';

// Keys stand for texts: the list's markup is under test, not the translations.
vi.mock('react-i18next', async (original) => ({
  ...(await original<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

type Row = { id: number; code: string };
const endpoints = { collection: '/admin/coupons', item: (r: Row) => `/admin/coupons/${r.id}` };
const ok = async () => ({ status: true as const, data: null });

describe('the generic admin resource', () => {
  it('creates with POST on the collection when the form has no row', async () => {
    const send = vi.fn(ok);
    await resourceWrites(endpoints, send).save(undefined, { code: 'A' });
    expect(send).toHaveBeenCalledWith('POST', '/admin/coupons', { code: 'A' });
  });

  it("updates with PUT on the row's own address when the form edits one", async () => {
    const send = vi.fn(ok);
    await resourceWrites(endpoints, send).save({ id: 7, code: 'A' }, { code: 'B' });
    expect(send).toHaveBeenCalledWith('PUT', '/admin/coupons/7', { code: 'B' });
  });

  it("deletes (or deactivates) with DELETE on the row's address", async () => {
    const send = vi.fn(ok);
    await resourceWrites(endpoints, send).remove({ id: 7, code: 'A' });
    expect(send).toHaveBeenCalledWith('DELETE', '/admin/coupons/7');
  });

  it('refuses to create where staff only edit rows the server made (shipping rates)', () => {
    const send = vi.fn(ok);
    const rates = resourceWrites(
      { item: (r: { region: string }) => `/admin/shipping/rates/${r.region}` },
      send,
    );
    expect(() => rates.save(undefined, {})).toThrow();
    expect(send).not.toHaveBeenCalled();
  });

  it('opens a blank form for "new" and the row itself otherwise', () => {
    expect(editedRow<Row>('new')).toBeUndefined();
    expect(editedRow<Row>(null)).toBeUndefined();
    expect(editedRow<Row>({ id: 1, code: 'A' })).toEqual({ id: 1, code: 'A' });
  });

  it("reports the server's message after a write, else the generic one", () => {
    expect(noticeOf({ message: 'Coupon saved.' }, 'Saved')).toBe('Coupon saved.');
    expect(noticeOf({}, 'Saved')).toBe('Saved');
  });
});

describe('the generic admin list', () => {
  const columns: Column<Row>[] = [
    { header: 'Code', dir: 'ltr', className: 'font-mono', cell: (r) => r.code },
    { header: 'Id', cell: (r) => String(r.id) },
  ];
  const query = (state: Partial<{ isPending: boolean; isError: boolean; data: unknown }>) => ({
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: () => undefined,
    ...state,
  });
  const render = (q: ReturnType<typeof query>, onPage?: (page: number) => void) =>
    renderToStaticMarkup(
      createElement(ResourceList<Row>, {
        query: q as never,
        empty: 'No coupons yet',
        caption: 'Coupons',
        columns,
        rowKey: (r) => r.id,
        onPage,
      }),
    );

  it('shows the loading, error and empty states', () => {
    expect(render(query({ isPending: true }))).toContain('role="status"');
    expect(render(query({ isError: true }))).toContain('role="alert"');
    expect(render(query({ data: [] }))).toContain('No coupons yet');
  });

  it('draws one header per column and one cell per column and row, whole or paged', () => {
    const whole = render(query({ data: [{ id: 1, code: 'SUMMER' }] }));
    expect(whole).toContain('<caption');
    expect(whole).toMatch(/<th[^>]*>Code<\/th><th[^>]*>Id<\/th>/);
    expect(whole).toMatch(/<td class="[^"]*font-mono" dir="ltr">SUMMER<\/td>/);
    const paged = render(
      query({ data: { items: [{ id: 1, code: 'SUMMER' }], page: 1, per_page: 1, total: 3 } }),
      () => undefined,
    );
    expect(paged).toContain('SUMMER');
    expect(paged).toContain('<nav');
  });
});
