import { describe, expect, it } from 'vitest';
import { AttemptKey } from './attempt-key';

function keys() {
  let n = 0;
  return new AttemptKey(() => `key-${++n}`);
}

describe('Idempotency-Key per payment attempt', () => {
  it('keeps the key for retries of the same attempt when the outcome is unknown', () => {
    const attempt = keys();
    expect(attempt.current()).toBe('key-1');
    attempt.settle(0); // lost connection
    expect(attempt.current()).toBe('key-1');
    attempt.settle(503);
    expect(attempt.current()).toBe('key-1');
  });

  it('starts a new attempt after a change of the form', () => {
    const attempt = keys();
    attempt.current();
    attempt.reset();
    expect(attempt.current()).toBe('key-2');
  });

  it.each([201, 400, 402, 409, 422])('starts a new attempt after a final answer (%i)', (status) => {
    const attempt = keys();
    attempt.current();
    attempt.settle(status);
    expect(attempt.current()).toBe('key-2');
  });

  it('uses crypto.randomUUID by default', () => {
    expect(new AttemptKey().current()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
