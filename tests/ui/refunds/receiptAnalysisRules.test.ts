import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptFieldValues } from '../../../contract/receipts';
import { dataProvider } from '../../../src/providers/dataProvider';
import { ReceiptAnalysisTimeout } from '../../../src/providers/receiptCalls';
import { parseReceiptAmount, receiptFormFill } from '../../../src/refunds/receipt/receiptAnalysisFill';

describe('receipt amount', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1.234,56 TL', 1234.56],
    ['250,00 TL', 250],
    ['₺1.000', 1000],
    ['1.000.000,00 TRY', 1_000_000],
    ['12.500,5', 12500.5],
    ['1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['99,9', 99.9],
    ['750', 750],
    ['TL 1.234,56.', 1234.56],
    ['0,01', 0.01],
  ])('reads %s as %d', (text, amount) => {
    expect(parseReceiptAmount(text)).toBe(amount);
  });

  it.each(['', 'TL', '₺', ',.', '12.34,5', '1.23.456'])('gives up on %j', (text) => {
    expect(parseReceiptAmount(text)).toBeNull();
  });
});

describe('receipt form fill', () => {
  const NOT_FOUND = 'Bulunamadı';
  const found: ReceiptFieldValues = {
    gonderici_ismi: 'AYŞE YILMAZ',
    alici_ismi: 'ÖDEME A.Ş.',
    alici_hesap: 'TR33 0006 1005 1978 6457 8413 26',
    tutar: '1.234,56 TL',
    islem_tarihi: '05.03.2024',
    islem_saati: '14:30',
  };

  it('takes the refund name from the sender, the IBAN from the recipient account, and the amount', () => {
    expect(receiptFormFill(found)).toEqual({
      refund_name: 'AYŞE YILMAZ',
      banveri: 'TR33 0006 1005 1978 6457 8413 26',
      amount: 1234.56,
    });
  });

  it('names the refund only when the recipient was found as well', () => {
    expect(receiptFormFill({ ...found, alici_ismi: NOT_FOUND })).toEqual({
      banveri: 'TR33 0006 1005 1978 6457 8413 26',
      amount: 1234.56,
    });
  });

  it("leaves out every field that is 'Bulunamadı', empty or missing, or an amount it cannot read", () => {
    expect(
      receiptFormFill({
        gonderici_ismi: NOT_FOUND,
        alici_ismi: 'ÖDEME A.Ş.',
        alici_hesap: '  ',
        tutar: 'bulunamadı',
      }),
    ).toEqual({});
    expect(receiptFormFill({ ...found, tutar: 'TL' })).not.toHaveProperty('amount');
    expect(receiptFormFill(null)).toEqual({});
  });
});

describe('receipt analysis call', () => {
  afterEach(() => vi.useRealTimers());

  it('posts the file as `dekont` and keeps the envelope', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, data: { tutar: 'Bulunamadı' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await dataProvider.analyseReceipt(new File(['x'], 'r.png', { type: 'image/png' }));
    expect(answer).toEqual({ success: false, data: { tutar: 'Bulunamadı' }, confidence: {} });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/receipt-analysis/analyze-dekont');
    expect(init.method).toBe('POST');
    expect(((init.body as FormData).get('dekont') as File).name).toBe('r.png');
  });

  it('gives up on a service that does not answer', async () => {
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          }),
        ),
    );
    const pending = dataProvider.analyseReceipt(new File(['x'], 'r.png', { type: 'image/png' }), {
      timeoutMs: 50,
    });
    await expect(pending).rejects.toBeInstanceOf(ReceiptAnalysisTimeout);
    expect(aborted).toBe(true);
  });

  it('uses a 35-second time-out by default', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = dataProvider.analyseReceipt(new File(['x'], 'r.png', { type: 'image/png' }));
    const outcome = pending.then(
      () => 'answered',
      (error: unknown) => (error instanceof ReceiptAnalysisTimeout ? 'timed out' : 'failed'),
    );
    await vi.advanceTimersByTimeAsync(34_000);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBe('timed out');
  });
});
