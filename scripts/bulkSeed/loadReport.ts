/** What a loader measured, printed by the seed script. */
export interface LoadReport {
  inserted: number;
  insertMs: number;
  duplicatesMs: number;
  /** Rows whose duplicate_group_id the set-based update changed. */
  duplicatesChanged: number;
  /** The rollups rebuilt in one set-based pass (their triggers are off during the load). */
  rollupsMs: number;
  /** Index maintenance after the load (FTS merge, ANALYZE, checkpoint). */
  finishMs: number;
  totalRows: number;
  groupedRows: number;
}

export type Progress = (inserted: number) => void;
