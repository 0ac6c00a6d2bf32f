import * as sharedAccounts from '@shop/shared/api/accounts';
import * as sharedAddresses from '@shop/shared/api/addresses';
import * as sharedCatalog from '@shop/shared/api/catalog';
import * as sharedCheckout from '@shop/shared/api/checkout';
import * as sharedCompany from '@shop/shared/api/company';
import * as sharedHome from '@shop/shared/api/home';
import * as sharedShipping from '@shop/shared/api/shipping';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as apiAccounts from '../modules/accounts/schema';
import * as apiAddresses from '../modules/addresses/schema';
import * as apiCatalog from '../modules/catalog/schema';
import * as apiCheckout from '../modules/checkout/schema';
import * as apiContent from '../modules/content/schema';
import * as apiRates from '../modules/shipping/rates-schema';
import * as apiTax from '../modules/tax/schema';

/**
 * Where a module already declares a precise answer schema (its routes serialise with it),
 * the shared one the clients infer their types from must say the same thing
 * (docs/decisions/031-shared-answer-types.md). Descriptions are documentation, not shape.
 */
function shapeOf(schema: z.ZodType): unknown {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'description')
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return value;
  };
  return strip(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
}

const pairs: [string, z.ZodType, z.ZodType][] = [
  ['catalog Category', sharedCatalog.CategorySchema, apiCatalog.CategorySchema],
  ['catalog CategoryDetail', sharedCatalog.CategoryDetailSchema, apiCatalog.CategoryDetailSchema],
  ['catalog ServiceDetail', sharedCatalog.ServiceDetailSchema, apiCatalog.ServiceDetailSchema],
  ['catalog ProductDetail', sharedCatalog.ProductDetailSchema, apiCatalog.ProductDetailSchema],
  ['catalog SearchResult', sharedCatalog.SearchResultSchema, apiCatalog.SearchResultSchema],
  ['catalog Summary', sharedCatalog.SummarySchema, apiCatalog.SummarySchema],
  ['checkout Country', sharedCheckout.CountrySchema, apiCheckout.CountrySchema],
  ['checkout ShippingQuote', sharedCheckout.ShippingQuoteSchema, apiCheckout.ShipmentAnswerSchema],
  [
    'checkout ConfigurationEstimate',
    sharedCheckout.ConfigurationEstimateSchema,
    apiCheckout.ConfigurationQuoteSchema,
  ],
  ['home HomeData', sharedHome.HomeDataSchema, apiContent.HomeDataSchema],
  ['home ContactReceipt', sharedHome.ContactReceiptSchema, apiContent.ContactReceiptSchema],
  ['accounts User', sharedAccounts.UserSchema, apiAccounts.UserSchema],
  ['accounts Session', sharedAccounts.SessionSchema, apiAccounts.SessionSchema],
  ['accounts Providers', sharedAccounts.ProvidersSchema, apiAccounts.ProvidersSchema],
  ['accounts VerifyOtpData', sharedAccounts.VerifyOtpDataSchema, apiAccounts.VerifyOtpDataSchema],
  ['shipping ShippingRates', sharedShipping.ShippingRatesSchema, apiRates.ShippingRatesSchema],
  ['addresses Address', sharedAddresses.AddressSchema, apiAddresses.AddressSchema],
  ['tax Company', sharedCompany.CompanySchema, apiTax.CompanySchema],
];

describe('shared answer schemas match the API response schemas', () => {
  it.each(pairs)('%s', (_name, shared, api) => {
    expect(shapeOf(shared)).toEqual(shapeOf(api));
  });

  it('tells a drifted schema apart (the comparison is not vacuous)', () => {
    const drifted = sharedCatalog.CategorySchema.extend({ count: z.string() });
    expect(shapeOf(drifted)).not.toEqual(shapeOf(apiCatalog.CategorySchema));
  });
});
