import { describe, expect, it } from 'vitest';
import { toRefundFormData } from '../../../src/providers/refundPayload';
import { fileNameFromDisposition } from '../../../src/providers/downloadFile';
import { isAllowedAmountKey } from '../../../src/refunds/AmountInput';
import { contrastRatio } from '../../../src/common/statusColorsContrast';
import {
  DARK_DUPLICATE_TINTS,
  DUPLICATE_TINTS,
  duplicateTint,
  duplicateTintIndexes,
} from '../../../src/refunds/duplicateTints';
import {
  formatAmount,
  formatAmountInput,
  formatDetailDateTime,
  formatListDate,
  formatListTime,
  formatShortDate,
  fromFilterDate,
  parseAmount,
  toFilterDate,
} from '../../../src/common/formatters';
import { parseTypedAmount } from '../../../src/common/typedAmount';
import { changesOf, type ValueNames } from '../../../src/refunds/logChanges';
import { pageNumbers } from '../../../src/refunds/RefundPagination';
import {
  checkReceiptFile,
  depositReceiptUrl,
  downloadUrlOf,
  isPdfReceipt,
  normaliseReceiptUrl,
  refundReceiptUrl,
} from '../../../src/refunds/receipt/receiptFiles';
import { KEYWORD_PALETTES, statusBadgeColors } from '../../../src/common/statusColors';
import { localIso } from '../support/refundFixtures';

describe('amount formatter', () => {
  it('writes Turkish grouping, two decimals and TL', () => {
    expect(formatAmount(1234.56)).toBe('1.234,56 TL');
    expect(formatAmount(1234567.5)).toBe('1.234.567,50 TL');
    expect(formatAmount(0)).toBe('0,00 TL');
    expect(formatAmount(12)).toBe('12,00 TL');
  });

  it('reads amounts given as text with a dot or a comma', () => {
    expect(formatAmount('1234.5')).toBe('1.234,50 TL');
    expect(formatAmount('1.234,56')).toBe('1.234,56 TL');
    expect(parseAmount('abc')).toBeNull();
  });

  it('shows a dash for a missing amount', () => {
    expect(formatAmount(null)).toBe('—');
    expect(formatAmount('')).toBe('—');
  });
});

describe('date formatters (date-fns, Turkish)', () => {
  const march = localIso(2024, 3, 5, 14, 7);
  const january = localIso(2025, 1, 9, 8, 0);

  it("use 'dd MMM yyyy' and 'HH:mm' on the list", () => {
    expect(formatListDate(march)).toBe('05 Mar 2024');
    expect(formatListDate(january)).toBe('09 Oca 2025');
    expect(formatListTime(march)).toBe('14:07');
  });

  it("use 'dd MMMM yyyy HH:mm' on the detail and 'dd.MM.yyyy' elsewhere", () => {
    expect(formatDetailDateTime(march)).toBe('05 Mart 2024 14:07');
    expect(formatDetailDateTime(january)).toBe('09 Ocak 2025 08:00');
    expect(formatShortDate(march)).toBe('05.03.2024');
  });

  it('show a dash for a missing or unreadable date', () => {
    expect(formatListDate(null)).toBe('—');
    expect(formatDetailDateTime('not a date')).toBe('—');
  });

  it('turn filter dates into yyyy-MM-dd and back', () => {
    expect(toFilterDate(new Date(2024, 0, 31))).toBe('2024-01-31');
    expect(fromFilterDate('2024-01-31')?.getDate()).toBe(31);
    expect(fromFilterDate('31.01.2024')).toBeNull();
  });
});

describe('status badge colour rule', () => {
  it('uses a custom hex colour as its 20% tint, with a darker shade of it as text', () => {
    // #16a34a at 20% over white; the text is the same green mixed with black until it reads at 4.5:1.
    expect(statusBadgeColors('Onaylandı', '#16A34A')).toEqual({ background: '#d0eddb', text: '#107535' });
    expect(statusBadgeColors('Herhangi', '#abc').background).toBe('#eef1f5');
  });

  it('falls back to name keywords without a usable colour', () => {
    expect(statusBadgeColors('Approved', null)).toEqual(KEYWORD_PALETTES.green);
    expect(statusBadgeColors('COMPLETED')).toEqual(KEYWORD_PALETTES.green);
    expect(statusBadgeColors('Done')).toEqual(KEYWORD_PALETTES.green);
    expect(statusBadgeColors('Rejected')).toEqual(KEYWORD_PALETTES.red);
    expect(statusBadgeColors('Cancelled')).toEqual(KEYWORD_PALETTES.red);
    expect(statusBadgeColors('In review')).toEqual(KEYWORD_PALETTES.blue);
    expect(statusBadgeColors('PROCESSING')).toEqual(KEYWORD_PALETTES.blue);
    expect(statusBadgeColors('Waiting')).toEqual(KEYWORD_PALETTES.yellow);
    expect(statusBadgeColors('Something else')).toEqual(KEYWORD_PALETTES.grey);
    expect(statusBadgeColors(null)).toEqual(KEYWORD_PALETTES.grey);
    expect(statusBadgeColors('Pending', 'red')).toEqual(KEYWORD_PALETTES.grey);
  });

  it('knows the Turkish status words too', () => {
    expect(statusBadgeColors('Onaylandı')).toEqual(KEYWORD_PALETTES.green);
    expect(statusBadgeColors('Reddedildi')).toEqual(KEYWORD_PALETTES.red);
    expect(statusBadgeColors('İptal')).toEqual(KEYWORD_PALETTES.red);
    expect(statusBadgeColors('İŞLEMDE')).toEqual(KEYWORD_PALETTES.blue);
    expect(statusBadgeColors('Bekliyor')).toEqual(KEYWORD_PALETTES.yellow);
  });
});

describe('amount keyboard rule', () => {
  const key = (name: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) =>
    isAllowedAmountKey({ key: name, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

  it('accepts digits, the decimal comma, the thousands dot, navigation and edit keys', () => {
    for (const name of [
      ',',
      '.',
      '0',
      '5',
      '9',
      'Backspace',
      'Delete',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
    ]) {
      expect(key(name), name).toBe(true);
    }
  });

  it('accepts copy, paste, cut and select-all with Ctrl or Cmd', () => {
    for (const name of ['c', 'v', 'x', 'a', 'V']) {
      expect(key(name, { ctrlKey: true }), `Ctrl+${name}`).toBe(true);
      expect(key(name, { metaKey: true }), `Cmd+${name}`).toBe(true);
    }
  });

  it('refuses signs, letters and other combinations', () => {
    for (const name of ['-', '+', 'e', 'E', 'a', ' ']) expect(key(name), name).toBe(false);
    expect(key('p', { ctrlKey: true })).toBe(false);
    expect(key('5', { altKey: true })).toBe(false);
  });
});

describe('typed amounts', () => {
  it('reads Turkish amounts exactly and shows stored ones the same way', () => {
    expect(parseTypedAmount('48.965,45')).toBe(48965.45);
    expect(parseTypedAmount('48965,45')).toBe(48965.45);
    expect(parseTypedAmount('1.250')).toBe(1250);
    expect(parseTypedAmount('1.234.567,8')).toBe(1234567.8);
    expect(parseTypedAmount(' 0,1 TL')).toBe(0.1);
    expect(parseTypedAmount('48965.45')).toBe(48965.45);
    expect(formatAmountInput(48965.45)).toBe('48.965,45');
    expect(formatAmountInput(0.1 + 0.2)).toBe('0,30');
    // Written amounts go to the API as they were written, with no float drift.
    for (const typed of ['0,07', '1.000,10', '48.965,45', '99.999.999,99']) {
      const amount = parseTypedAmount(typed)!;
      expect(formatAmountInput(amount)).toBe(typed);
      expect(toRefundFormData({ amount: typed }).get('amount')).toBe(String(amount.toFixed(2)));
    }
    expect(toRefundFormData({ amount: '48.965,45' }).get('amount')).toBe('48965.45');
  });

  it('refuses what is no amount', () => {
    for (const text of ['', '12,345', '1.2.3', '12.34.567', ',5', '1,', 'abc', '-5', '1.2345']) {
      expect(parseTypedAmount(text), text).toBeNull();
    }
  });
});

describe('receipt file rules', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts JPEG, PNG, GIF and PDF up to 5242880 bytes', () => {
    for (const candidate of [
      file('a.jpg', 'image/jpeg'),
      file('a.png', 'image/png'),
      file('a.gif', 'image/gif'),
      file('a.pdf', 'application/pdf', 5_242_880),
      file('pasted.png', ''),
    ]) {
      expect(checkReceiptFile(candidate), candidate.name).toEqual({ ok: true });
    }
  });

  it('refuses other types with the spec message', () => {
    for (const candidate of [
      file('a.svg', 'image/svg+xml'),
      file('a.txt', 'text/plain'),
      file('a.html', ''),
    ]) {
      expect(checkReceiptFile(candidate)).toEqual({ ok: false, message: 'refunds.messages.unsupportedFile' });
    }
  });

  it('refuses files over 5 MB', () => {
    expect(checkReceiptFile(file('big.png', 'image/png', 5_242_881))).toEqual({
      ok: false,
      message: 'refunds.messages.fileTooLarge',
    });
  });

  it('normalises receipt paths as the spec says', () => {
    expect(normaliseReceiptUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(normaliseReceiptUrl('/uploads/receipts/a.png?exp=1&sig=x')).toBe(
      '/uploads/receipts/a.png?exp=1&sig=x',
    );
    expect(normaliseReceiptUrl('uploads/a.png')).toBe('/uploads/a.png');
    expect(normaliseReceiptUrl('client/public/uploads/a.png')).toBe('/uploads/a.png');
    expect(normaliseReceiptUrl('a.png')).toBe('/uploads/a.png');
  });

  it('finds receipt paths under their older names and builds download links', () => {
    expect(refundReceiptUrl({ receipt_image_path: 'uploads/r.png' } as never)).toBe('/uploads/r.png');
    expect(depositReceiptUrl({ deposit_image: '/uploads/d.pdf' } as never)).toBe('/uploads/d.pdf');
    expect(refundReceiptUrl({ receipt_path: null } as never)).toBeNull();
    expect(downloadUrlOf('/uploads/r.png?exp=1&sig=x')).toBe('/uploads/r.png?exp=1&sig=x&download=1');
    expect(downloadUrlOf('/uploads/r.png')).toBe('/uploads/r.png?download=1');
    expect(isPdfReceipt('/uploads/r.PDF?exp=1')).toBe(true);
    expect(isPdfReceipt('/uploads/r.png?x=.pdf')).toBe(false);
  });
});

describe('pagination window', () => {
  it('shows at most 5 page numbers around the current page', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageNumbers(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});

describe('duplicate tints', () => {
  it('gives the groups of one page different tints, in the order they appear', () => {
    // Groups 3 and 11 shared a tint when it came from the id modulo 8.
    const indexes = duplicateTintIndexes([11, 11, null, 3, 19, 3, undefined, 27]);
    expect([...indexes.entries()]).toEqual([
      [11, 0],
      [3, 1],
      [19, 2],
      [27, 3],
    ]);
    const nine = duplicateTintIndexes([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set([...nine.values()].slice(0, 8)).size).toBe(8);
  });

  it('keeps text readable and the tints apart in light and dark mode', () => {
    for (const [tints, text, page] of [
      [DUPLICATE_TINTS, '#212121', '#ffffff'],
      [DARK_DUPLICATE_TINTS, '#ffffff', '#121212'],
    ] as const) {
      expect(tints).toHaveLength(8);
      expect(new Set(tints).size).toBe(8);
      for (const tint of tints) {
        expect(contrastRatio(text, tint), tint).toBeGreaterThanOrEqual(7);
        // A duplicate row stands out from a plain one.
        expect(contrastRatio(tint, page), tint).toBeGreaterThan(1.1);
      }
    }
    expect(duplicateTint(9, 'dark')).toBe(DARK_DUPLICATE_TINTS[1]);
  });
});

describe('refund log changes', () => {
  const names: ValueNames = {
    status: (id) => ({ 1: 'Beklemede', 2: 'Onaylandı' })[Number(id)] ?? null,
    method: (id) => (Number(id) === 4 ? 'Moven Banka' : null),
    reason: () => null,
    translate: (key) => key,
  };

  it('gives friendly labels, status names and formatted amounts, tracked fields in spec order', () => {
    const changes = changesOf(
      {
        additional_data: JSON.stringify({
          amount: { old: 100, new: 1234.5 },
          status_id: { old: 1, new: 2 },
          banveri: { old: null, new: 'TR330006100519786457841326' },
          reason_id: { old: 1, new: 9 },
        }),
      },
      names,
    );
    expect(changes).toEqual([
      { field: 'reason_id', labelKey: 'refunds.trackedFields.reason_id', oldValue: '#1', newValue: '#9' },
      {
        field: 'status_id',
        labelKey: 'refunds.trackedFields.status_id',
        oldValue: 'Beklemede',
        newValue: 'Onaylandı',
      },
      {
        field: 'amount',
        labelKey: 'refunds.trackedFields.amount',
        oldValue: '100,00 TL',
        newValue: '1.234,50 TL',
      },
      {
        field: 'banveri',
        labelKey: 'refunds.trackedFields.banveri',
        oldValue: '—',
        newValue: 'TR330006100519786457841326',
      },
    ]);
  });

  it("tells a receipt's change in words with the uploaded file's own name, never the stored one", () => {
    const receiptChange = (change: Record<string, unknown>) =>
      changesOf({ additional_data: JSON.stringify({ receipt_image_path: change }) }, names)[0];
    const stored = 'receipts/3f9c1e0b8a7d4c2e9f1a6b5d4c3e2f1a.png';
    const other = 'receipts/9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d.pdf';
    expect(receiptChange({ old: null, new: stored, file: 'mart-dekont.png' }).summary).toBe(
      'refunds.detail.receiptAdded: mart-dekont.png',
    );
    expect(receiptChange({ old: stored, new: other, file: 'düzeltilmiş.pdf' }).summary).toBe(
      'refunds.detail.receiptReplaced: düzeltilmiş.pdf',
    );
    // Entries written before the name was kept: words only, no random name.
    expect(receiptChange({ old: stored, new: other }).summary).toBe('refunds.detail.receiptReplaced');
    expect(receiptChange({ old: null, new: stored }).summary).toBe('refunds.detail.receiptAdded');
    expect(receiptChange({ old: stored, new: null }).summary).toBe('refunds.detail.receiptRemoved');
  });

  it('ignores unreadable data and unchanged values', () => {
    expect(changesOf({ additional_data: 'not json' }, names)).toEqual([]);
    expect(changesOf({ additional_data: null }, names)).toEqual([]);
    expect(
      changesOf({ additional_data: JSON.stringify({ amount: { old: '5.00', new: 5 } }) }, names),
    ).toEqual([]);
  });
});

describe('multipart refund payload', () => {
  it('uses the spec payload names and sends the amount with a dot', () => {
    const receipt = new File(['x'], 'dekont.png', { type: 'image/png' });
    const form = toRefundFormData({
      payment_method_id: 4,
      reason_id: 2,
      user_id: ' U1 ',
      login_id: 'l1',
      member_name: 'Ali',
      refund_name: 'Veli',
      amount: 1234.5,
      status_id: 1,
      ticket_id: 'T1',
      banveri: null,
      email: 'a@b.c',
      status_name: 'ignored',
      receipt_image: receipt,
    });
    expect(form.get('method')).toBe('4');
    expect(form.get('status')).toBe('1');
    expect(form.get('amount')).toBe('1234.50');
    expect(form.get('user_id')).toBe('U1');
    expect(form.has('banveri')).toBe(false);
    expect(form.has('status_name')).toBe(false);
    expect((form.get('receipt_image') as File).name).toBe('dekont.png');
  });

  it('reads the download name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="iadeler.csv"')).toBe('iadeler.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''iadeler%20%C5%9Fubat.csv")).toBe(
      'iadeler şubat.csv',
    );
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
