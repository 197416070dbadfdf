/**
 * The first six bank-like receipt layout families as HTML (more in extraLayouts.ts, heldBackLayouts.ts, heldBackLayouts2.ts): different label sets, label and value on one line or on two,
 * tables and side-by-side columns, upper and title case, amount and currency styles, date formats.
 * Each answers its page and the fields the analyser must read from it (names as printed).
 */
import { dateWith, html, longTime, shortTime, spacedIban, turkishAmount, upper } from './receiptFormats.js';

import { BRANCH_FORM_LAYOUTS } from './branchFormLayouts.js';
import { EXTRA_LAYOUTS } from './extraLayouts.js';
import { HELD_BACK_LAYOUTS } from './heldBackLayouts.js';
import { HELD_BACK_LAYOUTS_2 } from './heldBackLayouts2.js';
import { receiptPage, rows, type ReceiptLayout } from './layoutKit.js';
import { LIST_LAYOUTS } from './listLayouts.js';
import { MORE_TUNED_LAYOUTS } from './moreTunedLayouts.js';
import { PARTY_ROWS_LAYOUTS } from './partyRowsLayouts.js';
import { SURPRISE_LAYOUTS } from './surpriseLayouts.js';

export type { ExpectedFields, ReceiptFacts, ReceiptLayout } from './layoutKit.js';

/** Title case, 'Label: value' on one line, one column; sender IBAN and a fee as distractors. */
const colonList: ReceiptLayout = {
  name: 'colon-list',
  render(facts) {
    const body = rows(
      [
        ['Gönderen Adı', facts.sender],
        ['Gönderen IBAN', spacedIban(facts.senderIban)],
        ['Alıcı Adı Soyadı', facts.recipient],
        ['Alıcı IBAN', spacedIban(facts.recipientIban)],
        ['Alıcı Banka', 'Türkiye Garanti Bankası A.Ş.'],
        ['İşlem Tutarı', `${turkishAmount(facts.amountKurus)} TL`],
        ['İşlem Ücreti', `${turkishAmount(facts.feeKurus)} TL`],
        ['Açıklama', facts.description],
        ['İşlem Tarihi', `${dateWith(facts.moment, '.')} ${longTime(facts.moment)}`],
      ],
      (label, value) => `<p><b>${label}:</b> ${value}</p>`,
    );
    const style = 'p { margin: 6px 0; }';
    return receiptPage(
      facts,
      style,
      `<h1>T.C. ZİRAAT BANKASI A.Ş.</h1><p class="muted">Havale / EFT Dekontu</p>${body}`,
    );
  },
};

/** Upper case, a bordered two-column table, 'TRY 1.234,56', dd/MM/yyyy HH:mm. */
const upperTable: ReceiptLayout = {
  name: 'upper-table',
  render(facts) {
    const body = rows(
      [
        ['GÖNDEREN AD SOYAD/UNVAN', upper(facts.sender)],
        ['ALICI AD SOYAD/UNVAN', upper(facts.recipient)],
        ['ALICI HESAP', spacedIban(facts.recipientIban)],
        ['EFT TUTARI', `TRY ${turkishAmount(facts.amountKurus)}`],
        ['İŞLEM TARİHİ', `${dateWith(facts.moment, '/')} ${shortTime(facts.moment)}`],
        ['SORGU NO', facts.reference],
      ],
      (label, value) => `<tr><th>${label}</th><td>${value}</td></tr>`,
    );
    const style =
      'table { border-collapse: collapse; width: 100%; margin-top: 12px; } ' +
      'th, td { border: 1px solid #999; padding: 7px 10px; text-align: left; } th { width: 42%; background: #eee; }';
    return receiptPage(
      facts,
      style,
      `<h1>GARANTİ BBVA</h1><p class="muted">EFT İŞLEM DEKONTU</p><table>${body}</table>`,
      upper,
    );
  },
};

/** A wallet's card: small label above a bold value, '₺1.234,56', dd-MM-yyyy and a separate time. */
const walletStacked: ReceiptLayout = {
  name: 'wallet-stacked',
  render(facts) {
    const body = rows(
      [
        ['Gönderen', facts.sender],
        ['Alıcı', facts.recipient],
        ['Alıcı Hesap No', spacedIban(facts.recipientIban)],
        ['Transfer Tutarı', `₺${turkishAmount(facts.amountKurus)}`],
        ['Tarih', dateWith(facts.moment, '-')],
        ['Saat', longTime(facts.moment)],
        ['İşlem No', facts.reference],
      ],
      (label, value) =>
        `<div class="item"><div class="label">${label}</div><div class="value">${value}</div></div>`,
    );
    const style =
      '.card { border: 1px solid #ccc; border-radius: 12px; padding: 18px 24px; } .item { margin: 10px 0; } ' +
      '.label { color: #555; font-size: 14px; } .value { font-weight: bold; font-size: 17px; }';
    return receiptPage(facts, style, `<h1>Cüzdan Transfer Dekontu</h1><div class="card">${body}</div>`);
  },
};

/** Upper case, 'LABEL : value' with LEHDAR labels, '1.234,56 TL', 'dd.MM.yyyy / HH:mm'. */
const upperColon: ReceiptLayout = {
  name: 'upper-colon',
  render(facts) {
    const body = rows(
      [
        ['GÖNDEREN', upper(facts.sender)],
        ['LEHDAR ADI', upper(facts.recipient)],
        ['LEHDAR IBAN', spacedIban(facts.recipientIban)],
        ['HAVALE TUTARI', `${turkishAmount(facts.amountKurus)} TL`],
        ['İŞLEM TARİHİ/SAATİ', `${dateWith(facts.moment, '.')} / ${shortTime(facts.moment)}`],
        ['AÇIKLAMA', upper(facts.description)],
      ],
      (label, value) => `<div class="row"><span class="label">${label}</span> : ${value}</div>`,
    );
    const style =
      '.row { margin: 5px 0; } .label { display: inline-block; width: 230px; font-weight: bold; }';
    return receiptPage(
      facts,
      style,
      `<h1>TÜRKİYE İŞ BANKASI</h1><p class="muted">HAVALE DEKONTU</p>${body}`,
      upper,
    );
  },
};

/** Two columns side by side (sender | recipient on each row), YARARLANICI, 'Tutar: 1.234,56 TL'. */
const twoColumns: ReceiptLayout = {
  name: 'two-columns',
  render(facts) {
    const pairs: Array<[[string, string], [string, string]]> = [
      [
        ['Gönderen', facts.sender],
        ['Yararlanıcı', facts.recipient],
      ],
      [
        ['Gönderen Banka', 'Yapı Kredi'],
        ['Alıcı IBAN', spacedIban(facts.recipientIban)],
      ],
      [
        ['Tutar', `${turkishAmount(facts.amountKurus)} TL`],
        ['İşlem Tarihi', `${dateWith(facts.moment, '.')} ${shortTime(facts.moment)}`],
      ],
    ];
    const body = pairs
      .map(
        (row) =>
          `<div class="row">${row
            .map(([label, value]) => `<div class="cell"><b>${html(label)}:</b> ${html(value)}</div>`)
            .join('')}</div>`,
      )
      .join('\n');
    const style =
      '.row { display: flex; gap: 24px; margin: 8px 0; } .cell { flex: 1; } ' +
      '.row .cell:first-child { flex: 0 0 300px; }';
    return receiptPage(
      facts,
      style,
      `<h1>Yapı Kredi</h1><p class="muted">Para Transferi Bilgileri</p>${body}`,
    );
  },
};

/** Upper-case labels ending in ':' with the value on the next line, a fee and a total as distractors. */
const labelAbove: ReceiptLayout = {
  name: 'label-above',
  render(facts) {
    const body = rows(
      [
        ['GÖNDEREN ADI SOYADI:', facts.sender],
        ['ALICI ADI SOYADI:', facts.recipient],
        ['ALICI HESAP NO:', spacedIban(facts.recipientIban)],
        ['GÖNDERİLEN TUTAR:', `TL ${turkishAmount(facts.amountKurus)}`],
        ['MASRAF:', `TL ${turkishAmount(facts.feeKurus)}`],
        ['TOPLAM TUTAR:', `TL ${turkishAmount(facts.amountKurus + facts.feeKurus)}`],
        ['İŞLEM TARİHİ:', dateWith(facts.moment, '.')],
        ['İŞLEM SAATİ:', longTime(facts.moment)],
      ],
      (label, value) => `<div class="label">${label}</div><div class="value">${value}</div>`,
    );
    const style = '.label { font-weight: bold; margin-top: 8px; } .value { margin-left: 2px; }';
    return receiptPage(
      facts,
      style,
      `<h1>AKBANK T.A.Ş.</h1><p class="muted">FAST Gönderim Dekontu</p>${body}`,
    );
  },
};

/** Every family; the held-back ones (heldBack: true) are never used to tune the reader. */
export const RECEIPT_LAYOUTS: readonly ReceiptLayout[] = [
  colonList,
  upperTable,
  walletStacked,
  upperColon,
  twoColumns,
  labelAbove,
  ...EXTRA_LAYOUTS,
  ...HELD_BACK_LAYOUTS,
  // Last, so that the families before them keep their seeds (the seed follows the position).
  ...HELD_BACK_LAYOUTS_2,
  // Tuned families added after them, appended for the same reason.
  ...MORE_TUNED_LAYOUTS,
  ...SURPRISE_LAYOUTS,
  ...PARTY_ROWS_LAYOUTS,
  ...LIST_LAYOUTS,
  ...BRANCH_FORM_LAYOUTS,
];
