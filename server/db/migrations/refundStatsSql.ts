/**
 * SQL texts of migration 0004 (refund statistics), one set per dialect. Both keep the same two things:
 * `refund_daily_stats` (count and kuruş sum per Turkish day, method and status) and `refunds.completed_at`.
 */

/** Turkey keeps UTC+3 all year; a Turkish calendar day as a day number (epoch-ms columns are positive). */
export const TURKISH_DAY = (column: string) => `((${column} + 10800000) / 86400000)`;

/**
 * When a refund entered its current status: its latest logged status change, else its creation (it was
 * created in that status). Used where `refunds` is the row being updated.
 */
export const COMPLETED_AT_BACKFILL = `COALESCE(
  (SELECT MAX(l.created_at) FROM refund_logs l
    WHERE l.refund_id = refunds.id AND l.additional_data LIKE '%"status_id"%'),
  refunds.created_at)`;

const isCompleted = (statusRef: string) => `(SELECT is_completed FROM statuses WHERE id = ${statusRef}) = 1`;

const sqliteAdd = (row: 'new' | 'old', sign: '+' | '-') =>
  sign === '+'
    ? `INSERT INTO refund_daily_stats (day, payment_method_id, status_id, refund_count, amount_kurus)
       VALUES (${TURKISH_DAY(`${row}.created_at`)}, ${row}.payment_method_id, ${row}.status_id, 1, ${row}.amount_kurus)
       ON CONFLICT (day, payment_method_id, status_id) DO UPDATE SET
         refund_count = refund_count + 1, amount_kurus = amount_kurus + excluded.amount_kurus;`
    : `UPDATE refund_daily_stats SET refund_count = refund_count - 1, amount_kurus = amount_kurus - ${row}.amount_kurus
       WHERE day = ${TURKISH_DAY(`${row}.created_at`)} AND payment_method_id = ${row}.payment_method_id
         AND status_id = ${row}.status_id;`;

export const SQLITE_STATS_TRIGGERS = [
  `CREATE TRIGGER refund_stats_insert AFTER INSERT ON refunds BEGIN ${sqliteAdd('new', '+')} END`,
  `CREATE TRIGGER refund_stats_delete AFTER DELETE ON refunds BEGIN ${sqliteAdd('old', '-')} END`,
  `CREATE TRIGGER refund_stats_update
     AFTER UPDATE OF created_at, payment_method_id, status_id, amount_kurus ON refunds
     WHEN old.created_at <> new.created_at OR old.payment_method_id <> new.payment_method_id
       OR old.status_id <> new.status_id OR old.amount_kurus <> new.amount_kurus
     BEGIN ${sqliteAdd('old', '-')} ${sqliteAdd('new', '+')} END`,
  `CREATE TRIGGER refund_completion_insert AFTER INSERT ON refunds
     WHEN new.completed_at IS NULL AND ${isCompleted('new.status_id')}
     BEGIN UPDATE refunds SET completed_at = new.created_at WHERE id = new.id; END`,
  `CREATE TRIGGER refund_completion_update AFTER UPDATE OF status_id ON refunds
     WHEN old.status_id <> new.status_id
     BEGIN
       UPDATE refunds SET completed_at = CASE WHEN ${isCompleted('new.status_id')} THEN new.updated_at END
       WHERE id = new.id;
     END`,
  `CREATE TRIGGER status_completion_change AFTER UPDATE OF is_completed ON statuses
     WHEN old.is_completed <> new.is_completed
     BEGIN
       UPDATE refunds SET completed_at = CASE WHEN new.is_completed = 1 THEN ${COMPLETED_AT_BACKFILL} END
       WHERE status_id = new.id;
     END`,
];

const pgAdd = (row: 'NEW' | 'OLD', sign: '+' | '-') =>
  sign === '+'
    ? `INSERT INTO refund_daily_stats (day, payment_method_id, status_id, refund_count, amount_kurus)
       VALUES (${TURKISH_DAY(`${row}.created_at`)}, ${row}.payment_method_id, ${row}.status_id, 1, ${row}.amount_kurus)
       ON CONFLICT (day, payment_method_id, status_id) DO UPDATE SET
         refund_count = refund_daily_stats.refund_count + 1,
         amount_kurus = refund_daily_stats.amount_kurus + EXCLUDED.amount_kurus;`
    : `UPDATE refund_daily_stats SET refund_count = refund_count - 1, amount_kurus = amount_kurus - ${row}.amount_kurus
       WHERE day = ${TURKISH_DAY(`${row}.created_at`)} AND payment_method_id = ${row}.payment_method_id
         AND status_id = ${row}.status_id;`;

export const POSTGRES_STATS_TRIGGERS = [
  `CREATE FUNCTION refund_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND OLD.created_at = NEW.created_at AND OLD.payment_method_id = NEW.payment_method_id
        AND OLD.status_id = NEW.status_id AND OLD.amount_kurus = NEW.amount_kurus THEN
       RETURN NULL;
     END IF;
     IF TG_OP IN ('DELETE', 'UPDATE') THEN ${pgAdd('OLD', '-')} END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') THEN ${pgAdd('NEW', '+')} END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER refund_stats_trigger
     AFTER INSERT OR DELETE OR UPDATE OF created_at, payment_method_id, status_id, amount_kurus ON refunds
     FOR EACH ROW EXECUTE FUNCTION refund_stats_apply()`,
  `CREATE FUNCTION refund_completion_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       IF NEW.completed_at IS NULL AND ${isCompleted('NEW.status_id')} THEN NEW.completed_at := NEW.created_at; END IF;
     ELSIF NEW.status_id <> OLD.status_id THEN
       NEW.completed_at := CASE WHEN ${isCompleted('NEW.status_id')} THEN NEW.updated_at END;
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER refund_completion_trigger BEFORE INSERT OR UPDATE OF status_id ON refunds
     FOR EACH ROW EXECUTE FUNCTION refund_completion_stamp()`,
  `CREATE FUNCTION status_completion_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE refunds SET completed_at = CASE WHEN NEW.is_completed = 1 THEN ${COMPLETED_AT_BACKFILL} END
     WHERE status_id = NEW.id;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER status_completion_trigger AFTER UPDATE OF is_completed ON statuses
     FOR EACH ROW WHEN (OLD.is_completed <> NEW.is_completed) EXECUTE FUNCTION status_completion_change()`,
];
