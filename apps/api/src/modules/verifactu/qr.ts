import { aeatAmount, aeatDate } from './fingerprint';
import { ISSUER } from './system';

/**
 * AEAT's hosts per VERIFACTU_ENV, for the QR's check page (AEAT's "Características del QR y
 * especificaciones del servicio de cotejo"): the test environment's pages live on prewww2.
 */
const QR_BASE = {
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
} as const;

export type VerifactuEnv = keyof typeof QR_BASE;

let qrEnv: VerifactuEnv = 'test';

/** Set once at start from VERIFACTU_ENV (app.ts), so every PDF prints the same host. */
export function setVerifactuQrEnv(env: VerifactuEnv): void {
  qrEnv = env;
}

/**
 * The URL a buyer's phone opens to check the invoice at AEAT: issuer NIF, series and number,
 * issue date (dd-mm-yyyy, Madrid) and total. Each value is percent-encoded on its own, so a
 * series holding '/', '&' or '=' stays one parameter.
 */
export function verifactuQrUrl(
  input: { invoiceNumber: string; issuedAt: Date; totalCents: number },
  env: VerifactuEnv = qrEnv,
): string {
  const params: [string, string][] = [
    ['nif', ISSUER.taxId],
    ['numserie', input.invoiceNumber],
    ['fecha', aeatDate(input.issuedAt)],
    ['importe', aeatAmount(input.totalCents)],
  ];
  return `${QR_BASE[env]}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
