/**
 * The admin forms validate with the API's own body schemas (`@shop/shared/admin-schemas`),
 * so a form never accepts what the server refuses.
 */
export {
  AcceptOrderBodySchema as AcceptBodySchema,
  CancelOrderBodySchema,
  CarrierBodySchema,
  CategoryBodySchema,
  CountryBodySchema,
  CouponBodySchema,
  MAX_OPTION_DEPTH,
  MessageHandledBodySchema,
  MovePromiseBodySchema,
  ProductBodySchema,
  RefundOrderBodySchema,
  ReissueInvoiceBodySchema,
  RejectOrderBodySchema as RejectBodySchema,
  type SectionOptionBody as OptionNode,
  SectionsBodySchema,
  ServiceBodySchema,
  ShippingRateBodySchema,
} from '@shop/shared/admin-schemas';
