import { createHash } from 'node:crypto';

/**
 * The field strings and fingerprint (huella) of AEAT's VERI*FACTU records, as AEAT's
 * "Detalle de las especificaciones técnicas para generación de la huella o hash" sets them
 * (docs/decisions/041-verifactu-records.md): `name=value` pairs joined by `&`, values trimmed
 * and not escaped, the previous record's fingerprint empty for the first, SHA-256 over the UTF-8
 * bytes, upper-case hex. The values are written exactly as in the record's XML, so the same
 * helpers format both.
 */

const TIME_ZONE = 'Europe/Madrid';

const madridParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function partsOf(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const out: Record<string, string> = {};
  for (const part of madridParts.formatToParts(at)) out[part.type] = part.value;
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** An amount in euro cents as AEAT writes it: two decimals, a dot, a leading minus when negative. */
export function aeatAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`amount must be integer cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A date as AEAT's fechaType: dd-mm-yyyy, the day in Spain (Europe/Madrid). */
export function aeatDate(at: Date): string {
  const p = partsOf(at);
  return `${p.day}-${p.month}-${p.year}`;
}

/** ISO 8601 with Madrid's offset at that instant and no fraction: 2024-01-01T19:20:30+01:00. */
export function aeatTimestamp(at: Date): string {
  const p = partsOf(at);
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const offset = Math.round((local - seconds) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hh}:${mm}`;
}

export type RegistrationFields = {
  issuerTaxId: string;
  invoiceNumber: string;
  /** dd-mm-yyyy */
  issueDate: string;
  invoiceType: string;
  /** AEAT amounts (aeatAmount) */
  taxTotal: string;
  total: string;
  previousFingerprint: string | null;
  /** aeatTimestamp */
  generatedAt: string;
};

export type CancellationFields = {
  issuerTaxId: string;
  invoiceNumber: string;
  issueDate: string;
  previousFingerprint: string | null;
  generatedAt: string;
};

function join(pairs: [string, string | null][]): string {
  return pairs.map(([name, value]) => `${name}=${(value ?? '').trim()}`).join('&');
}

/** The string a registro de alta's fingerprint is taken over. */
export function registrationString(f: RegistrationFields): string {
  return join([
    ['IDEmisorFactura', f.issuerTaxId],
    ['NumSerieFactura', f.invoiceNumber],
    ['FechaExpedicionFactura', f.issueDate],
    ['TipoFactura', f.invoiceType],
    ['CuotaTotal', f.taxTotal],
    ['ImporteTotal', f.total],
    ['Huella', f.previousFingerprint],
    ['FechaHoraHusoGenRegistro', f.generatedAt],
  ]);
}

/** The string a registro de anulación's fingerprint is taken over. */
export function cancellationString(f: CancellationFields): string {
  return join([
    ['IDEmisorFacturaAnulada', f.issuerTaxId],
    ['NumSerieFacturaAnulada', f.invoiceNumber],
    ['FechaExpedicionFacturaAnulada', f.issueDate],
    ['Huella', f.previousFingerprint],
    ['FechaHoraHusoGenRegistro', f.generatedAt],
  ]);
}

/** Upper-case hex SHA-256 of the field string's UTF-8 bytes. */
export function fingerprint(fieldString: string): string {
  return createHash('sha256').update(fieldString, 'utf8').digest('hex').toUpperCase();
}

/** AEAT's NIF is 9 characters: the printed form's hyphens, dots and spaces go. */
export function aeatTaxId(taxId: string): string {
  return taxId.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}
