import { cancellationString, fingerprint, registrationString } from './fingerprint';

/** What a record's fingerprint covers, as stored (the strings of its XML). */
export type ChainRecord = {
  kind: 'registration' | 'cancellation';
  issuerTaxId: string;
  invoiceNumber: string;
  issueDate: string;
  invoiceType: string | null;
  taxTotal: string | null;
  total: string | null;
  previousFingerprint: string | null;
  generatedAt: string;
  fingerprint: string;
};

/** The field string of a stored record, whichever kind it is. */
export function fieldStringOf(r: Omit<ChainRecord, 'fingerprint'>): string {
  return r.kind === 'registration'
    ? registrationString({
        issuerTaxId: r.issuerTaxId,
        invoiceNumber: r.invoiceNumber,
        issueDate: r.issueDate,
        invoiceType: r.invoiceType ?? '',
        taxTotal: r.taxTotal ?? '',
        total: r.total ?? '',
        previousFingerprint: r.previousFingerprint,
        generatedAt: r.generatedAt,
      })
    : cancellationString({
        issuerTaxId: r.issuerTaxId,
        invoiceNumber: r.invoiceNumber,
        issueDate: r.issueDate,
        previousFingerprint: r.previousFingerprint,
        generatedAt: r.generatedAt,
      });
}

/**
 * Recomputes one issuer's chain from its first record: each fingerprint must be the hash of the
 * record's own fields and the previous record's fingerprint, the first having none. `brokenAt`
 * is the index of the first record that does not hold.
 */
export function recomputeChain(records: ChainRecord[]): { verified: boolean; brokenAt: number | null } {
  let previous: string | null = null;
  for (const [index, record] of records.entries()) {
    const expected = fingerprint(fieldStringOf({ ...record, previousFingerprint: previous }));
    if ((record.previousFingerprint ?? null) !== previous || record.fingerprint !== expected) {
      return { verified: false, brokenAt: index };
    }
    previous = record.fingerprint;
  }
  return { verified: true, brokenAt: null };
}

/** Whether one record's fingerprint is the hash of its own fields and its stated previous one. */
export function fingerprintHolds(record: ChainRecord): boolean {
  return record.fingerprint === fingerprint(fieldStringOf(record));
}
