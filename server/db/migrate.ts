import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connection.js';
import { initialMigration } from './migrations/0001_initial.js';
import { refundSearchMigration } from './migrations/0002_refund_search.js';
import { refundIdCoverMigration } from './migrations/0003_refund_id_cover.js';
import { refundStatsMigration } from './migrations/0004_refund_stats.js';
import { statusCannedResponsesMigration } from './migrations/0005_status_canned_responses.js';
import { completionStatsMigration } from './migrations/0006_completion_stats.js';
import { rollupRaceFreeMigration } from './migrations/0007_rollup_race_free.js';
import { refundVersionMigration } from './migrations/0008_refund_version.js';
import { systemLogScopeMigration } from './migrations/0009_system_log_scope.js';
import { turkishTextKeysMigration } from './migrations/0010_turkish_text_keys.js';
import { catalogNameKeysMigration } from './migrations/0011_catalog_name_keys.js';
import { receiptFilesMigration } from './migrations/0012_receipt_files.js';
import { completionRewritesMigration } from './migrations/0014_completion_rewrites.js';
import { refundEventsMigration } from './migrations/0015_refund_events.js';
import { receiptFileDeletionMigration } from './migrations/0016_receipt_file_deletion.js';
import { refundApprovalsMigration } from './migrations/0017_refund_approvals.js';
import { receiptFingerprintsMigration } from './migrations/0018_receipt_fingerprints.js';
import { savedViewsMigration } from './migrations/0019_saved_views.js';
import { savedViewFixesMigration } from './migrations/0020_saved_view_fixes.js';
import { shortTermSearchMigration } from './migrations/0021_short_term_search.js';
import { refundTotalsMigration } from './migrations/0022_refund_totals.js';

/** Migrations in order; names sort lexically, so keep the numeric prefix. */
function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(handle.dialect),
    '0002_refund_search': refundSearchMigration(handle.dialect),
    '0003_refund_id_cover': refundIdCoverMigration(handle.dialect),
    '0004_refund_stats': refundStatsMigration(handle.dialect),
    '0005_status_canned_responses': statusCannedResponsesMigration(handle.dialect),
    '0006_completion_stats': completionStatsMigration(handle.dialect),
    '0007_rollup_race_free': rollupRaceFreeMigration(handle.dialect),
    '0008_refund_version': refundVersionMigration(handle.dialect),
    '0009_system_log_scope': systemLogScopeMigration(handle.dialect),
    '0010_turkish_text_keys': turkishTextKeysMigration(handle.dialect),
    '0011_catalog_name_keys': catalogNameKeysMigration(handle.dialect),
    '0012_receipt_files': receiptFilesMigration(handle.dialect),
    '0014_completion_rewrites': completionRewritesMigration(handle.dialect),
    '0015_refund_events': refundEventsMigration(handle.dialect),
    '0016_receipt_file_deletion': receiptFileDeletionMigration(handle.dialect),
    '0017_refund_approvals': refundApprovalsMigration(handle.dialect),
    '0018_receipt_fingerprints': receiptFingerprintsMigration(handle.dialect),
    '0019_saved_views': savedViewsMigration(handle.dialect),
    '0020_saved_view_fixes': savedViewFixesMigration,
    '0021_short_term_search': shortTermSearchMigration(handle.dialect),
    '0022_refund_totals': refundTotalsMigration(handle.dialect),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
