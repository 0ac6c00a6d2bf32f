import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProduct } from '../api/get-product';
import { isNotFound } from '../lib/route-id';
import { Breadcrumbs } from './breadcrumbs';
import { ProductConfigurator } from './configurator/product-configurator';
import { DetailLoadError, DetailSkeleton, MissingState } from './state-views';

/** Title, breadcrumbs and the configurator of one product, with its loading and error states. */
export function ProductPage({ productId }: { productId: number | null }) {
  const { t, i18n } = useTranslation('catalog');
  const query = useProduct(productId ?? 0);
  usePageTitle(query.data?.meta_title, query.data?.meta_description);

  if (productId === null || isNotFound(query.error)) {
    return (
      <MissingState message={t('notFound.product')} backTo={paths.products} backLabel={t('products.back')} />
    );
  }
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailLoadError query={query} />;
  const product = query.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.home'), to: paths.home },
          { label: t('products.title'), to: paths.products },
          { label: product.category_name, to: paths.productCategory(product.category_id) },
          { label: product.title },
        ]}
      />
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{product.title}</h1>
      {/* The price-from of the product cards, so the first paint already answers "how much". */}
      <p className="mt-1 mb-6 font-semibold text-brand-700" data-testid="price-from">
        {t(product.pricing_mode === 'per_m2' ? 'products.fromPerM2' : 'products.fromPerItem', {
          price: formatAmount(product.base_price, i18n.language),
        })}
      </p>
      <ProductConfigurator key={product.id} product={product} />
    </div>
  );
}
