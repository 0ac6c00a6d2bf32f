import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-4 py-2 font-semibold ${
    isActive ? 'bg-brand-700 text-white' : 'border border-slate-300 text-slate-700 hover:bg-brand-50'
  }`;

/**
 * The two rows of tabs above the customer's orders (spec: /currentOrders toggles to
 * /currentProducts): services or products, then which list of that kind. Product and service
 * orders are separate features, so the tabs live here; the texts come translated.
 */
export function OrderListTabs({
  kind,
  text,
  lists,
}: {
  /** The kind of orders on this page; the other kind is a link. */
  kind: 'services' | 'products';
  text: { kindNav: string; services: string; products: string; listNav: string };
  lists: { to: string; label: string; end?: boolean }[];
}) {
  const current = (label: string) => (
    <span className={tabClass({ isActive: true })} aria-current="true">
      {label}
    </span>
  );
  return (
    <div className="mb-6 flex flex-wrap gap-4">
      <nav aria-label={text.kindNav} className="flex gap-2">
        {kind === 'services' ? (
          current(text.services)
        ) : (
          <Link to={paths.currentOrders} className={tabClass({ isActive: false })}>
            {text.services}
          </Link>
        )}
        {kind === 'products' ? (
          current(text.products)
        ) : (
          <Link
            to={paths.currentProducts}
            className={tabClass({ isActive: false })}
            data-testid="to-products"
          >
            {text.products}
          </Link>
        )}
      </nav>
      <nav aria-label={text.listNav} className="flex flex-wrap gap-2">
        {lists.map((list) => (
          <NavLink key={list.to} to={list.to} end={list.end} className={tabClass}>
            {list.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

/** An empty order list: what is missing and where to start an order. */
export function OrdersEmpty({
  message,
  browseTo,
  browseLabel,
}: {
  message: string;
  browseTo: string;
  browseLabel: string;
}) {
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center"
      data-testid="orders-empty"
    >
      <p className="text-lg font-semibold text-slate-800">{message}</p>
      <Link to={browseTo} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {browseLabel}
      </Link>
    </div>
  );
}
