import { describe, expect, it } from 'vitest';
import { isSpanishPostcode } from './shipping-regions';
import { findSpainCity, localCityName, provinceOf, SPAIN_CITIES, SPAIN_PROVINCES } from './spain-cities';

describe('Spanish cities', () => {
  it('lists every province seat once, plus the biggest towns (80–120 entries)', () => {
    expect(SPAIN_CITIES.length).toBeGreaterThanOrEqual(80);
    expect(SPAIN_CITIES.length).toBeLessThanOrEqual(120);
    const capitals = SPAIN_CITIES.filter((city) => city.capital).map((city) => city.province);
    expect(new Set(capitals).size).toBe(capitals.length);
    expect([...capitals].sort()).toEqual(Object.keys(SPAIN_PROVINCES).sort());
  });

  it('has unique ids and unique names in each language', () => {
    for (const key of ['id', 'es', 'en', 'ar'] as const) {
      const values = SPAIN_CITIES.map((city) => city[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('names each city in Spanish, English and Arabic script', () => {
    for (const city of SPAIN_CITIES) {
      expect(city.es.trim(), city.id).not.toBe('');
      expect(city.en.trim(), city.id).not.toBe('');
      expect(city.ar, city.id).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(city.id).toMatch(/^[a-z-]+$/);
    }
  });

  it('puts each city in a real province whose code is a valid Spanish postcode prefix', () => {
    for (const city of SPAIN_CITIES) {
      expect(Object.hasOwn(SPAIN_PROVINCES, city.province), city.id).toBe(true);
      expect(isSpanishPostcode(`${city.province}001`), city.id).toBe(true);
    }
  });

  it('finds a city by any of its names, ignoring case and accents', () => {
    expect(findSpainCity('إشبيلية')?.es).toBe('Sevilla');
    expect(findSpainCity('seville')?.es).toBe('Sevilla');
    expect(findSpainCity('malaga')?.es).toBe('Málaga');
    expect(findSpainCity('Villanueva del Nowhere')).toBeUndefined();
    expect(findSpainCity('')).toBeUndefined();
  });

  it('shows the stored official name in the page language, and unknown towns as typed', () => {
    expect(localCityName('Sevilla', 'ar')).toBe('إشبيلية');
    expect(localCityName('Sevilla', 'en')).toBe('Seville');
    expect(localCityName('Sevilla', 'es')).toBe('Sevilla');
    expect(localCityName('Nerja', 'ar')).toBe('Nerja');
    expect(provinceOf(findSpainCity('Vigo') ?? SPAIN_CITIES[0]!)).toBe('Pontevedra');
  });
});
