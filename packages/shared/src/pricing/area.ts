import { divideRounded } from './rounding';

export const CM2_PER_M2 = 10_000;

/** Area of width × height cm, in cm² (an integer for integer sides). */
export function areaCm2(widthCm: number, heightCm: number): number {
  return widthCm * heightCm;
}

/** Area in m², rounded to four decimals (1 cm² precision) for display. */
export function areaM2(widthCm: number, heightCm: number): number {
  return Math.round(areaCm2(widthCm, heightCm)) / CM2_PER_M2;
}

/** A price per m² applied to an area in cm², rounded to the cent. */
export function perSquareMetreCents(rateCents: number, areaInCm2: number): number {
  return divideRounded(rateCents * areaInCm2, CM2_PER_M2);
}
