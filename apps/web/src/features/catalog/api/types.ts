/** Answers of the catalogue API, inferred from the shared schemas the API is tested against. */
export type {
  Category,
  CategoryDetail,
  ProductCard,
  ProductDetail as Product,
  ProductOption,
  ProductSection,
  ServiceCard,
  ServiceDetail,
  Summary,
} from '@shop/shared/api/catalog';
export type {
  ConfigurationEstimate,
  Country as DeliveryCountry,
} from '@shop/shared/api/checkout';

export type OwnerType = 1 | 2;
