import { describe, expect, it } from 'vitest';
import { createRedsysGateway, redsysSettingsFrom } from '../modules/payments';
import { EnvError, loadEnv } from './env';

const REDSYS = {
  PAYMENT_GATEWAY: 'redsys',
  REDSYS_URL: 'https://sis-t.redsys.es:25443/sis/realizarPago',
  REDSYS_REST_URL: 'https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST',
  REDSYS_MERCHANT_CODE: '999008881',
  REDSYS_TERMINAL: '1',
  REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
};

describe('payment settings', () => {
  it('the sandbox is the default and needs no Redsys setting', () => {
    const env = loadEnv({});
    expect(env.PAYMENT_GATEWAY).toBe('sandbox');
    expect(redsysSettingsFrom(env)).toBeNull();
  });

  it('PAYMENT_GATEWAY=redsys reads every setting; an empty REDSYS_PAY_METHODS means cards only', () => {
    const settings = redsysSettingsFrom(loadEnv({ ...REDSYS, REDSYS_PAY_METHODS: '' }));
    expect(settings).toEqual({
      url: REDSYS.REDSYS_URL,
      restUrl: REDSYS.REDSYS_REST_URL,
      merchantCode: '999008881',
      terminal: '1',
      secretKey: REDSYS.REDSYS_SECRET_KEY,
      payMethods: '',
    });
    expect(settings && createRedsysGateway(settings).formActionOrigins).toEqual([
      'https://sis-t.redsys.es:25443',
    ]);
    expect(redsysSettingsFrom(loadEnv({ ...REDSYS, REDSYS_PAY_METHODS: 'z' }))?.payMethods).toBe('z');
  });

  it.each(['REDSYS_URL', 'REDSYS_REST_URL', 'REDSYS_MERCHANT_CODE', 'REDSYS_TERMINAL', 'REDSYS_SECRET_KEY'])(
    'refuses to start with PAYMENT_GATEWAY=redsys and no %s, naming it',
    (name) => {
      const source: Record<string, string> = { ...REDSYS };
      delete source[name];
      expect(() => loadEnv(source)).toThrow(EnvError);
      expect(() => loadEnv(source)).toThrow(
        new RegExp(`${name}="": is required when PAYMENT_GATEWAY=redsys`),
      );
    },
  );

  it.each([
    ['PAYMENT_GATEWAY', 'stripe'],
    ['REDSYS_MERCHANT_CODE', '12345'],
    ['REDSYS_TERMINAL', 'one'],
    ['REDSYS_SECRET_KEY', 'not base64!'],
    ['REDSYS_SECRET_KEY', 'c2hvcnQ='],
    ['REDSYS_URL', 'ftp://bank.example/pay'],
    ['REDSYS_PAY_METHODS', 'C'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadEnv({ ...REDSYS, [name]: value })).toThrow(new RegExp(`Invalid setting ${name}=`));
  });
});
