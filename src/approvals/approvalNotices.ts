import type { ApprovalRequested } from '../../contract/refunds';
import type { Notice } from '../refunds/statusMailNotice';

/** The toast of a status change that went to approval instead of being made. */
export const approvalRequestedNotice = (approval: ApprovalRequested): Notice => ({
  message: 'approvals.statusRequested',
  options: { type: 'info', messageArgs: { status: approval.to_status_name } },
});

/** The toast of a bulk status change some of whose records went to approval. */
export const bulkApprovalNotice = (count: number): Notice => ({
  message: 'approvals.bulkRequested',
  options: { type: 'info', messageArgs: { count } },
});
