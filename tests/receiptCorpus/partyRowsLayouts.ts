/**
 * A tuned family for a layout the others lack: a table with one row per party ('Gönderen', 'Alıcı' at
 * the left) under a header row of field labels ('Ad Soyad / Unvan', 'IBAN', 'Banka'), the sender's IBAN
 * in full, then the transfer's details with the date and time in one cell.
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

export const PARTY_ROWS_LAYOUTS: readonly ReceiptLayout[] = [partyRowsTable];
