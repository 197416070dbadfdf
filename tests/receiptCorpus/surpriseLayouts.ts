/**
 * Seven more families the reader is tuned on, for layouts the first nineteen lack: a table with one column
 * per party under the same row labels, parties stacked under 'Gönderen Bilgileri' / 'Alıcı Bilgileri'
 * headings, English 'Sender' / 'Beneficiary' boxes, a debit/credit ('Borçlu' / 'Alacaklı') account
 * printout with limit and balance lines, a notice that tells the transfer in a sentence with the
 * recipient's address under the name, a light app card with labels above values in two columns, and an
 * internet-banking receipt with the debited total before the amount and the date and time in columns.
 */
import { receiptPage, rows, type ReceiptLayout } from './layoutKit.js';
import {
  ascii,
  dateWith,
  html,
  longTime,
  maskedIban,
  monthDate,
  shortTime,
  spacedIban,
  turkishAmount,
  upper,
} from './receiptFormats.js';

const STREETS = ['Atatürk Mah. Cumhuriyet Cad. No:12', 'Bahçelievler Mah. Çiçek Sok. No:4/7'];
const DISTRICTS = ['Kadıköy/İSTANBUL', 'Çankaya/ANKARA', 'Bornova/İZMİR'];

/** One column per party under shared row labels ('Ad Soyad / Unvan', 'IBAN', 'Banka'). */
const partyColumnsTable: ReceiptLayout = {
  name: 'party-columns-table',
  render(facts) {
    const cell = (text: string) => `<td>${html(text)}</td>`;
    const partyRows = [
      ['Ad Soyad / Unvan', facts.sender, facts.recipient],
      ['IBAN', maskedIban(facts.senderIban), spacedIban(facts.recipientIban)],
      ['Banka', facts.senderBank, facts.recipientBank],
    ]
      .map(
        ([label, sender, recipient]) => `<tr><th>${html(label)}</th>${cell(sender)}${cell(recipient)}</tr>`,
      )
      .join('');
    const details = rows(
      [
        ['İşlem Tutarı', `${turkishAmount(facts.amountKurus)} TL`],
        ['Masraf', `${turkishAmount(facts.feeKurus)} TL`],
        ['İşlem Tarihi', dateWith(facts.moment, '/')],
        ['İşlem Saati', longTime(facts.moment)],
      ],
      (label, value) => `<tr><th>${label}</th><td colspan="2">${value}</td></tr>`,
    );
    const style =
      'table { border-collapse: collapse; width: 100%; margin-top: 12px; font-size: 13px; } ' +
      'th, td { border: 1px solid #999; padding: 6px 8px; text-align: left; white-space: nowrap; } th { background: #f0f0f0; width: 20%; } ' +
      'thead th { text-align: center; }';
    return receiptPage(
      facts,
      style,
      `<h1>Türkiye Finans</h1><p class="muted">Havale İşlem Dekontu</p><table><thead><tr><th></th><th>GÖNDEREN</th><th>ALICI</th></tr></thead>` +
        `<tbody>${partyRows}</tbody></table><table>${details}</table>`,
    );
  },
};

/** 'Gönderen Bilgileri' then 'Alıcı Bilgileri', each with 'Ad Soyad', 'IBAN', 'Banka'; then the transfer. */
const stackedSections: ReceiptLayout = {
  name: 'stacked-sections',
  degradation: 'photo',
  render(facts) {
    const section = (title: string, pairs: Array<[string, string]>) =>
      `<h2>${html(title)}</h2>${rows(pairs, (label, value) => `<div class="row"><span class="l">${label}</span><span>: ${value}</span></div>`)}`;
    const body =
      section('Gönderen Bilgileri', [
        ['Ad Soyad', facts.sender],
        ['IBAN', spacedIban(facts.senderIban)],
        ['Banka', facts.senderBank],
      ]) +
      section('Alıcı Bilgileri', [
        ['Ad Soyad', facts.recipient],
        ['IBAN', spacedIban(facts.recipientIban)],
        ['Banka', facts.recipientBank],
      ]) +
      section('İşlem Bilgileri', [
        ['Tutar', `${turkishAmount(facts.amountKurus)} TL`],
        ['İşlem Tarihi', `${dateWith(facts.moment, '.')} ${longTime(facts.moment)}`],
        ['Açıklama', facts.description],
      ]);
    const style =
      'h2 { font-size: 16px; margin: 14px 0 4px; border-bottom: 1px solid #bbb; } .row { margin: 3px 0; } ' +
      '.l { display: inline-block; width: 160px; color: #333; }';
    return receiptPage(facts, style, `<h1>Kuveyt Türk</h1><p class="muted">EFT Dekontu</p>${body}`);
  },
};

/** English boxes side by side, 'Sender' / 'Beneficiary' with 'Name', 'IBAN', 'Bank'; '25 Dec 2024'. */
const englishBoxes: ReceiptLayout = {
  name: 'english-boxes',
  render(facts) {
    const box = (title: string, name: string, iban: string, bank: string) =>
      `<div class="box"><div class="title">${title}</div>${rows(
        [
          ['Name', name],
          ['IBAN', iban],
          ['Bank', bank],
        ],
        (label, value) => `<div class="label">${label}</div><div class="value">${value}</div>`,
      )}</div>`;
    const details = rows(
      [
        ['Amount', `${turkishAmount(facts.amountKurus)} TRY`],
        ['Fee', `${turkishAmount(facts.feeKurus)} TRY`],
        ['Transaction Date', monthDate(facts.moment, 'english')],
        ['Time', shortTime(facts.moment)],
      ],
      (label, value) => `<tr><td class="l">${label}</td><td>${value}</td></tr>`,
    );
    const style =
      '.boxes { display: flex; gap: 30px; margin-top: 12px; } .box { flex: 1; border: 1px solid #aaa; border-radius: 6px; padding: 10px 14px; } ' +
      '.title { font-weight: bold; margin-bottom: 6px; } .label { color: #666; font-size: 12px; margin-top: 6px; } .value { font-size: 14px; } ' +
      'table { margin-top: 16px; } td { padding: 4px 14px 4px 0; } td.l { color: #444; width: 180px; }';
    return receiptPage(
      facts,
      style,
      `<h1>ING Bank A.Ş.</h1><p class="muted">Transfer Receipt</p><div class="boxes">${box('Sender Information', html(facts.sender), maskedIban(facts.senderIban), html(facts.senderBank))}${box('Beneficiary Information', html(facts.recipient), spacedIban(facts.recipientIban), html(facts.recipientBank))}</div><table>${details}</table>`,
    );
  },
};

/** A debit/credit account printout: 'BORÇLU HESAP' / 'ALACAKLI HESAP', limit and balance lines, fax. */
const debitCredit: ReceiptLayout = {
  name: 'debit-credit',
  degradation: 'fax',
  render(facts) {
    const line = (label: string, value: string) =>
      `<tr><td class="l">${html(label)}</td><td>: ${html(value)}</td></tr>`;
    const body = [
      '<tr><td class="h" colspan="2">BORÇLU HESAP</td></tr>',
      line('HESAP SAHİBİ', upper(facts.sender)),
      line('IBAN', spacedIban(facts.senderIban)),
      '<tr><td class="h" colspan="2">ALACAKLI HESAP</td></tr>',
      line('HESAP SAHİBİ', upper(facts.recipient)),
      line('IBAN', spacedIban(facts.recipientIban)),
      '<tr><td class="h" colspan="2">İŞLEM</td></tr>',
      line('TUTAR', `${turkishAmount(facts.amountKurus)} TL`),
      line('KULLANILABİLİR LİMİT', `${turkishAmount(facts.balanceKurus + 100000)} TL`),
      line('KALAN BAKİYE', `${turkishAmount(facts.balanceKurus)} TL`),
      line('İŞLEM TARİHİ', `${dateWith(facts.moment, '.')} ${longTime(facts.moment)}`),
    ].join('');
    const style =
      "body { font-family: 'DejaVu Sans Mono', monospace; font-size: 14px; } td { padding: 2px 10px 2px 0; } " +
      'td.l { width: 230px; } td.h { font-weight: bold; padding-top: 12px; text-decoration: underline; }';
    return receiptPage(
      facts,
      style,
      `<h1>ŞEKERBANK T.A.Ş.</h1><p class="muted">HESAPTAN HESABA HAVALE</p><table>${body}</table>`,
      upper,
    );
  },
};

/** A notice: the transfer in a sentence, 'Alıcı Kişi' with the address under the name, the bank's IBAN. */
const sentenceNotice: ReceiptLayout = {
  name: 'sentence-notice',
  render(facts) {
    const street = STREETS[facts.reference.charCodeAt(0) % STREETS.length];
    const district = DISTRICTS[facts.reference.charCodeAt(1) % DISTRICTS.length];
    const sentence =
      `${dateWith(facts.moment, '.')} ${shortTime(facts.moment)} tarihinde hesabınızdan ${turkishAmount(facts.amountKurus)} TL, ` +
      `${spacedIban(facts.recipientIban)} IBAN numaralı hesaba aktarılmıştır.`;
    const details = rows(
      [
        ['Gönderen Kişi', facts.sender],
        ['Alıcı Kişi', facts.recipient],
      ],
      (label, value) => `<tr><td class="l">${label}</td><td>${value}</td></tr>`,
    );
    const style =
      'p.text { margin: 14px 0; } table { margin: 6px 0 18px; } td { padding: 3px 14px 3px 0; vertical-align: top; } td.l { font-weight: bold; width: 170px; } ' +
      '.addr { color: #444; font-size: 13px; } .foot { font-size: 11px; color: #555; border-top: 1px solid #aaa; padding-top: 6px; margin-top: 20px; }';
    const address = `<tr><td></td><td class="addr">${html(street)}<br>${html(district)}</td></tr>`;
    const footer =
      `HESABA AKTARILIR. Albaraka Türk Katılım Bankası A.Ş. · Saray Mah. Dr. Adnan Büyükdeniz Cad. No:6 Ümraniye/İSTANBUL · ` +
      `Banka IBAN: ${spacedIban(facts.senderIban)}`;
    return receiptPage(
      facts,
      style,
      `<h1>Albaraka</h1><p class="muted">Para Transferi Bildirimi</p><p class="text">Sayın Müşterimiz, ${html(sentence)}</p>` +
        `<table>${details}${address}</table><div class="foot">${html(footer)}</div>`,
    );
  },
};

/** A light app card: labels above values in two columns, the sender's IBAN masked, '05 Ağu 2025'. */
const appGrid: ReceiptLayout = {
  name: 'app-grid',
  render(facts) {
    const pair = (label: string, value: string) =>
      `<div class="cell"><div class="label">${html(label)}</div><div class="value">${html(value)}</div></div>`;
    const grid = [
      [pair('Gönderen', facts.sender), pair('Alıcı', facts.recipient)],
      [
        pair('Gönderen Hesap', maskedIban(facts.senderIban)),
        pair('Alıcı IBAN', spacedIban(facts.recipientIban)),
      ],
      [
        pair('Tutar', `₺${turkishAmount(facts.amountKurus)}`),
        pair('İşlem Ücreti', `₺${turkishAmount(facts.feeKurus)}`),
      ],
      [pair('Tarih', monthDate(facts.moment, 'short')), pair('Saat', shortTime(facts.moment))],
    ]
      .map((cells) => `<div class="grid">${cells.join('')}</div>`)
      .join('');
    const style =
      'body { background: #f6f7fb; } .card { background: #fff; border-radius: 16px; padding: 16px 22px; box-shadow: 0 1px 4px #ccd; } ' +
      '.grid { display: flex; gap: 24px; margin: 10px 0; } .cell { flex: 1; } .label { color: #778; font-size: 13px; } ' +
      '.value { font-size: 16px; font-weight: bold; }';
    return receiptPage(
      facts,
      style,
      `<h1>Ziraat Mobil</h1><p class="muted">İşleminiz gerçekleşti</p><div class="card">${grid}</div>`,
    );
  },
};

/** Internet banking: the debited total first, then the amount; date and time in their own columns; ASCII. */
const internetBanking: ReceiptLayout = {
  name: 'internet-banking',
  degradation: 'rotated',
  render(facts) {
    const total = facts.amountKurus + facts.feeKurus;
    const body = rows(
      [
        ['TOPLAM BORCLANAN TUTAR', `${turkishAmount(total)} TL`],
        ['GONDEREN', ascii(upper(facts.sender))],
        ['ALICI ADI SOYADI', ascii(upper(facts.recipient))],
        ['ALICI IBAN', spacedIban(facts.recipientIban)],
        ['GONDERILEN TUTAR', `${turkishAmount(facts.amountKurus)} TL`],
        ['ISLEM UCRETI', `${turkishAmount(facts.feeKurus)} TL`],
      ],
      (label, value) => `<tr><td class="l">${label}</td><td>${value}</td></tr>`,
    );
    const when = `<table class="when"><tr><th>TARIH</th><th>SAAT</th><th>KANAL</th></tr><tr><td>${dateWith(facts.moment, '-')}</td><td>${longTime(facts.moment)}</td><td>INTERNET</td></tr></table>`;
    const style =
      'td { padding: 4px 12px 4px 0; } td.l { width: 250px; font-weight: bold; } ' +
      '.when { margin-top: 14px; border-collapse: collapse; } .when th, .when td { border: 1px solid #777; padding: 4px 12px; text-align: left; }';
    return receiptPage(
      facts,
      style,
      `<h1>TEB</h1><p class="muted">FAST ISLEM DEKONTU</p><table>${body}</table>${when}`,
      upper,
    );
  },
};

export const SURPRISE_LAYOUTS: readonly ReceiptLayout[] = [
  partyColumnsTable,
  stackedSections,
  englishBoxes,
  debitCredit,
  sentenceNotice,
  appGrid,
  internetBanking,
];
