import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../support/mockFetch';
import { mockRefundApi } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser } from '../support/users';
import { fieldsToCheck } from '../../../src/refunds/receipt/receiptAnalysisFill';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds/create',
}));

const ANALYSE = 'POST /api/receipt-analysis/analyze-dekont';

const answer = (confidence?: Record<string, number>): MockReply => ({
  body: {
    success: true,
    data: {
      gonderici_ismi: 'AYŞE YILMAZ',
      alici_ismi: 'MEHMET KAYA',
      alici_hesap: 'TR330006100519786457841326',
      tutar: '1.250,75',
      islem_tarihi: '05.03.2026',
      islem_saati: '14:32',
    },
    ...(confidence ? { confidence } : {}),
  },
});

async function analyseWith(reply: MockReply) {
  const user = setupUser();
  mockRefundApi(adminUser, { [ANALYSE]: reply });
  renderApp('/refunds/create');
  await screen.findByRole('heading', { name: 'Yeni İade Oluştur' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Durum/ }).textContent).toBe('Beklemede'));
  await user.upload(
    screen.getByLabelText('Dekont dosyası'),
    new File([new Uint8Array(2048)], 'dekont.png', { type: 'image/png' }),
  );
  await user.click(screen.getByRole('button', { name: /Dekontu Analiz Et/ }));
  const iban = screen.getByRole('textbox', { name: /^IBAN/ }) as HTMLInputElement;
  await waitFor(() => expect(iban.value).toBe('TR330006100519786457841326'));
  return { user, iban };
}

/** The fields whose input carries the 'Kontrol edin' mark, by their input's label. */
const markedInputs = () =>
  [...document.querySelectorAll('[data-receipt-check]')]
    .filter((cell) => within(cell as HTMLElement).queryByText('Kontrol edin'))
    .map((cell) => (cell.querySelector('input') as HTMLInputElement).labels?.[0]?.textContent?.trim());

describe("'Kontrol edin' after a receipt analysis", () => {
  it('marks on their inputs the filled fields the reader is unsure of, until the user changes them', async () => {
    const { user, iban } = await analyseWith(
      answer({ gonderici_ismi: 0.95, alici_ismi: 0.9, alici_hesap: 0.6, tutar: 0.5 }),
    );
    await waitFor(() => expect(markedInputs()).toHaveLength(2));
    expect(markedInputs()[0]).toMatch(/^IBAN/);
    expect(markedInputs()[1]).toMatch(/^Tutar/);
    const ibanCell = iban.closest('[data-receipt-check]') as HTMLElement;
    expect(within(ibanCell).getByText('Kontrol edin')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /^İade Yapılacak İsim/ }) as HTMLInputElement;
    expect(name.closest('[data-receipt-check]')).toBeNull();
    await user.clear(iban);
    await user.type(iban, 'TR000000');
    // Typing goes on in the same input: the mark leaving does not take the focus away.
    expect(iban.value).toBe('TR000000');
    expect(document.activeElement).toBe(iban);
    await waitFor(() => expect(markedInputs()).toHaveLength(1));
    expect(markedInputs()[0]).toMatch(/^Tutar/);
    expect(iban.closest('[data-receipt-check]')).toBeNull();
  }, 30_000);

  it('marks nothing when the reader is sure or reports no confidence', async () => {
    await analyseWith(answer());
    expect(screen.queryByText('Kontrol edin')).toBeNull();
  }, 30_000);
});

describe('fieldsToCheck', () => {
  it('takes the filled fields under 0.75, by the analysis field each comes from', () => {
    const fill = { refund_name: 'AYŞE YILMAZ', banveri: 'TR33', amount: 10 };
    expect(fieldsToCheck(fill, { gonderici_ismi: 0.74, alici_hesap: 0.75, tutar: 0.2 })).toEqual([
      'refund_name',
      'amount',
    ]);
    expect(fieldsToCheck({ banveri: 'TR33' }, { tutar: 0.1 })).toEqual([]);
  });
});
