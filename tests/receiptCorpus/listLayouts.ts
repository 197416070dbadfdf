/**
 * Tuned families of list- and statement-shaped receipts: a bulk payment (toplu ödeme) result list in a
 * small font, its column headers over two lines with their units, the customer (the sender) and the
 * customer's own IBAN in the page header, names and the IBAN wrapping inside narrow cells, fee and BSMV
 * columns and a totals line under the table; and an account statement extract (hesap hareketleri) with
 * the transfer as one row among zebra-striped rows, date and time in their own columns, a long
 * description, the debited amount signed beside a balance column, and a print date in the header.
 */
import { receiptPage, type ReceiptLayout } from './layoutKit.js';
import { dateWith, html, longTime, shortTime, spacedIban, turkishAmount, upper } from './receiptFormats.js';

const cells = (tag: 'th' | 'td', values: string[]) =>
  `<tr>${values.map((value) => `<${tag}>${value}</${tag}>`).join('')}</tr>`;

const bulkPaymentList: ReceiptLayout = {
  name: 'bulk-payment-list',
  render(facts) {
    const bsmv = Math.round(facts.feeKurus * 0.05);
    const header = cells('th', [
      'Sıra<br>No',
      'Alıcı Adı Soyadı /<br>Unvanı',
      'Alıcı IBAN',
      'İşlem<br>Tarihi',
      'Tutar<br>(TL)',
      'Masraf<br>(TL)',
      'BSMV<br>(TL)',
      'Durum',
    ]);
    const payment = cells('td', [
      '1',
      html(upper(facts.recipient)),
      spacedIban(facts.recipientIban),
      `${dateWith(facts.moment, '.')}<br>${longTime(facts.moment)}`,
      turkishAmount(facts.amountKurus),
      turkishAmount(facts.feeKurus),
      turkishAmount(bsmv),
      'Gerçekleşti',
    ]);
    const customer =
      `<table class="head"><tr><td>Müşteri</td><td>: ${html(upper(facts.sender))}</td>` +
      `<td>Yazdırma Tarihi</td><td>: ${dateWith(facts.printMoment, '.')} ${longTime(facts.printMoment)}</td></tr>` +
      `<tr><td>Müşteri IBAN</td><td>: ${spacedIban(facts.senderIban)}</td>` +
      `<td>Talimat No</td><td>: ${facts.reference}</td></tr></table>`;
    const totals =
      `<p class="totals">Toplam Tutar: ${turkishAmount(facts.amountKurus)} TL &nbsp;&nbsp; ` +
      `Toplam Masraf: ${turkishAmount(facts.feeKurus + bsmv)} TL &nbsp;&nbsp; ` +
      `Genel Toplam: ${turkishAmount(facts.amountKurus + facts.feeKurus + bsmv)} TL</p>`;
    const style =
      'table.head { font-size: 12px; margin: 10px 0 14px; } table.head td { padding: 1px 10px 1px 0; } ' +
      'table.list { border-collapse: collapse; font-size: 11px; width: 100%; } ' +
      'table.list th, table.list td { border: 1px solid #999; padding: 4px 5px; text-align: left; vertical-align: top; } ' +
      'table.list th { background: #ddd; } table.list td:nth-child(2) { width: 130px; } ' +
      'table.list td:nth-child(3) { width: 120px; } table.list tbody tr { background: #ececec; } ' +
      'p.totals { font-size: 12px; margin-top: 10px; }';
    return receiptPage(
      facts,
      style,
      `<h1>VakıfBank</h1><p class="muted">Toplu Ödeme Talimatı Sonuç Listesi</p>${customer}` +
        `<table class="list"><thead>${header}</thead><tbody>${payment}</tbody></table>${totals}`,
      upper,
    );
  },
};

const accountStatement: ReceiptLayout = {
  name: 'account-statement',
  render(facts) {
    const header = cells('th', [
      'Tarih',
      'Saat',
      'Açıklama',
      'Alıcı Unvanı',
      'Alıcı IBAN',
      'İşlem Tutarı TRY',
      'Bakiye TRY',
    ]);
    const opening = facts.balanceKurus + facts.amountKurus;
    const transfer = cells('td', [
      dateWith(facts.moment, '.'),
      shortTime(facts.moment),
      `FAST Giden Transfer - ${html(facts.description)} - Ref: ${facts.reference}`,
      html(facts.recipient),
      spacedIban(facts.recipientIban),
      `-${turkishAmount(facts.amountKurus)}`,
      turkishAmount(facts.balanceKurus),
    ]);
    const openingRow = `<tr><td colspan="6">Devreden Bakiye</td><td>${turkishAmount(opening)}</td></tr>`;
    const closingRow = `<tr><td colspan="6">Dönem Sonu Bakiye</td><td>${turkishAmount(facts.balanceKurus)}</td></tr>`;
    const holder =
      `<p class="holder">Hesap Sahibi: ${html(facts.sender)}<br>IBAN: ${spacedIban(facts.senderIban)}<br>` +
      `Yazdırma Tarihi: ${dateWith(facts.printMoment, '.')} ${shortTime(facts.printMoment)}</p>`;
    const style =
      'p.holder { font-size: 12px; margin: 10px 0 12px; line-height: 1.6; } ' +
      'table { border-collapse: collapse; font-size: 10.5px; width: 100%; } ' +
      'th, td { padding: 5px 4px; text-align: left; vertical-align: top; } th { border-bottom: 2px solid #555; } ' +
      'tbody tr:nth-child(odd) { background: #e6e6e6; } td:nth-child(3) { width: 150px; } ' +
      'td:nth-child(5) { width: 115px; } td:nth-child(6), td:nth-child(7) { text-align: right; white-space: nowrap; }';
    return receiptPage(
      facts,
      style,
      `<h1>Türkiye İş Bankası</h1><p class="muted">Hesap Hareketleri</p>${holder}` +
        `<table><thead>${header}</thead><tbody>${openingRow}${transfer}${closingRow}</tbody></table>`,
    );
  },
};

export const LIST_LAYOUTS: readonly ReceiptLayout[] = [bulkPaymentList, accountStatement];
