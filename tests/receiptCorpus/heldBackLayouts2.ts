/**
 * A second set of held-back layout families, written without looking at the reader and never used to
 * tune it: a bilingual bank letter, a narrow thermal ATM slip with an amount-in-words line, a dark wallet
 * app screenshot, an internet-banking payment list in one wide table, and a branch EFT form of captioned
 * boxes. They carry the distractors real receipts carry: masked sender accounts, fee, BSMV and total
 * beside the amount, print and value dates, a phone's clock, a card number.
 */
import type { TransferMoment } from './fakeReceiptData.js';
import { receiptPage, type ReceiptFacts, type ReceiptLayout } from './layoutKit.js';
import {
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
import { amountInWords } from './turkishAmountWords.js';

/** Banking and insurance transactions tax: 5% of the fee. */
const bsmvOf = (facts: ReceiptFacts) => Math.round(facts.feeKurus * 0.05);
const totalDebitedOf = (facts: ReceiptFacts) => facts.amountKurus + facts.feeKurus + bsmvOf(facts);

/** 123456 → '1,234.56', as an English sentence writes an amount. */
const englishAmount = (kurus: number) =>
  turkishAmount(kurus).replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));

/** The day `days` after the transfer, at the print moment's time of day: a document printed later. */
function daysAfter(facts: ReceiptFacts, days: number): TransferMoment {
  const { year, month, day } = facts.moment;
  const later = new Date(Date.UTC(year, month - 1, day + days));
  return {
    ...facts.printMoment,
    year: later.getUTCFullYear(),
    month: later.getUTCMonth() + 1,
    day: later.getUTCDate(),
  };
}

/** The value date of an EFT: the same day, the next one when sent after the 17:00 cut-off. */
const valueDateOf = (facts: ReceiptFacts) => (facts.moment.hour >= 17 ? daysAfter(facts, 1) : facts.moment);

const WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];
const weekdayOf = (facts: ReceiptFacts) =>
  WEEKDAYS[new Date(Date.UTC(facts.moment.year, facts.moment.month - 1, facts.moment.day)).getUTCDay()];

/** A bank letter in Turkish and English: the transfer told in both languages, then a bilingual table. */
const bilingualLetter: ReceiptLayout = {
  name: 'held-bilingual-letter',
  heldBack: true,
  render(facts) {
    const rowsHtml = (
      [
        ['Borçlu Hesap', 'Debited Account', maskedIban(facts.senderIban)],
        ['Gönderen', 'Ordering Customer', facts.sender],
        ['Alıcı', 'Beneficiary', facts.recipient],
        ['Alıcı IBAN', 'Beneficiary IBAN', spacedIban(facts.recipientIban)],
        ['Alıcı Banka', 'Beneficiary Bank', facts.recipientBank],
        ['İşlem Tutarı', 'Transaction Amount', `${turkishAmount(facts.amountKurus)} TL`],
        ['Masraf', 'Charges', `${turkishAmount(facts.feeKurus)} TL`],
        ['BSMV', 'BITT', `${turkishAmount(bsmvOf(facts))} TL`],
        ['Toplam Borç', 'Total Debited', `${turkishAmount(totalDebitedOf(facts))} TL`],
        ['İşlem Tarihi', 'Transaction Date', `${dateWith(facts.moment, '.')} ${longTime(facts.moment)}`],
        ['Açıklama', 'Description', facts.description],
      ] as const
    )
      .map(
        ([turkish, english, value]) =>
          `<tr><td class="l"><b>${html(turkish)}</b><br><i>${english}</i></td><td>${html(value)}</td></tr>`,
      )
      .join('');
    const turkishSentence =
      `Hesabınızdan ${monthDate(facts.moment, 'long')} günü saat ${shortTime(facts.moment)} itibarıyla ` +
      `${html(facts.recipient)} adına ${spacedIban(facts.recipientIban)} IBAN numaralı hesaba ` +
      `${turkishAmount(facts.amountKurus)} TL tutarında EFT gönderilmiştir.`;
    const englishSentence =
      `An EFT of TRY ${englishAmount(facts.amountKurus)} was sent from your account to ` +
      `${html(facts.recipient)}, IBAN ${spacedIban(facts.recipientIban)}, on ` +
      `${monthDate(facts.moment, 'english')} at ${shortTime(facts.moment)}.`;
    const style =
      '.head { display: flex; justify-content: space-between; align-items: flex-start; } .meta { font-size: 13px; text-align: right; } ' +
      '.to { margin: 22px 0 14px; } p.en { color: #444; font-style: italic; } ' +
      'table { border-collapse: collapse; width: 100%; margin: 12px 0 20px; font-size: 14px; } ' +
      'td { border-bottom: 1px solid #ddd; padding: 4px 6px; vertical-align: top; } td.l { width: 42%; } td.l i { color: #666; font-size: 12px; } ' +
      '.foot { font-size: 11px; color: #555; border-top: 1px solid #999; padding-top: 6px; }';
    const body =
      `<div class="head"><div><h1>HSBC Bank A.Ş.</h1><div class="muted">Levent Şubesi / Levent Branch</div></div>` +
      `<div class="meta">Tarih / Date: ${dateWith(daysAfter(facts, 1), '.')}<br>Referans / Ref.: ${facts.reference}</div></div>` +
      `<div class="to">Sayın / Dear<br><b>${html(facts.sender)}</b></div>` +
      `<p><b>Konu / Subject:</b> EFT Bildirimi / EFT Advice</p>` +
      `<p>${turkishSentence}</p><p class="en">${englishSentence}</p><table>${rowsHtml}</table>` +
      `<p>Saygılarımızla, / Yours sincerely,<br>HSBC Bank A.Ş.</p>` +
      `<div class="foot">Esentepe Mah. Büyükdere Cad. No:128 34394 Şişli / İstanbul · Mersis No: 0621002426200017 · ` +
      `Bu yazı elektronik ortamda üretilmiştir, imza gerektirmez. / This letter is electronically generated and requires no signature.</div>`;
    return receiptPage(facts, style, body);
  },
};

const SLIP_WIDTH = 40;

/** A label left and its value right on a slip line, or the value on a line of its own when both do not fit. */
function slipPair(label: string, value: string): string[] {
  if (label.length + 1 + value.length <= SLIP_WIDTH)
    return [label + value.padStart(SLIP_WIDTH - label.length)];
  return [label, value.padStart(SLIP_WIDTH)];
}

/** Words wrapped into slip lines. */
function slipWrap(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= SLIP_WIDTH) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

const slipCentre = (text: string) =>
  ' '.repeat(Math.max(0, Math.floor((SLIP_WIDTH - text.length) / 2))) + text;

/** A thermal ATM slip: 40 columns, capitals with Turkish letters, a card number and a 'YALNIZ' line. */
const thermalWordsSlip: ReceiptLayout = {
  name: 'held-thermal-slip',
  heldBack: true,
  degradation: 'photo',
  render(facts) {
    const rule = '-'.repeat(SLIP_WIDTH);
    const lira = (kurus: number) => `${turkishAmount(kurus)} TL`;
    const lines = [
      slipCentre('TÜRK EKONOMİ BANKASI A.Ş.'),
      slipCentre('ATM İŞLEM FİŞİ'),
      '',
      ...slipPair('ATM NO:', `T${facts.reference.slice(0, 5)}`),
      ...slipPair(`TARİH: ${upper(monthDate(facts.moment, 'short'))}`, `SAAT: ${shortTime(facts.moment)}`),
      ...slipPair('KART NO:', `5440 **** **** ${facts.reference.slice(-4)}`),
      ...slipPair('İŞLEM:', 'HESAPTAN EFT'),
      rule,
      ...slipPair('GÖNDEREN:', upper(facts.sender)),
      ...slipPair('ALICI:', upper(facts.recipient)),
      ...slipPair('ALICI IBAN:', facts.recipientIban),
      ...slipPair('ALICI BANKA:', upper(facts.recipientBank)),
      ...slipPair('TUTAR:', lira(facts.amountKurus)),
      ...slipWrap(`YALNIZ: ${amountInWords(facts.amountKurus)}`),
      ...slipPair('İŞLEM ÜCRETİ:', lira(facts.feeKurus)),
      ...slipPair('BSMV:', lira(bsmvOf(facts))),
      ...slipPair('TOPLAM:', lira(totalDebitedOf(facts))),
      ...slipPair('KALAN BAKİYE:', lira(facts.balanceKurus)),
      rule,
      `İŞLEM NO: ${facts.reference}`,
      '',
      slipCentre('BİZİ TERCİH ETTİĞİNİZ İÇİN'),
      slipCentre('TEŞEKKÜR EDERİZ'),
    ];
    const style =
      "body { width: 380px; padding: 18px 16px; background: #fbfaf6; } pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 13.5px; line-height: 1.4; margin: 0; }";
    return receiptPage(facts, style, `<pre>${lines.map(html).join('\n')}</pre>`, upper);
  },
};

/** A wallet app's transfer detail, dark theme, as a phone screenshot: labels above values, two per row. */
const darkWalletScreenshot: ReceiptLayout = {
  name: 'held-dark-wallet',
  heldBack: true,
  render(facts) {
    const item = (label: string, value: string, wide = false) =>
      `<div class="item${wide ? ' wide' : ''}"><div class="label">${html(label)}</div><div class="value">${value}</div></div>`;
    const initials = facts.recipient
      .split(' ')
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join('');
    const recipientCard =
      item('Alıcı', html(facts.recipient)) +
      item('Banka', html(facts.recipientBank)) +
      item('IBAN', `${spacedIban(facts.recipientIban)} <span class="icon">❐</span>`, true);
    const transferCard =
      item('Tarih', `${monthDate(facts.moment, 'long')} ${weekdayOf(facts)}`) +
      item('Saat', shortTime(facts.moment)) +
      item('İşlem Tutarı', `${turkishAmount(facts.amountKurus)} ₺`) +
      item('İşlem Ücreti', 'Ücretsiz') +
      item('Gönderen', html(facts.sender)) +
      item('Hesap', `Param Kart •••• ${facts.reference.slice(-4)}`) +
      item('Açıklama', html(facts.description), true) +
      item('İşlem No', facts.reference, true);
    const style =
      'html, body { background: #101317; color: #eef1f4; } body { padding: 18px 30px; font-size: 22px; } ' +
      '.status { display: flex; justify-content: space-between; font-size: 18px; color: #c9d1d9; } ' +
      '.nav { display: flex; justify-content: space-between; font-size: 24px; margin: 22px 0; } ' +
      '.hero { text-align: center; margin: 10px 0 26px; } .avatar { display: inline-block; width: 84px; height: 84px; line-height: 84px; ' +
      'border-radius: 42px; background: #2b6cb0; font-size: 30px; font-weight: bold; } .amount { font-size: 44px; font-weight: bold; margin: 12px 0 6px; } ' +
      '.pill { display: inline-block; padding: 4px 16px; border-radius: 16px; background: #12372a; color: #5fd49a; font-size: 18px; } ' +
      '.card { display: grid; grid-template-columns: 1fr 1fr; gap: 18px 24px; background: #1b2027; border-radius: 18px; padding: 22px 26px; margin-bottom: 22px; } ' +
      '.wide { grid-column: 1 / span 2; } .label { font-size: 17px; color: #8b96a3; } .value { font-weight: bold; margin-top: 4px; } ' +
      '.icon { color: #5aa9ff; } .button { text-align: center; border: 2px solid #5aa9ff; color: #5aa9ff; border-radius: 14px; padding: 14px; }';
    const body =
      `<div class="status"><span>${shortTime(facts.printMoment)}</span><span>5G ▮▮▮ %87</span></div>` +
      `<div class="nav"><span>←</span><b>İşlem Detayı</b><span>⋮</span></div>` +
      `<div class="hero"><div class="avatar">${html(initials)}</div><div class="amount">-${turkishAmount(facts.amountKurus)} ₺</div>` +
      `<span class="pill">✓ Gönderildi</span></div>` +
      `<div class="card">${recipientCard}</div><div class="card">${transferCard}</div>` +
      `<div class="button">↗ Dekontu Paylaş</div>`;
    return receiptPage(facts, style, body);
  },
};

/** Internet banking: the customer block, then the transfer as one record of a wide table, totals below. */
const paymentListTable: ReceiptLayout = {
  name: 'held-payment-list',
  heldBack: true,
  degradation: 'rotated',
  render(facts) {
    const header = [
      'Sıra',
      'İşlem Tarihi',
      'Saat',
      'Alıcı Adı / Unvanı',
      'Alıcı IBAN',
      'Alıcı Banka',
      'Tutar (TL)',
      'Açıklama',
    ];
    const record = [
      '1',
      dateWith(facts.moment, '/'),
      longTime(facts.moment),
      facts.recipient,
      spacedIban(facts.recipientIban),
      facts.recipientBank,
      turkishAmount(facts.amountKurus),
      facts.description,
    ];
    const totals = (
      [
        ['Toplam Tutar', facts.amountKurus],
        ['Masraf', facts.feeKurus],
        ['BSMV', bsmvOf(facts)],
        ['Genel Toplam (Borçlanan)', totalDebitedOf(facts)],
      ] as const
    )
      .map(([label, kurus]) => `<tr><td>${label}</td><td class="n">${turkishAmount(kurus)} TL</td></tr>`)
      .join('');
    const style =
      'body { font-size: 13px; } .info { display: grid; grid-template-columns: 1fr 1fr; gap: 4px 20px; margin: 14px 0; } .info span { color: #555; } ' +
      'table.list { border-collapse: collapse; width: 100%; font-size: 12px; } .list th { background: #1d4f3a; color: #fff; font-weight: normal; } ' +
      '.list th, .list td { border: 1px solid #8a9a91; padding: 5px 4px; text-align: left; vertical-align: top; } ' +
      '.list td:nth-child(5) { width: 118px; } table.sum { margin: 14px 0 0 auto; border-collapse: collapse; } ' +
      '.sum td { padding: 3px 8px; } .sum tr:last-child td { font-weight: bold; border-top: 1px solid #333; } td.n { text-align: right; } ' +
      '.foot { margin-top: 28px; font-size: 10.5px; color: #666; }';
    const printed = daysAfter(facts, 1 + (facts.printMoment.day % 5));
    const body =
      `<h1>Albaraka Türk Katılım Bankası A.Ş.</h1><div class="muted">İnternet Şubesi · Giden Havale/EFT Listesi</div>` +
      `<div class="info"><div><span>Gönderen:</span> ${html(facts.sender)}</div>` +
      `<div><span>Rapor Tarihi:</span> ${dateWith(printed, '.')} ${shortTime(printed)}</div>` +
      `<div><span>Borçlu Hesap:</span> ${maskedIban(facts.senderIban)}</div><div><span>Sayfa:</span> 1 / 1</div></div>` +
      `<table class="list"><tr>${header.map((cell) => `<th>${html(cell)}</th>`).join('')}</tr>` +
      `<tr>${record.map((cell) => `<td>${html(cell)}</td>`).join('')}</tr></table>` +
      `<table class="sum">${totals}</table>` +
      `<div class="foot">Saray Mah. Dr. Adnan Büyükdeniz Cad. No:6 34768 Ümraniye / İstanbul · Mersis No: 0047000254100015 · ` +
      `Bu liste bilgi amaçlıdır.</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A branch EFT form: boxes of several widths, each with its caption in small type at the top. */
const branchEftForm: ReceiptLayout = {
  name: 'held-branch-form',
  heldBack: true,
  degradation: 'fax',
  render(facts) {
    const box = (caption: string, value: string, width: number) =>
      `<div class="box" style="flex: ${width}"><div class="cap">${html(caption)}</div><div class="val">${html(value)}</div></div>`;
    const row = (...boxes: string[]) => `<div class="row">${boxes.join('')}</div>`;
    const lira = (kurus: number) => `${turkishAmount(kurus)} TL`;
    const form =
      row(
        box('GÖNDEREN ADI SOYADI', upper(facts.sender), 3),
        box('MÜŞTERİ NO', facts.reference.slice(2), 2),
      ) +
      row(
        box('GÖNDEREN HESAP', maskedIban(facts.senderIban), 3),
        box('ŞUBE', 'KARŞIYAKA / İZMİR (0245)', 2),
      ) +
      row(
        box('ALICI ADI SOYADI / UNVANI', upper(facts.recipient), 3),
        box('ALICI BANKA', upper(facts.recipientBank), 2),
      ) +
      row(box('ALICI IBAN', spacedIban(facts.recipientIban), 1)) +
      row(
        box('EFT TUTARI', lira(facts.amountKurus), 1),
        box('MASRAF', lira(facts.feeKurus), 1),
        box('BSMV', lira(bsmvOf(facts)), 1),
        box('TOPLAM BORÇ', lira(totalDebitedOf(facts)), 1),
      ) +
      row(
        box('İŞLEM TARİHİ', isoDate(facts.moment), 1),
        box('İŞLEM SAATİ', longTime(facts.moment), 1),
        box('VALÖR', isoDate(valueDateOf(facts)), 1),
        box('SORGU NO', facts.reference, 1),
      ) +
      row(box('AÇIKLAMA', upper(facts.description), 1));
    const style =
      '.form { border: 2px solid #222; margin-top: 14px; } .row { display: flex; } .row + .row { border-top: 1px solid #222; } ' +
      '.box { padding: 4px 8px 6px; min-height: 50px; } .box + .box { border-left: 1px solid #222; } ' +
      '.cap { font-size: 10px; letter-spacing: 0.4px; color: #333; } .val { font-size: 15px; font-weight: bold; margin-top: 3px; } ' +
      '.sign { display: flex; justify-content: space-between; margin-top: 26px; font-size: 12px; } .sign div { width: 40%; border-top: 1px dashed #444; padding-top: 4px; text-align: center; } ' +
      '.foot { margin-top: 26px; font-size: 10.5px; color: #444; }';
    const body =
      `<h1>ANADOLUBANK A.Ş.</h1><div class="muted">GİDEN EFT DEKONTU · ŞUBE NÜSHASI</div><div class="form">${form}</div>` +
      `<div class="sign"><div>MÜŞTERİ İMZA</div><div>BANKA KAŞE / İMZA</div></div>` +
      `<div class="foot">Cumhuriyet Mah. Silahşör Cad. No:69 34380 Şişli / İstanbul · Mersis No: 0068005197800019 · ` +
      `Bu dekont banka kayıtlarına göre düzenlenmiştir.</div>`;
    return receiptPage(facts, style, body, upper);
  },
};

export const HELD_BACK_LAYOUTS_2: readonly ReceiptLayout[] = [
  bilingualLetter,
  thermalWordsSlip,
  darkWalletScreenshot,
  paymentListTable,
  branchEftForm,
];
