/**
 * Integer division rounded half away from zero, exact for any safe integers. Every
 * fractional amount in the pricing rules goes through here, so the browser and the
 * server always agree to the cent.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(
      `divideRounded needs safe integers and a non-zero divisor (${numerator}/${denominator})`,
    );
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  return sign * rounded || 0;
}
