import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS, setAccountIpLimitsScale } from './throttle';

describe('ACCOUNT_IP_LIMITS_SCALE', () => {
  afterEach(() => setAccountIpLimitsScale(1));

  it('multiplies the per-IP limits only; the per-account limits that stop guessing stay', () => {
    expect(LIMITS.sendPerIp('10.0.0.1').max).toBe(30);
    setAccountIpLimitsScale(10);
    expect(LIMITS.sendPerIp('10.0.0.1').max).toBe(300);
    expect(LIMITS.loginPerIp('10.0.0.1').max).toBe(200);
    expect(LIMITS.codePerIp('10.0.0.1').max).toBe(300);
    expect(LIMITS.loginPerAccount('a@example.com').max).toBe(5);
    expect(LIMITS.codePerAccount('a@example.com').max).toBe(10);
    expect(LIMITS.sendPerHour('register', 'a@example.com').max).toBe(5);
  });
});
