import { describe, expect, it } from 'vitest';
import { toRefundFormData } from '../../../src/providers/refundPayload';
import { fileNameFromDisposition } from '../../../src/providers/downloadFile';
import { isAllowedAmountKey } from '../../../src/refunds/AmountInput';
import { DUPLICATE_TINTS, duplicateTintOf } from '../../../src/refunds/duplicateTints';
import {
  formatAmount,
  formatDetailDateTime,
  formatListDate,
  formatListTime,
  formatShortDate,
  fromFilterDate,
  parseAmount,
  toFilterDate,
} from '../../../src/common/formatters';
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

  it('accepts digits, navigation and edit keys', () => {
    for (const name of [
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

  it('refuses the decimal point, comma, signs, letters and other combinations', () => {
    for (const name of ['.', ',', '-', '+', 'e', 'E', 'a', ' ']) expect(key(name), name).toBe(false);
    expect(key('p', { ctrlKey: true })).toBe(false);
    expect(key('5', { altKey: true })).toBe(false);
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
  it('gives each group one of 8 pastel tints, cycling', () => {
    expect(DUPLICATE_TINTS).toHaveLength(8);
    expect(duplicateTintOf(null)).toBeNull();
    expect(duplicateTintOf(3)).toBe(DUPLICATE_TINTS[3]);
    expect(duplicateTintOf(11)).toBe(DUPLICATE_TINTS[3]);
    expect(duplicateTintOf(4)).not.toBe(duplicateTintOf(5));
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
