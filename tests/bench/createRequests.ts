import type { RequestSpec } from './load/loadJob.js';
import { BENCH_USER_ID_PREFIX } from './benchServer.js';

const BOUNDARY = '----iade-bench-boundary';

function multipart(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/**
 * Multipart POST /api/refunds bodies as the create form sends them (no receipt file), each with its own
 * user_id so that every refund is alone in its duplicate group, as most new refunds are.
 */
export function createRequests(count: number, runId: string): RequestSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    method: 'POST',
    path: '/api/refunds',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipart({
      method: '14',
      reason_id: '2',
      user_id: `${BENCH_USER_ID_PREFIX}${runId}-${i}`,
      login_id: `bench.kullanici${i}`,
      member_name: 'Ayşe Yılmaz',
      refund_name: 'Ayşe Yılmaz',
      amount: `${100 + (i % 900)}.50`,
      status: '1',
      ticket_id: `BENCH${runId}${i}`,
      banveri: 'TR330006100519786457841326',
      email: 'ayse.yilmaz@example.com',
    }),
  }));
}
