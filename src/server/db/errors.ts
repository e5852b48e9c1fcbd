/** The driver errors our services react to, told apart on both dialects. */
type DriverError = { code?: unknown; message?: unknown };

/** A unique constraint refused the write (a slug or email taken meanwhile). */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * A row is still referenced (an article written meanwhile). SQLite reports an ON DELETE RESTRICT
 * refusal as a trigger constraint; PostgreSQL as 23503.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as DriverError;
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true;
  return code === 'SQLITE_CONSTRAINT_TRIGGER' && String(message).includes('FOREIGN KEY constraint failed');
}
