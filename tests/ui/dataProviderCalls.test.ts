import { describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { ReceiptAnalysisTimeout } from '../../src/providers/receiptCalls';
import { mockFetch } from './support/mockFetch';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/admin',
}));

describe('help-desk and report calls', () => {
  it('lists the help desk’s canned responses and tests the connection', async () => {
    mockFetch({
      'GET /api/status-canned-responses/helpdesk-canned-responses': { body: [{ ID: '5', name: 'Onay' }] },
      'GET /api/status-canned-responses/test-connection': {
        status: 502,
        body: { success: false, message: 'HelpDesk API bağlantısı kurulamadı' },
      },
    });
    expect(await dataProvider.getHelpdeskCannedResponses()).toEqual([{ ID: '5', name: 'Onay' }]);
    await expect(dataProvider.testHelpdeskConnection()).rejects.toMatchObject({
      status: 502,
      message: 'HelpDesk API bağlantısı kurulamadı',
    });
  });

  it('asks for report figures with the set ends of the range only', async () => {
    const api = mockFetch({
      'GET /api/reports/payment-methods': {
        body: { rows: [], totals: { total_refunds: 0, total_amount: 0 } },
      },
    });
    await dataProvider.getPaymentMethodReport({ start_date: '2026-01-01' });
    expect(api.requests[0].query.toString()).toBe('start_date=2026-01-01');
  });
});

describe('receipt analysis', () => {
  it('keeps the success flag and always hands back a confidence map', async () => {
    mockFetch({
      'POST /api/receipt-analysis/analyze-dekont': { body: { success: false, data: null } },
    });
    const answer = await dataProvider.analyseReceipt(new File(['x'], 'dekont.png', { type: 'image/png' }));
    expect(answer).toEqual({ success: false, data: null, confidence: {} });
  });

  it('gives up after the time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const file = new File(['x'], 'dekont.png', { type: 'image/png' });
    await expect(dataProvider.analyseReceipt(file, { timeoutMs: 20 })).rejects.toBeInstanceOf(
      ReceiptAnalysisTimeout,
    );
  });
});
