/**
 * A write the disk refused: a full, read-only or vanished data disk, seen either as a file
 * system error or as the database's own answer. Such failures are not the caller's fault
 * nor a bug, so they answer 503 with a message saying so, not a 500
 * (docs/decisions/029-storage-sweep-quotas-dead-letters.md).
 */

/** File system errors of a disk that does not take a write. */
const DISK_ERRNOS = new Set([
  'ENOSPC',
  'EROFS',
  'EDQUOT',
  'EIO',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'EMFILE',
  'ENFILE',
]);

/**
 * PostgreSQL (and PGlite) refusing a write: class 53 "insufficient resources" (53100
 * disk_full and its siblings), 58030 io_error, and 25006 when the database was put in
 * read-only mode (default_transaction_read_only, a standby).
 */
function isDiskSqlState(code: string): boolean {
  return code.startsWith('53') || code === '58030' || code === '25006';
}

/** Whether `error` (or a cause up to a few levels down: drizzle wraps the driver's) is one. */
export function isStorageFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (DISK_ERRNOS.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && isDiskSqlState(code)) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
