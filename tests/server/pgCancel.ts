import type pg from 'pg';

/**
 * Cancels every statement of the test database that waits on a lock (a request may run several at
 * once, or one after another) until `answered` settles.
 */
export async function cancelWaitingStatements(watcher: pg.Client, answered: Promise<unknown>) {
  let settled = false;
  void answered.finally(() => (settled = true));
  let cancelled = 0;
  while (!settled) {
    const { rows } = await watcher.query(
      `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    cancelled += rows.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return cancelled;
}
