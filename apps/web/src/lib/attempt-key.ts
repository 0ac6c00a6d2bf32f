/**
 * One Idempotency-Key per payment attempt (docs/product.md#payments, as Stripe does it): a retry of
 * the same attempt (lost connection, server fault) sends the same key, so the server answers it
 * once; any change of the form, or a final answer (paid, declined, prices changed, refused), starts
 * a new attempt with a new key. The key is kept in memory only.
 */
export class AttemptKey {
  private key: string | null = null;

  constructor(private readonly makeKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send now: the current attempt's, or a new one. */
  current(): string {
    this.key ??= this.makeKey();
    return this.key;
  }

  /** The form changed: the next send is a new attempt. */
  reset(): void {
    this.key = null;
  }

  /**
   * After an answer: only a failure that says nothing about the charge (no answer, 5xx, 429)
   * keeps the key for a retry of the same attempt.
   */
  settle(httpStatus: number): void {
    const unknownOutcome = httpStatus === 0 || httpStatus === 429 || httpStatus >= 500;
    if (!unknownOutcome) this.reset();
  }
}
