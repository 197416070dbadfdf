/**
 * Answered 'true' by a refund list whose total was counted only up to a ceiling (a search of one or two
 * characters; any text search on PostgreSQL): Content-Range then holds the ceiling, and there are more
 * matches than that.
 */
export const TOTAL_CAPPED_HEADER = 'X-Total-Capped';
