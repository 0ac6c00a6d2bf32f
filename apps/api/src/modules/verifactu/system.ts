import { BUSINESS } from '@shop/shared';
import { aeatTaxId } from './fingerprint';

/**
 * Who issues the invoices and which invoicing system makes the records (AEAT's
 * SistemaInformatico block), in one place (docs/decisions/041-verifactu-records.md). The issuer
 * is the shop itself (packages/shared/src/business.ts); this software is produced by the shop
 * for its own use, so the producer's tax ID is the shop's too.
 */
export const ISSUER = {
  name: BUSINESS.tradingName,
  taxId: aeatTaxId(BUSINESS.taxId),
} as const;

export const INVOICING_SYSTEM = {
  producerName: BUSINESS.tradingName,
  producerTaxId: aeatTaxId(BUSINESS.taxId),
  name: 'BannerPrint Shop',
  /** AEAT's IdSistemaInformatico: two characters chosen by the producer. */
  id: 'BP',
  version: '1.0',
  installation: '1',
  /** Only used in VERI*FACTU mode, one taxpayer per installation. */
  onlyVerifactu: 'S',
  multipleTaxpayers: 'N',
  hasMultipleTaxpayers: 'N',
} as const;

/** AEAT's IDVersion of the record formats this system writes. */
export const RECORD_FORMAT_VERSION = '1.0';
