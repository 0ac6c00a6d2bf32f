import type { PGlite, Transaction } from '@electric-sql/pglite';

export type StatementCount = {
  /** Statements sent outside any transaction. */
  outside: number;
  /** Statements sent inside transactions (BEGIN and COMMIT not counted). */
  inside: number;
  transactions: number;
  /** Each transaction's statements and how long it held the connection (ms), in order. */
  each: { statements: number; ms: number; sql: string[] }[];
  /** Every statement's text, in order, tagged with its transaction (0 = none). */
  log: { tx: number; sql: string }[];
};

/**
 * Counts the statements an in-process PGlite receives while `fn` runs (tests that pin the
 * cost of a request, docs/decisions/040-payment-finish-cost.md). On PGlite one connection
 * serves everyone, so a transaction's statements are held time for every other customer.
 */
export async function countStatements(pglite: PGlite, fn: () => Promise<unknown>): Promise<StatementCount> {
  const count: StatementCount = {
    outside: 0,
    inside: 0,
    transactions: 0,
    each: [],
    log: [],
  };
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  const patched = pglite as unknown as Record<string, unknown>;
  patched.query = (text: string, ...rest: unknown[]) => {
    count.outside++;
    count.log.push({ tx: 0, sql: text });
    return (query as (...a: unknown[]) => unknown)(text, ...rest);
  };
  patched.exec = (text: string, ...rest: unknown[]) => {
    count.outside++;
    count.log.push({ tx: 0, sql: text });
    return (exec as (...a: unknown[]) => unknown)(text, ...rest);
  };
  patched.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      const id = ++count.transactions;
      const started = performance.now();
      const sql: string[] = [];
      const inner = tx.query.bind(tx);
      const wrapped = tx as unknown as Record<string, unknown>;
      wrapped.query = (text: string, ...rest: unknown[]) => {
        count.inside++;
        sql.push(text);
        count.log.push({ tx: id, sql: text });
        return (inner as (...a: unknown[]) => unknown)(text, ...rest);
      };
      try {
        return await callback(tx);
      } finally {
        count.each.push({ statements: sql.length, ms: performance.now() - started, sql });
      }
    });
  try {
    await fn();
  } finally {
    patched.query = query;
    patched.exec = exec;
    patched.transaction = transaction;
  }
  return count;
}
