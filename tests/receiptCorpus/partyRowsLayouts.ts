/**
 * Tuned families for layouts the others lack: a table with one row per party ('Gönderen', 'Alıcı' at
 * the left) under a header row of field labels ('Ad Soyad / Unvan', 'IBAN', 'Banka'), the sender's IBAN
 * in full, then the transfer's details with the date and time in one cell; and an outgoing payments
 * list, one payment under a header row whose amount and fee columns name their currency ('Tutar (TL)').
 */
import { receiptPage, rows, type ReceiptLayout } from './layoutKit.js';
import { dateWith, html, shortTime, spacedIban, turkishAmount } from './receiptFormats.js';

const partyRowsTable: ReceiptLayout = {
  name: 'party-rows-table',
  render(facts) {
    const partyRow = (party: string, name: string, iban: string, bank: string) =>
      `<tr><th>${party}</th><td>${html(name)}</td><td>${iban}</td><td>${html(bank)}</td></tr>`;
    const parties =
      '<table class="parties"><thead><tr><th></th><th>Ad Soyad / Unvan</th><th>IBAN</th><th>Banka</th></tr></thead><tbody>' +
      partyRow('Gönderen', facts.sender, spacedIban(facts.senderIban), facts.senderBank) +
      partyRow('Alıcı', facts.recipient, spacedIban(facts.recipientIban), facts.recipientBank) +
      '</tbody></table>';
    const details = rows(
      [
        ['Havale Tutarı', `${turkishAmount(facts.amountKurus)} TL`],
        ['Masraf', `${turkishAmount(facts.feeKurus)} TL`],
        ['İşlem Tarihi', `${dateWith(facts.moment, '.')} ${shortTime(facts.moment)}`],
        ['Açıklama', facts.description],
      ],
      (label, value) => `<tr><td class="l">${label}</td><td>${value}</td></tr>`,
    );
    const style =
      'table { border-collapse: collapse; margin-top: 14px; font-size: 13px; } ' +
      '.parties th, .parties td { border: 1px solid #aaa; padding: 6px 8px; text-align: left; white-space: nowrap; } ' +
      '.parties thead th { background: #eee; } td.l { color: #444; width: 160px; padding: 4px 0; }';
    return receiptPage(
      facts,
      style,
      `<h1>Şekerbank</h1><p class="muted">Havale Dekontu</p>${parties}<table>${details}</table>`,
    );
  },
};

const paymentsTable: ReceiptLayout = {
  name: 'payments-table',
  render(facts) {
    const cells = (tag: 'th' | 'td', values: string[]) =>
      `<tr>${values.map((value) => `<${tag}>${value}</${tag}>`).join('')}</tr>`;
    const header = cells('th', [
      'İşlem Tarihi',
      'Alıcı Adı Soyadı',
      'Alıcı IBAN',
      'Tutar (TL)',
      'Masraf (TL)',
    ]);
    const payment = cells('td', [
      `${dateWith(facts.moment, '/')} ${shortTime(facts.moment)}`,
      html(facts.recipient),
      spacedIban(facts.recipientIban),
      turkishAmount(facts.amountKurus),
      turkishAmount(facts.feeKurus),
    ]);
    const style =
      'p.who { margin: 12px 0 4px; font-size: 13px; } table { border-collapse: collapse; font-size: 11px; } ' +
      'th, td { border-bottom: 1px solid #bbb; padding: 6px 6px; text-align: left; white-space: nowrap; } th { background: #f0f0f0; }';
    return receiptPage(
      facts,
      style,
      `<h1>Halkbank</h1><p class="muted">Giden Havale / EFT Listesi</p>` +
        `<p class="who">Gönderen Hesap Sahibi: ${html(facts.sender)}</p>` +
        `<table>${header}${payment}</table>` +
        `<p class="muted">Toplam ${turkishAmount(facts.amountKurus + facts.feeKurus)} TL · 1 işlem</p>`,
    );
  },
};

export const PARTY_ROWS_LAYOUTS: readonly ReceiptLayout[] = [partyRowsTable, paymentsTable];
