/**
 * Ten more layout families the reader is tuned on: a horizontal table, side-by-side party boxes, a dark
 * mobile card, a bilingual receipt, a letter, a thermal ATM slip, a dotted-leader branch printout, a
 * fintech app screen, a two-page PDF with a cover and a FAST receipt to a company.
 */
import { receiptPage, rows, type ReceiptLayout } from './layoutKit.js';
import {
  ascii,
  dateWith,
  html,
  isoDate,
  longTime,
  maskedIban,
  monthDate,
  shortTime,
  spacedIban,
  turkishAmount,
  upper,
} from './receiptFormats.js';

const table = (cells: string[][], head = false) =>
  cells
    .map((row, index) => {
      const tag = head && index === 0 ? 'th' : 'td';
      return `<tr>${row.map((cell) => `<${tag}>${html(cell)}</${tag}>`).join('')}</tr>`;
    })
    .join('');

/** Labels in a header row and the values in the row below; date and time in their own columns. */
const headerTable: ReceiptLayout = {
  name: 'header-table',
  render(facts) {
    const style =
      'table { border-collapse: collapse; width: 100%; margin: 14px 0; font-size: 14px; } ' +
      'th, td { border: 1px solid #888; padding: 6px 8px; text-align: left; } th { background: #e8eef5; }';
    const parties = table(
      [
        ['Gönderen', 'Alıcı', 'Alıcı IBAN'],
        [facts.sender, facts.recipient, spacedIban(facts.recipientIban)],
      ],
      true,
    );
    const money = table(
      [
        ['Tutar', 'Masraf', 'İşlem Tarihi', 'Saat'],
        [
          `${turkishAmount(facts.amountKurus)} TL`,
          `${turkishAmount(facts.feeKurus)} TL`,
          dateWith(facts.moment, '.'),
          shortTime(facts.moment),
        ],
      ],
      true,
    );
    return receiptPage(
      facts,
      style,
      `<h1>VakıfBank</h1><p class="muted">Havale Dekontu</p><table>${parties}</table><table>${money}</table>`,
    );
  },
};

/** Sender and recipient side by side in boxes with the same labels; the sender's IBAN in full. */
const partyBoxes: ReceiptLayout = {
  name: 'party-boxes',
  render(facts) {
    const box = (title: string, name: string, iban: string, bank: string) =>
      `<div class="box"><div class="title">${title}</div>${rows(
        [
          ['Ad Soyad', name],
          ['IBAN', spacedIban(iban)],
          ['Banka', bank],
        ],
        (label, value) => `<div class="line"><span class="l">${label}</span><span>${value}</span></div>`,
      )}</div>`;
    const style =
      '.boxes { display: flex; gap: 28px; margin-top: 12px; } .box { flex: 1; border: 1px solid #999; padding: 10px; font-size: 13px; } ' +
      '.title { font-weight: bold; margin-bottom: 6px; } .line { margin: 5px 0; } .l { display: inline-block; width: 80px; color: #444; } ' +
      '.facts { margin-top: 16px; }';
    const details = rows(
      [
        ['İşlem Tutarı', `${turkishAmount(facts.amountKurus)} TL`],
        ['İşlem Tarihi', `${dateWith(facts.moment, '/')} ${longTime(facts.moment)}`],
        ['Açıklama', facts.description],
      ],
      (label, value) => `<p><b>${label}:</b> ${value}</p>`,
    );
    return receiptPage(
      facts,
      style,
      `<h1>Halkbank</h1><p class="muted">EFT Dekontu</p><div class="boxes">${box('GÖNDEREN', facts.sender, facts.senderIban, html(facts.senderBank))}${box('ALICI', facts.recipient, facts.recipientIban, html(facts.recipientBank))}</div><div class="facts">${details}</div>`,
    );
  },
};

/** Dark mobile card: label above value, masked sender IBAN, '25 Aralık 2024 14:35'. */
const mobileDark: ReceiptLayout = {
  name: 'mobile-dark',
  render(facts) {
    const body = rows(
      [
        ['Gönderen', facts.sender],
        ['Gönderen Hesap', maskedIban(facts.senderIban)],
        ['Alıcı Adı', facts.recipient],
        ['Alıcı IBAN', spacedIban(facts.recipientIban)],
        ['Tutar', `${turkishAmount(facts.amountKurus)} TL`],
        ['İşlem Zamanı', `${monthDate(facts.moment, 'long')} ${shortTime(facts.moment)}`],
      ],
      (label, value) =>
        `<div class="item"><div class="label">${label}</div><div class="value">${value}</div></div>`,
    );
    const style =
      'body { background: #15181d; color: #f1f1f1; } .muted { color: #9aa3ad; } .item { margin: 12px 0; } ' +
      '.label { color: #9aa3ad; font-size: 13px; } .value { font-size: 17px; font-weight: bold; }';
    return receiptPage(
      facts,
      style,
      `<h1>Enpara Mobil</h1><p class="muted">Para gönderimi başarılı</p>${body}`,
    );
  },
};

/** Turkish/English labels, ISO date with the time in its own row, fee and BSMV beside the amount. */
const bilingual: ReceiptLayout = {
  name: 'bilingual',
  render(facts) {
    const body = rows(
      [
        ['Gönderen / Sender', facts.sender],
        ['Alıcı / Beneficiary', facts.recipient],
        ['Alıcı IBAN / Beneficiary IBAN', spacedIban(facts.recipientIban)],
        ['Tutar / Amount', `TRY ${turkishAmount(facts.amountKurus)}`],
        ['Masraf / Fee', `TRY ${turkishAmount(facts.feeKurus)}`],
        ['BSMV', `TRY ${turkishAmount(Math.round(facts.feeKurus * 0.05))}`],
        ['İşlem Tarihi / Transaction Date', isoDate(facts.moment)],
        ['İşlem Saati / Transaction Time', longTime(facts.moment)],
      ],
      (label, value) => `<tr><th>${label}</th><td>${value}</td></tr>`,
    );
    const style =
      'table { width: 100%; border-collapse: collapse; margin-top: 10px; font-size: 14px; } ' +
      'th { text-align: left; width: 48%; padding: 5px 0; color: #333; } td { padding: 5px 0; }';
    return receiptPage(
      facts,
      style,
      `<h1>QNB</h1><p class="muted">Havale Dekontu / Transfer Receipt</p><table>${body}</table>`,
    );
  },
};

/** A letter: the transfer told in a sentence, a table below, the bank's own IBAN in the footer. */
const letter: ReceiptLayout = {
  name: 'letter',
  render(facts) {
    const table = rows(
      [
        ['Gönderen', facts.sender],
        ['Alıcı Adı Soyadı', facts.recipient],
        ['Alıcı IBAN', spacedIban(facts.recipientIban)],
        ['Havale Tutarı', `${turkishAmount(facts.amountKurus)} TL`],
        ['İşlem Tarihi', `${dateWith(facts.moment, '.')} ${shortTime(facts.moment)}`],
      ],
      (label, value) => `<tr><td class="l">${label}</td><td>${value}</td></tr>`,
    );
    const sentence =
      `Sayın ${html(facts.sender)}, ${dateWith(facts.moment, '.')} tarihinde hesabınızdan ` +
      `${turkishAmount(facts.amountKurus)} TL tutarındaki havale, ${html(facts.recipient)} adına ` +
      `${spacedIban(facts.recipientIban)} numaralı hesaba aktarılmıştır.`;
    const style =
      'p.text { text-align: justify; margin: 16px 0; } table { border-collapse: collapse; margin: 8px 0 24px; } ' +
      'td { padding: 4px 12px 4px 0; } td.l { font-weight: bold; width: 200px; } .foot { font-size: 11px; color: #555; border-top: 1px solid #aaa; padding-top: 6px; }';
    const footer =
      `Türkiye İş Bankası A.Ş. Genel Müdürlük, İş Kuleleri 34330 Levent İstanbul · Mersis No: 0750005299000017 · ` +
      `Banka IBAN: ${spacedIban(facts.senderIban)}`;
    return receiptPage(
      facts,
      style,
      `<h1>Türkiye İş Bankası</h1><p class="muted">Havale Bilgilendirme Yazısı</p><p class="text">${sentence}</p><table>${table}</table><div class="foot">${footer}</div>`,
    );
  },
};

/** A thermal ATM slip: narrow, monospaced, upper case ASCII only, balance lines. */
const thermalAtm: ReceiptLayout = {
  name: 'thermal-atm',
  render(facts) {
    const line = (label: string, value: string) =>
      `<div>${html(label)}</div><div class="v">${html(value)}</div>`;
    const body = [
      line('GONDEREN:', ascii(upper(facts.sender))),
      line('ALICI:', ascii(upper(facts.recipient))),
      line('ALICI IBAN:', facts.recipientIban),
      line('HAVALE TUTARI:', `${turkishAmount(facts.amountKurus)} TL`),
      line('KALAN BAKIYE:', `${turkishAmount(facts.balanceKurus)} TL`),
      `<div>TARIH: ${dateWith(facts.moment, '/')}  SAAT: ${longTime(facts.moment)}</div>`,
      `<div>SIRA NO: ${facts.reference}</div>`,
    ].join('\n');
    const style =
      "body { width: 380px; padding: 16px; font-family: 'DejaVu Sans Mono', monospace; font-size: 14px; line-height: 1.35; } " +
      '.v { margin-bottom: 6px; } h1 { font-size: 16px; text-align: center; }';
    return receiptPage(
      facts,
      style,
      `<h1>ZIRAAT ATM</h1><div class="muted" style="text-align:center">HESAPTAN HAVALE</div>${body}`,
      upper,
    );
  },
};

/** Monospaced branch printout with dotted leaders, commission, BSMV and the total debited. */
const dottedLeaders: ReceiptLayout = {
  name: 'dotted-leaders',
  render(facts) {
    const lead = (label: string, value: string) => `${(label + ' ').padEnd(28, '.')} : ${value}`;
    const lines = [
      lead('GÖNDEREN ADI SOYADI', upper(facts.sender)),
      lead('GÖNDEREN IBAN', spacedIban(facts.senderIban)),
      lead('ALICI ADI SOYADI', upper(facts.recipient)),
      lead('ALICI IBAN', spacedIban(facts.recipientIban)),
      lead('EFT TUTARI', `${turkishAmount(facts.amountKurus)} TL`),
      lead('KOMİSYON', `${turkishAmount(facts.feeKurus)} TL`),
      lead('BSMV', `${turkishAmount(Math.round(facts.feeKurus * 0.05))} TL`),
      lead(
        'TOPLAM BORÇLANAN',
        `${turkishAmount(facts.amountKurus + facts.feeKurus + Math.round(facts.feeKurus * 0.05))} TL`,
      ),
      lead('İŞLEM TARİHİ', `${dateWith(facts.moment, '.')} ${longTime(facts.moment)}`),
    ];
    const style = "pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 13px; line-height: 1.6; }";
    return receiptPage(
      facts,
      style,
      `<h1>DENİZBANK A.Ş.</h1><p class="muted">ŞUBE İŞLEM FİŞİ</p><pre>${lines.map(html).join('\n')}</pre>`,
      upper,
    );
  },
};

/** A fintech app: the amount in large type under its label, labels left and values right-aligned. */
const fintechApp: ReceiptLayout = {
  name: 'fintech-app',
  render(facts) {
    const list = rows(
      [
        ['Alıcı', facts.recipient],
        ['IBAN', spacedIban(facts.recipientIban)],
        ['Gönderen', facts.sender],
        ['Tarih', `${monthDate(facts.moment, 'short')} ${shortTime(facts.moment)}`],
        ['İşlem No', facts.reference],
      ],
      (label, value) =>
        `<div class="row"><span class="l">${label}</span><span class="v">${value}</span></div>`,
    );
    const style =
      '.amount-label { color: #666; margin-top: 14px; } .amount { font-size: 32px; font-weight: bold; margin-bottom: 14px; } ' +
      '.row { display: flex; justify-content: space-between; border-bottom: 1px solid #eee; padding: 9px 0; } .l { color: #666; } .v { font-weight: bold; }';
    return receiptPage(
      facts,
      style,
      `<h1>Papel</h1><p class="muted">Transfer detayı</p><div class="amount-label">Gönderilen Tutar</div><div class="amount">₺${turkishAmount(facts.amountKurus)}</div>${list}`,
    );
  },
};

/** Two pages: a cover with a print date, then the transfer's details. */
const coverPage: ReceiptLayout = {
  name: 'cover-page',
  render(facts) {
    const details = rows(
      [
        ['Gönderici Adı', facts.sender],
        ['Alıcı Ünvanı', facts.recipient],
        ['Alıcı Hesap No/IBAN', spacedIban(facts.recipientIban)],
        ['Transfer Tutarı', `${turkishAmount(facts.amountKurus)} TL`],
        ['Transfer Tarihi', `${dateWith(facts.moment, '.')} - ${shortTime(facts.moment)}`],
      ],
      (label, value) => `<p><b>${label}</b> : ${value}</p>`,
    );
    const style =
      '.cover { height: 800px; } .cover h1 { font-size: 30px; margin-top: 200px; } p { margin: 8px 0; }';
    const cover = `<div class="cover"><h1>Yapı Kredi</h1><p>Hesap Hareketi Dekontu</p><p>Düzenleme Tarihi: ${dateWith(facts.printMoment, '.')} ${shortTime(facts.printMoment)}</p></div>`;
    return receiptPage(facts, style, `${cover}<div style="break-before: page">${details}</div>`);
  },
};

/** FAST to a company: Alıcı Unvanı, 'FAST TUTARI', dd-MM-yyyy HH:mm, the sender's IBAN too. */
const fastCompany: ReceiptLayout = {
  name: 'fast-company',
  render(facts) {
    const body = rows(
      [
        ['GÖNDEREN', upper(facts.sender)],
        ['GÖNDEREN IBAN', spacedIban(facts.senderIban)],
        ['ALICI UNVANI', upper(facts.recipient)],
        ['ALICI IBAN', spacedIban(facts.recipientIban)],
        ['FAST TUTARI', `${turkishAmount(facts.amountKurus)} TL`],
        ['İŞLEM TARİHİ', `${dateWith(facts.moment, '-')} ${shortTime(facts.moment)}`],
        ['SORGU NO', facts.reference],
      ],
      (label, value) => `<tr><td class="l">${label}</td><td>${value}</td></tr>`,
    );
    const style =
      'table { margin-top: 10px; } td { padding: 4px 10px 4px 0; } td.l { width: 220px; color: #333; }';
    return receiptPage(
      facts,
      style,
      `<h1>AKBANK</h1><p class="muted">FAST İŞLEM DEKONTU</p><table>${body}</table>`,
      upper,
    );
  },
};

export const EXTRA_LAYOUTS: readonly ReceiptLayout[] = [
  headerTable,
  partyBoxes,
  mobileDark,
  bilingual,
  letter,
  thermalAtm,
  dottedLeaders,
  fintechApp,
  coverPage,
  fastCompany,
];
