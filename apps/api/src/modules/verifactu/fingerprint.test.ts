import { describe, expect, it } from 'vitest';
import { recomputeChain } from './chain';
import {
  aeatAmount,
  aeatDate,
  aeatTaxId,
  aeatTimestamp,
  cancellationString,
  fingerprint,
  registrationString,
} from './fingerprint';
import { verifactuQrUrl } from './qr';

describe('VERI*FACTU fingerprint (AEAT examples)', () => {
  it("matches AEAT's published example for a first registration record", () => {
    const text = registrationString({
      issuerTaxId: '89890001K',
      invoiceNumber: '12345678/G33',
      issueDate: '01-01-2024',
      invoiceType: 'F1',
      taxTotal: '12.35',
      total: '123.45',
      previousFingerprint: null,
      generatedAt: '2024-01-01T19:20:30+01:00',
    });
    expect(text).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(fingerprint(text)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it("matches AEAT's chained registration and cancellation examples", () => {
    const second = fingerprint(
      registrationString({
        issuerTaxId: '89890001K',
        invoiceNumber: '12345679/G34',
        issueDate: '01-01-2024',
        invoiceType: 'F1',
        taxTotal: '12.35',
        total: '123.45',
        previousFingerprint: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
        generatedAt: '2024-01-01T19:20:35+01:00',
      }),
    );
    expect(second).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');
    const cancellation = cancellationString({
      issuerTaxId: '89890001K',
      invoiceNumber: '12345679/G34',
      issueDate: '01-01-2024',
      previousFingerprint: second,
      generatedAt: '2024-01-01T19:20:40+01:00',
    });
    expect(cancellation).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00',
    );
    expect(fingerprint(cancellation)).toBe(
      '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68',
    );
  });
});

describe('VERI*FACTU number formats', () => {
  it('writes amounts with two decimals and a leading minus (credit notes)', () => {
    expect(aeatAmount(12345)).toBe('123.45');
    expect(aeatAmount(100)).toBe('1.00');
    expect(aeatAmount(5)).toBe('0.05');
    expect(aeatAmount(0)).toBe('0.00');
    expect(aeatAmount(-1235)).toBe('-12.35');
    expect(() => aeatAmount(1.5)).toThrow();
  });

  it("writes dates and times in Madrid's calendar and offset", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid (winter, +01:00).
    const newYear = new Date('2024-12-31T23:30:00Z');
    expect(aeatDate(newYear)).toBe('01-01-2025');
    expect(aeatTimestamp(newYear)).toBe('2025-01-01T00:30:00+01:00');
    expect(aeatTimestamp(new Date('2024-07-15T10:20:30.999Z'))).toBe('2024-07-15T12:20:30+02:00');
    expect(aeatTimestamp(new Date('2024-01-01T18:20:30Z'))).toBe('2024-01-01T19:20:30+01:00');
  });

  it('writes the NIF without the printed hyphen', () => {
    expect(aeatTaxId('B-29000000')).toBe('B29000000');
  });
});

describe('VERI*FACTU chain recomputed from scratch', () => {
  it('links registration, credit note and cancellation, and finds a changed record', () => {
    const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 10, 0, s));
    const inputs = [
      {
        kind: 'registration' as const,
        invoiceNumber: '2026-000001',
        issueDate: '26-11-2026',
        invoiceType: 'F1',
        taxTotal: '21.00',
        total: '121.00',
        generatedAt: aeatTimestamp(at(0)),
      },
      {
        kind: 'registration' as const,
        invoiceNumber: 'R2026-000001',
        issueDate: '26-11-2026',
        invoiceType: 'R1',
        taxTotal: '-2.10',
        total: '-12.10',
        generatedAt: aeatTimestamp(at(1)),
      },
      {
        kind: 'cancellation' as const,
        invoiceNumber: '2026-000002',
        issueDate: '26-11-2026',
        invoiceType: null,
        taxTotal: null,
        total: null,
        generatedAt: aeatTimestamp(at(2)),
      },
    ];
    // Build the chain by hand, each fingerprint over the previous one.
    let previous: string | null = null;
    const records = inputs.map((r) => {
      const text =
        r.kind === 'registration'
          ? registrationString({
              issuerTaxId: 'B29000000',
              invoiceNumber: r.invoiceNumber,
              issueDate: r.issueDate,
              invoiceType: r.invoiceType ?? '',
              taxTotal: r.taxTotal ?? '',
              total: r.total ?? '',
              previousFingerprint: previous,
              generatedAt: r.generatedAt,
            })
          : cancellationString({
              issuerTaxId: 'B29000000',
              invoiceNumber: r.invoiceNumber,
              issueDate: r.issueDate,
              previousFingerprint: previous,
              generatedAt: r.generatedAt,
            });
      const record = {
        ...r,
        issuerTaxId: 'B29000000',
        previousFingerprint: previous,
        fingerprint: fingerprint(text),
      };
      previous = record.fingerprint;
      return record;
    });
    expect(records[1]?.previousFingerprint).toBe(records[0]?.fingerprint);
    expect(records[2]?.previousFingerprint).toBe(records[1]?.fingerprint);
    expect(recomputeChain(records)).toEqual({ verified: true, brokenAt: null });

    const tampered = records.map((r, i) => (i === 1 ? { ...r, total: '-1.10' } : r));
    expect(recomputeChain(tampered)).toEqual({ verified: false, brokenAt: 1 });
    const reordered = [records[0], records[2], records[1]].filter((r) => r !== undefined);
    expect(recomputeChain(reordered).verified).toBe(false);
  });
});

describe('VERI*FACTU QR', () => {
  it('escapes a series holding / and & so it stays one parameter', () => {
    const url = verifactuQrUrl(
      { invoiceNumber: 'A/B&C=1 2', issuedAt: new Date('2026-11-26T12:00:00Z'), totalCents: 24140 },
      'test',
    );
    expect(url).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B29000000&numserie=A%2FB%26C%3D1%202&fecha=26-11-2026&importe=241.40',
    );
    expect(new URL(url).searchParams.get('numserie')).toBe('A/B&C=1 2');
    expect(
      verifactuQrUrl(
        { invoiceNumber: '2026-000001', issuedAt: new Date('2026-11-26T12:00:00Z'), totalCents: 100 },
        'production',
      ),
    ).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B29000000&numserie=2026-000001&fecha=26-11-2026&importe=1.00',
    );
  });
});
