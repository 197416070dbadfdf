/**
 * Ten development families the reader was never tuned on, written by an outside tester to measure it on
 * new designs: three wallet / fintech app screens (two dark), two narrow all-caps thermal slips, two
 * list-shaped printouts (a bulk payment with a single payee, a statement extract with the transfer among
 * other movements), two branch forms (an IBAN in character boxes, labels under the lines of a receipt
 * book with a stub) and an e-mail notification printed to PDF. Not part of RECEIPT_LAYOUTS: they are
 * rendered into a corpus of their own (`generate.ts --set dev --dir DIR`). Rules were mended on them
 * since, so they no longer measure unseen designs: the held-back families do.
 */
import type { TransferMoment } from './fakeReceiptData.js';
import { receiptPage, type ReceiptFacts, type ReceiptLayout } from './layoutKit.js';
import { amountWordsLine } from './moreTunedLayouts.js';
import {
  ascii,
  dateWith,
  html,
  longTime,
  maskedIban,
  shortTime,
  spacedIban,
  turkishAmount,
  upper,
} from './receiptFormats.js';

// prettier-ignore
export const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
const WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];

export const weekday = (moment: TransferMoment) =>
  WEEKDAYS[new Date(Date.UTC(moment.year, moment.month - 1, moment.day)).getUTCDay()];

/** '24 Kasım 2026, 14:35' (the day unpadded, as apps print it). */
const wordsDate = (moment: TransferMoment) =>
  `${moment.day} ${MONTHS[moment.month - 1]} ${moment.year}, ${shortTime(moment)}`;

/** Digits drawn from the facts' reference, so that a sample's numbers stay the same. */
export const digitsOf = (facts: ReceiptFacts, from: number, count: number) =>
  facts.reference.repeat(3).slice(from, from + count);

export const bsmvOf = (facts: ReceiptFacts) => Math.round(facts.feeKurus * 0.05);

/** A day before the transfer (for other rows of a list); the month's first days stay in the month. */
const earlier = (moment: TransferMoment, days: number, hour: number): TransferMoment => ({
  ...moment,
  day: Math.max(1, moment.day - days),
  hour,
  minute: (moment.minute * 7 + days) % 60,
});

/** Dark wallet screen: the amount huge at the top, a status badge, 'Kime' / 'Kimden' cards. */
const walletDarkHero: ReceiptLayout = {
  name: 'dev-wallet-dark-hero',
  degradation: 'photo',
  render(facts) {
    const style =
      "body { background: #0e0f13; color: #f4f4f6; font-family: 'DejaVu Sans', sans-serif; } " +
      '.top { text-align: center; padding: 18px 0 8px; } .brand { color: #b9a7ff; font-weight: bold; letter-spacing: 1px; } ' +
      '.amount { font-size: 44px; font-weight: bold; margin: 16px 0 6px; } .amount small { font-size: 26px; } ' +
      '.badge { display: inline-block; background: #123d2a; color: #3ddc84; border-radius: 14px; padding: 3px 14px; font-size: 13px; } ' +
      '.when { color: #8d90a0; font-size: 14px; margin-top: 10px; } ' +
      '.card { background: #1b1d25; border-radius: 16px; padding: 14px 18px; margin: 14px 0; } ' +
      '.cap { color: #8d90a0; font-size: 12px; text-transform: uppercase; letter-spacing: 1px; } ' +
      '.name { font-size: 18px; font-weight: bold; margin: 4px 0 2px; } .sub { color: #b5b8c6; font-size: 14px; } ' +
      '.kv { display: flex; justify-content: space-between; padding: 7px 0; border-bottom: 1px solid #2a2d38; font-size: 14px; } ' +
      '.kv span:first-child { color: #8d90a0; }';
    const [lira, kurus] = turkishAmount(facts.amountKurus).split(',');
    const kv = (label: string, value: string) =>
      `<div class="kv"><span>${html(label)}</span><span>${html(value)}</span></div>`;
    const body =
      `<div class="top"><div class="brand">PARAM•CEP</div>` +
      `<div class="amount">₺${lira}<small>,${kurus}</small></div>` +
      `<div class="badge">✓ Gönderildi</div><div class="when">${html(wordsDate(facts.moment))}</div></div>` +
      `<div class="card"><div class="cap">Kime</div><div class="name">${html(facts.recipient)}</div>` +
      `<div class="sub">${spacedIban(facts.recipientIban)}</div><div class="sub">${html(facts.recipientBank)}</div></div>` +
      `<div class="card"><div class="cap">Kimden</div><div class="name">${html(facts.sender)}</div>` +
      `<div class="sub">Vadesiz TL Hesabım •••• ${facts.senderIban.slice(-4)}</div></div>` +
      `<div class="card">${kv('İşlem türü', 'FAST')}${kv('İşlem ücreti', '₺0,00')}` +
      `${kv('Açıklama', facts.description)}${kv('Referans no', `FST${facts.reference}`)}` +
      `${kv('Kalan bakiye', `₺${turkishAmount(facts.balanceKurus)}`)}</div>`;
    return receiptPage(facts, style, body);
  },
};

/** Dark neobank: '1.150,00 ₺' after a minus, 'Alıcı' / 'Gönderen' rows, a progress timeline. */
const neobankDarkTimeline: ReceiptLayout = {
  name: 'dev-neobank-dark-timeline',
  degradation: 'scan',
  render(facts) {
    const style =
      "body { background: #101820; color: #e9eef2; font-family: 'DejaVu Sans', sans-serif; } " +
      '.head { display: flex; justify-content: space-between; align-items: center; } .logo { font-size: 22px; font-weight: bold; color: #ff7a45; } ' +
      '.pill { border: 1px solid #ffb020; color: #ffb020; border-radius: 10px; padding: 2px 10px; font-size: 12px; } ' +
      '.big { font-size: 40px; font-weight: bold; margin: 22px 0 0; } .big .cur { color: #9fb0bf; font-size: 28px; } ' +
      '.cap { color: #9fb0bf; font-size: 13px; } .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 14px 26px; margin: 20px 0; } ' +
      '.val { font-size: 16px; font-weight: bold; } .steps { border-left: 2px solid #ff7a45; margin: 10px 0 0 6px; padding-left: 16px; } ' +
      '.step { margin: 8px 0; font-size: 14px; } .step b { color: #ff7a45; } .foot { color: #6d7f8f; font-size: 11px; margin-top: 20px; }';
    const cell = (label: string, value: string) =>
      `<div><div class="cap">${html(label)}</div><div class="val">${value}</div></div>`;
    const time = shortTime(facts.moment);
    const body =
      `<div class="head"><div class="logo">Fastpay</div><div class="pill">Tamamlandı</div></div>` +
      `<div class="cap" style="margin-top:16px">Giden transfer</div>` +
      `<div class="big">−${turkishAmount(facts.amountKurus)} <span class="cur">₺</span></div>` +
      `<div class="grid">${cell('Alıcı', html(facts.recipient))}${cell('Gönderen', html(facts.sender))}` +
      `${cell('Alıcının IBAN’ı', spacedIban(facts.recipientIban))}${cell('Gönderen hesap', maskedIban(facts.senderIban))}` +
      `${cell('Tarih', `${facts.moment.day} ${MONTHS[facts.moment.month - 1]} ${facts.moment.year} ${weekday(facts.moment)}`)}` +
      `${cell('Saat', time)}${cell('Masraf', '0,00 ₺')}${cell('İşlem No', `#${facts.reference}`)}</div>` +
      `<div class="cap">İşlem geçmişi</div><div class="steps">` +
      `<div class="step"><b>●</b> Talimat alındı · ${time}</div>` +
      `<div class="step"><b>●</b> Karşı bankaya iletildi · ${time}</div>` +
      `<div class="step"><b>●</b> Alıcı hesabına geçti</div></div>` +
      `<div class="foot">Fastpay Elektronik Para ve Ödeme Hizmetleri A.Ş. · Mersis No: 0388${digitsOf(facts, 0, 12)} · ` +
      `Bu ekran görüntüsü bilgi amaçlıdır.</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A light wallet: the transfer told in a headline, 'Kimden' / 'Kime', the date in words with the weekday. */
const walletLightSentence: ReceiptLayout = {
  name: 'dev-wallet-light-sentence',
  degradation: 'scan',
  render(facts) {
    const style =
      '.phone { border-radius: 24px; background: #f5f7fb; padding: 22px 26px; } ' +
      '.ok { width: 54px; height: 54px; border-radius: 27px; background: #1fbf75; color: #fff; font-size: 30px; text-align: center; line-height: 54px; margin: 0 auto; } ' +
      '.headline { text-align: center; font-size: 18px; margin: 14px 0 2px; } .amount { text-align: center; font-size: 36px; font-weight: bold; color: #1f2a44; } ' +
      '.section { background: #fff; border-radius: 14px; padding: 10px 16px; margin-top: 14px; } ' +
      '.line { display: flex; justify-content: space-between; padding: 8px 0; border-bottom: 1px dashed #dde2ea; font-size: 14px; } ' +
      '.line:last-child { border-bottom: none; } .line span:first-child { color: #6b7489; } .line span:last-child { font-weight: bold; text-align: right; }';
    const line = (label: string, value: string) =>
      `<div class="line"><span>${html(label)}</span><span>${value}</span></div>`;
    const when = `${facts.moment.day} ${MONTHS[facts.moment.month - 1]} ${facts.moment.year} ${weekday(facts.moment)}, ${shortTime(facts.moment)}`;
    const body =
      `<div class="phone"><div style="font-weight:bold;color:#6b3cff">tosla</div><div class="ok">✓</div>` +
      `<div class="headline">${html(facts.recipient)} kişisine gönderdin</div>` +
      `<div class="amount">₺${turkishAmount(facts.amountKurus)}</div>` +
      `<div class="section">${line('Kimden', html(facts.sender))}${line('Hesap', `Cüzdan •••• ${facts.senderIban.slice(-4)}`)}</div>` +
      `<div class="section">${line('Kime', html(facts.recipient))}${line('IBAN', spacedIban(facts.recipientIban))}` +
      `${line('Banka', html(facts.recipientBank))}</div>` +
      `<div class="section">${line('İşlem zamanı', html(when))}${line('Gönderim ücreti', '₺0,00')}` +
      `${line('Not', html(facts.description))}${line('Dekont no', facts.reference)}</div></div>`;
    return receiptPage(facts, style, body);
  },
};

const THERMAL_STYLE =
  "body { width: 330px; padding: 14px 12px; font-family: 'DejaVu Sans Mono', monospace; font-size: 13px; line-height: 1.3; } " +
  '.c { text-align: center; } .b { font-weight: bold; } .v { margin-bottom: 3px; } pre { font: inherit; margin: 0; white-space: pre-wrap; }';

/** An ATM slip, ASCII only: 'LABEL:' with the value on the next line, a card number, '24/11/26' year. */
const atmNarrowSlip: ReceiptLayout = {
  name: 'dev-atm-narrow-slip',
  degradation: 'photo',
  render(facts) {
    const a = (text: string) => ascii(upper(text));
    const m = facts.moment;
    const shortDate = `${dateWith(m, '/').slice(0, 6)}${String(m.year).slice(2)}`;
    const fee = facts.feeKurus;
    const amt = (label: string, kurus: number) =>
      `${label.padEnd(16)}${`${turkishAmount(kurus)} TL`.padStart(17)}`;
    const lines = [
      `<div class="c b">HALKBANK</div><div class="c">ATM NO: ${digitsOf(facts, 0, 5)}</div>`,
      `<div class="c">KADIKOY/ISTANBUL</div>`,
      `<pre>TARIH     SAAT   ISLEM NO\n${shortDate}  ${shortTime(m)}  ${digitsOf(facts, 2, 6)}</pre>`,
      `<pre>KART NO: 5${digitsOf(facts, 1, 3)} **** **** ${digitsOf(facts, 5, 4)}</pre>`,
      '<pre>---------------------------------</pre>',
      '<div class="c b">HESAPTAN EFT</div>',
      `<div>GONDEREN:</div><div class="v">${a(facts.sender)}</div>`,
      `<div>ALICI ADI:</div><div class="v">${a(facts.recipient)}</div>`,
      `<div>ALICI IBAN:</div><div class="v">${spacedIban(facts.recipientIban)}</div>`,
      `<div>ALICI BANKA:</div><div class="v">${a(facts.recipientBank)}</div>`,
      '<pre>---------------------------------</pre>',
      `<pre>${amt('TUTAR', facts.amountKurus)}\n${amt('EFT UCRETI', fee)}\n${amt('BSMV', bsmvOf(facts))}\n${amt('TOPLAM', facts.amountKurus + fee + bsmvOf(facts))}\n${amt('KULL. BAKIYE', facts.balanceKurus)}</pre>`,
      '<pre>---------------------------------</pre>',
      `<div class="c">BIZI TERCIH ETTIGINIZ ICIN</div><div class="c">TESEKKUR EDERIZ</div>`,
    ].join('\n');
    // Names as the reader restores an ASCII printer's letters (as thermal-atm expects them).
    return receiptPage(facts, THERMAL_STYLE, lines, upper);
  },
};

/** A narrow branch slip with dotted leaders; long values wrap under the leader, fee/BSMV/total lines. */
const branchDottedNarrow: ReceiptLayout = {
  name: 'dev-branch-dotted-narrow',
  degradation: 'fax',
  render(facts) {
    const lead = (label: string, value: string) =>
      `<pre>${html(`${label} `.padEnd(15, '.'))}: ${html(value)}</pre>`;
    const fee = facts.feeKurus;
    const lines = [
      `<div class="c b">TÜRKİYE VAKIFLAR BANKASI T.A.O.</div><div class="c">ÇANKAYA ŞUBESİ / ${digitsOf(facts, 0, 5)}</div>`,
      `<div class="c">Mersis: 0922${digitsOf(facts, 1, 12)}</div>`,
      '<div class="c b" style="margin:6px 0">*** MÜŞTERİ NÜSHASI ***</div>',
      lead('DEKONT NO', digitsOf(facts, 3, 9)),
      lead('İŞLEM', 'HAVALE (HESAPTAN)'),
      lead('TARİH/SAAT', `${dateWith(facts.moment, '.')}-${longTime(facts.moment)}`),
      lead('VALÖR', dateWith(facts.moment, '.')),
      '<pre>---------------------------------</pre>',
      lead('GÖNDEREN', upper(facts.sender)),
      lead('BORÇLU IBAN', spacedIban(facts.senderIban)),
      lead('ALAN', upper(facts.recipient)),
      lead('ALACAKLI IBAN', spacedIban(facts.recipientIban)),
      '<pre>---------------------------------</pre>',
      lead('HAVALE TUTARI', `${turkishAmount(facts.amountKurus)} TL`),
      lead('KOMİSYON', `${turkishAmount(fee)} TL`),
      lead('BSMV', `${turkishAmount(bsmvOf(facts))} TL`),
      lead('TOPLAM', `${turkishAmount(facts.amountKurus + fee + bsmvOf(facts))} TL`),
      `<div style="margin-top:4px">${amountWordsLine(facts.amountKurus)}</div>`,
      lead('AÇIKLAMA', upper(facts.description)),
      `<div style="margin-top:8px">İŞLEMİ YAPAN: ${digitsOf(facts, 6, 5)}   ONAY: ${digitsOf(facts, 2, 5)}</div>`,
      `<div>BASIM: ${dateWith(facts.printMoment, '.')} ${longTime(facts.printMoment)}</div>`,
    ].join('\n');
    return receiptPage(facts, THERMAL_STYLE, lines, upper);
  },
};

/** A company's bulk payment ('Toplu Ödeme') with one payee: the company's IBAN, a summary, value date. */
const bulkSinglePayee: ReceiptLayout = {
  name: 'dev-bulk-single-payee',
  degradation: 'scan',
  render(facts) {
    const fee = facts.feeKurus;
    const total = facts.amountKurus + fee + bsmvOf(facts);
    const style =
      '.hd { display: flex; justify-content: space-between; font-size: 12px; } .hd div { line-height: 1.6; } ' +
      'h2 { font-size: 16px; text-align: center; margin: 14px 0 10px; border-top: 2px solid #0a4f8a; border-bottom: 2px solid #0a4f8a; padding: 4px 0; } ' +
      'table { border-collapse: collapse; width: 100%; font-size: 11.5px; } th { background: #0a4f8a; color: #fff; padding: 5px 4px; text-align: left; } ' +
      'td { padding: 5px 4px; border-bottom: 1px solid #bbb; vertical-align: top; } td.r, th.r { text-align: right; } ' +
      '.sum { width: 52%; margin: 14px 0 0 auto; font-size: 12px; } .sum td { border: none; padding: 2px 4px; }';
    const head =
      `<div class="hd"><div><b>Firma:</b> ${html(facts.sender)}<br><b>Borçlu Hesap:</b> ${spacedIban(facts.senderIban)}<br>` +
      `<b>Paket No:</b> TP-${digitsOf(facts, 0, 7)}</div>` +
      `<div style="text-align:right"><b>Rapor Tarihi:</b> ${dateWith(facts.printMoment, '.')} ${shortTime(facts.printMoment)}<br>` +
      `<b>Valör:</b> ${dateWith(facts.moment, '.')}<br><b>Kayıt Sayısı:</b> 1</div></div>`;
    const table =
      `<table><thead><tr><th>#</th><th>Ödeme Tipi</th><th>Alıcı</th><th>Alıcı IBAN</th><th>Açıklama</th>` +
      `<th>Gönderim</th><th class="r">Tutar</th><th>Sonuç</th></tr></thead><tbody>` +
      `<tr><td>1</td><td>EFT</td><td>${html(facts.recipient)}</td><td>${facts.recipientIban}</td>` +
      `<td>${html(facts.description)}</td><td>${dateWith(facts.moment, '.')} ${shortTime(facts.moment)}</td>` +
      `<td class="r">${turkishAmount(facts.amountKurus)}</td><td>Başarılı</td></tr></tbody></table>`;
    const sum =
      `<table class="sum"><tr><td>Başarılı Ödeme (1 adet)</td><td class="r">${turkishAmount(facts.amountKurus)} TL</td></tr>` +
      `<tr><td>Başarısız Ödeme (0 adet)</td><td class="r">0,00 TL</td></tr>` +
      `<tr><td>Komisyon</td><td class="r">${turkishAmount(fee)} TL</td></tr>` +
      `<tr><td>BSMV</td><td class="r">${turkishAmount(bsmvOf(facts))} TL</td></tr>` +
      `<tr><td><b>Hesaptan Çekilen Toplam</b></td><td class="r"><b>${turkishAmount(total)} TL</b></td></tr></table>`;
    return receiptPage(
      facts,
      style,
      `<h1>Garanti BBVA</h1><div class="muted">Nakit Yönetimi · Toplu Ödeme</div>${head}` +
        `<h2>TOPLU ÖDEME SONUÇ RAPORU</h2>${table}${sum}`,
    );
  },
};

/** A statement extract: the outgoing transfer among a salary credit, a card purchase and interest. */
const statementMultiRow: ReceiptLayout = {
  name: 'dev-statement-multi-row',
  degradation: 'scan',
  render(facts) {
    const m = facts.moment;
    const salary = 1_850_000 + (facts.amountKurus % 700_000);
    const purchase = 12_345 + (facts.amountKurus % 90_000);
    const interest = 1 + (facts.amountKurus % 900);
    // The opening balance covers the purchase and the transfer, so that no balance goes below zero.
    const open = facts.balanceKurus + purchase + facts.amountKurus;
    const beforeTransfer = open + salary - purchase;
    const afterTransfer = beforeTransfer - facts.amountKurus;
    const close = afterTransfer + interest;
    const row = (when: TransferMoment, text: string, kurus: number, balance: number) =>
      `<tr><td>${dateWith(when, '.')}</td><td>${shortTime(when)}</td><td>${text}</td>` +
      `<td class="r">${kurus < 0 ? '-' : '+'}${turkishAmount(Math.abs(kurus))}</td><td class="r">${turkishAmount(balance)}</td></tr>`;
    const style =
      '.info { font-size: 12px; line-height: 1.6; margin: 8px 0 12px; } table { border-collapse: collapse; width: 100%; font-size: 11.5px; } ' +
      'th { text-align: left; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 4px; } td { padding: 5px 4px; vertical-align: top; } ' +
      'td:nth-child(3) { width: 330px; } .r { text-align: right; white-space: nowrap; } tr.hl td { background: #fff6c9; } ' +
      '.foot { font-size: 10px; color: #555; margin-top: 18px; border-top: 1px solid #aaa; padding-top: 4px; }';
    const body =
      `<h1>Yapı Kredi</h1><div class="muted">Hesap Dökümü</div>` +
      `<div class="info">Müşteri Adı: ${html(facts.sender)}<br>Hesap: Vadesiz TL · IBAN: ${spacedIban(facts.senderIban)}<br>` +
      `Dönem: ${dateWith(earlier(m, 3, 0), '.')} - ${dateWith(m, '.')}<br>Döküm Tarihi: ${dateWith(facts.printMoment, '.')}</div>` +
      `<table><thead><tr><th>Tarih</th><th>Saat</th><th>Açıklama</th><th class="r">Tutar (TL)</th><th class="r">Bakiye (TL)</th></tr></thead><tbody>` +
      `<tr><td colspan="4">Önceki Bakiye</td><td class="r">${turkishAmount(open)}</td></tr>` +
      row(
        earlier(m, 3, 9),
        `Gelen EFT - ${html(upper(facts.senderBank))} - MAAŞ ÖDEMESİ`,
        salary,
        open + salary,
      ) +
      row(
        earlier(m, 1, 19),
        `POS Harcama - MİGROS TİC. A.Ş. - ${digitsOf(facts, 4, 6)}`,
        -purchase,
        beforeTransfer,
      ) +
      `<tr class="hl">${row(m, `Giden FAST - Alıcı: ${html(facts.recipient)} - ${spacedIban(facts.recipientIban)} - ${html(facts.description)}`, -facts.amountKurus, afterTransfer).slice(4)}` +
      row({ ...m, hour: 23, minute: 59 }, 'Mevduat Faizi', interest, close) +
      `</tbody></table><div class="foot">Yapı ve Kredi Bankası A.Ş. · Mersis No: 0937002089200741 · www.yapikredi.com.tr</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A branch EFT order form: corner labels, the IBAN in one box per character, check boxes, a cashier area. */
const formIbanCharBoxes: ReceiptLayout = {
  name: 'dev-form-iban-char-boxes',
  degradation: 'scan',
  render(facts) {
    const chars = (iban: string) =>
      `<div class="chars">${[...iban].map((char) => `<span>${char}</span>`).join('')}</div>`;
    const box = (label: string, value: string, width: string) =>
      `<td style="width:${width}"><span class="cl">${html(label)}</span><div class="bv">${value}</div></td>`;
    const check = (on: boolean, text: string) => `<span class="ck">${on ? '☒' : '☐'}</span> ${text}`;
    const style =
      'table.f { border-collapse: collapse; width: 100%; margin-top: -1px; } table.f td { border: 1.5px solid #1b3a6b; position: relative; height: 50px; padding: 14px 6px 4px; vertical-align: bottom; } ' +
      '.cl { position: absolute; top: 2px; left: 4px; font-size: 9px; color: #1b3a6b; } .bv { font-size: 15px; } ' +
      '.chars { display: flex; } .chars span { display: inline-block; width: 24px; height: 24px; border: 1px solid #1b3a6b; margin-right: -1px; text-align: center; line-height: 22px; font-size: 14px; } ' +
      '.sec { background: #1b3a6b; color: #fff; font-size: 12px; font-weight: bold; padding: 2px 6px; margin-top: 10px; } .ck { font-size: 16px; } ' +
      '.note { font-size: 9.5px; color: #333; margin-top: 8px; }';
    const sent = `${dateWith(facts.moment, '.')}`;
    const body =
      `<div style="display:flex;justify-content:space-between"><div><h1>DenizBank</h1><div class="muted">Şube No: ${digitsOf(facts, 0, 4)}</div></div>` +
      `<div style="text-align:right;font-size:12px">Form No: DB-EFT-07<br>Seri: ${digitsOf(facts, 2, 7)}</div></div>` +
      `<h2 style="text-align:center;font-size:17px;margin:8px 0">EFT / HAVALE TALİMAT FORMU</h2>` +
      `<div style="font-size:13px">${check(true, 'EFT')} &nbsp; ${check(false, 'Havale')} &nbsp; ${check(false, 'FAST')} &nbsp;&nbsp;|&nbsp;&nbsp; Masraf: ${check(true, 'Gönderene')} ${check(false, 'Alıcıya')}</div>` +
      `<div class="sec">1. TALİMATI VEREN</div>` +
      `<table class="f"><tr>${box('Ad Soyad / Ticari Unvan', html(facts.sender), '62%')}${box('Müşteri No', digitsOf(facts, 1, 9), '38%')}</tr></table>` +
      `<table class="f"><tr>${box('Borçlandırılacak Hesap IBAN', chars(facts.senderIban), '100%')}</tr></table>` +
      `<div class="sec">2. LEHDAR</div>` +
      `<table class="f"><tr>${box('Ad Soyad / Ticari Unvan', html(facts.recipient), '62%')}${box('Banka / Şube', html(facts.recipientBank), '38%')}</tr></table>` +
      `<table class="f"><tr>${box('IBAN', chars(facts.recipientIban), '100%')}</tr></table>` +
      `<div class="sec">3. İŞLEM</div>` +
      `<table class="f"><tr>${box('Tutar (Rakamla)', `${turkishAmount(facts.amountKurus)} TL`, '30%')}${box('Tutar (Yazıyla)', amountWordsLine(facts.amountKurus), '70%')}</tr></table>` +
      `<table class="f"><tr>${box('Ödeme Amacı', html(facts.description), '40%')}${box('Tarih', sent, '30%')}${box('Saat', shortTime(facts.moment), '30%')}</tr></table>` +
      `<table class="f"><tr>${box('Müşteri İmzası', '&nbsp;', '50%')}${box('Gişe Onay / Kaşe', `Kont. ${digitsOf(facts, 5, 5)}`, '50%')}</tr></table>` +
      `<div class="note">DenizBank A.Ş. · Büyükdere Cad. No:141 Esentepe/İstanbul · Mersis No: 0292008488000017 · ` +
      `Bu form 6493 sayılı Kanun kapsamında düzenlenmiştir.</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A receipt book page with a stub: values on lines, the small labels under the lines, a cash/account tick. */
const receiptBookStub: ReceiptLayout = {
  name: 'dev-receipt-book-stub',
  degradation: 'fax',
  render(facts) {
    const field = (label: string, value: string, flex = 1) =>
      `<div class="fl" style="flex:${flex}"><div class="fv">${value}</div><div class="lab">${html(label)}</div></div>`;
    const line = (...fields: string[]) => `<div class="ln">${fields.join('')}</div>`;
    const style =
      '.wrap { display: flex; border: 2px solid #333; } .stub { width: 170px; border-right: 2px dashed #333; padding: 8px; font-size: 11px; line-height: 1.5; } ' +
      '.main { flex: 1; padding: 8px 12px; } .ln { display: flex; gap: 14px; margin: 8px 0; } ' +
      '.fv { border-bottom: 1px solid #333; min-height: 22px; font-size: 14px; padding-left: 2px; } .lab { font-size: 9.5px; color: #444; text-align: center; } ' +
      '.no { color: #b00; font-weight: bold; } h2 { font-size: 16px; margin: 0 0 4px; }';
    const no = digitsOf(facts, 0, 7);
    const stub =
      `<div class="stub"><b>DİP KOÇAN</b><br>No: <span class="no">${no}</span><br>${dateWith(facts.moment, '.')}<br>` +
      `${turkishAmount(facts.amountKurus)} TL<br>Masraf ${turkishAmount(facts.feeKurus)} TL<br>Gişe: ${digitsOf(facts, 3, 2)}</div>`;
    const main =
      `<div class="main"><div style="display:flex;justify-content:space-between"><h2>ŞEKERBANK T.A.Ş. — HAVALE MAKBUZU</h2><span class="no">No ${no}</span></div>` +
      `<div style="font-size:13px">☐ Nakit &nbsp; ☒ Hesaptan &nbsp;&nbsp; Şube: BURSA NİLÜFER (${digitsOf(facts, 4, 4)})</div>` +
      line(
        field('Havale Eden', html(facts.sender), 2),
        field('T.C. Kimlik No', `${digitsOf(facts, 1, 3)}******${digitsOf(facts, 2, 2)}`),
      ) +
      line(field('Havale Edenin Hesabı', spacedIban(facts.senderIban))) +
      line(
        field('Havale Alan', html(facts.recipient), 2),
        field('Alıcı Bankası', html(facts.recipientBank)),
      ) +
      line(field('Havale Alanın IBAN Numarası', spacedIban(facts.recipientIban))) +
      line(
        field('Havale Bedeli', `${turkishAmount(facts.amountKurus)} TL`),
        field('Masraf', `${turkishAmount(facts.feeKurus)} TL`),
        field('Tahsil Edilen Toplam', `${turkishAmount(facts.amountKurus + facts.feeKurus)} TL`),
      ) +
      line(
        field('Tarih', dateWith(facts.moment, '/')),
        field('Saat', shortTime(facts.moment)),
        field('Açıklama', html(facts.description), 2),
      ) +
      line(
        field('Havale Edenin İmzası', '&nbsp;'),
        field('Memur', `Sicil ${digitsOf(facts, 6, 5)}`),
        field('Yetkili', '&nbsp;'),
      ) +
      `</div>`;
    return receiptPage(facts, style, `<div class="wrap">${stub}${main}</div>`);
  },
};

/** An e-mail notice printed to PDF: mail headers ('Kime:' is the customer's address), the transfer in prose. */
const emailNotification: ReceiptLayout = {
  name: 'dev-email-notification',
  degradation: 'scan',
  render(facts) {
    const mail = (name: string) =>
      `${ascii(name.split(' ')[0]).toLowerCase()}.${ascii(name.split(' ').slice(-1)[0]).toLowerCase()}@gmail.com`;
    const p = facts.printMoment;
    const style =
      '.bar { font-size: 12px; color: #444; border-bottom: 1px solid #999; padding-bottom: 6px; } ' +
      '.hdr { font-size: 13px; margin: 10px 0; line-height: 1.6; } .hdr b { display: inline-block; width: 60px; } ' +
      '.mailbody { border: 1px solid #ddd; padding: 16px 22px; } .brand { background: #c8102e; color: #fff; font-weight: bold; padding: 8px 12px; font-size: 18px; } ' +
      'table.d { border-collapse: collapse; margin: 12px 0; font-size: 14px; } table.d td { padding: 4px 14px 4px 0; border-bottom: 1px solid #eee; } ' +
      '.small { font-size: 10.5px; color: #666; margin-top: 16px; }';
    const when = `${dateWith(facts.moment, '.')} ${shortTime(facts.moment)}`;
    const detail = (label: string, value: string) =>
      `<tr><td>${html(label)}</td><td><b>${value}</b></td></tr>`;
    const body =
      `<div class="bar">Gmail · ${mail(facts.sender)}</div>` +
      `<div style="font-size:18px;margin-top:10px">Para Transferi Bilgilendirmesi</div>` +
      `<div class="hdr"><b>Kimden:</b> Akbank &lt;bilgilendirme@akbank.com&gt;<br><b>Kime:</b> ${mail(facts.sender)}<br>` +
      `<b>Tarih:</b> ${p.day} ${MONTHS[p.month - 1]} ${p.year} ${weekday(p)} ${shortTime(p)}</div>` +
      `<div class="mailbody"><div class="brand">AKBANK</div>` +
      `<p>Sayın ${html(upper(facts.sender))},</p>` +
      `<p>${when} tarihinde ${maskedIban(facts.senderIban)} IBAN'lı hesabınızdan ${html(facts.recipient)} adına ` +
      `${turkishAmount(facts.amountKurus)} TL tutarında FAST işlemi gerçekleştirilmiştir.</p>` +
      `<table class="d">${detail('Alıcı Adı', html(facts.recipient))}${detail('Alıcı IBAN', spacedIban(facts.recipientIban))}` +
      `${detail('Tutar', `${turkishAmount(facts.amountKurus)} TL`)}${detail('İşlem Tarihi', when)}` +
      `${detail('Sorgu No', facts.reference)}</table>` +
      `<p>Bizi tercih ettiğiniz için teşekkür ederiz.</p>` +
      `<div class="small">Bu e-posta bilgilendirme amaçlıdır, yanıtlamayınız. Akbank T.A.Ş. Sabancı Center 34330 4. Levent/İstanbul · ` +
      `Mersis No: 0015001526400497 · Ticaret Sicil No: 90418</div></div>`;
    return receiptPage(facts, style, body, (name) => (name === facts.sender ? upper(name) : name));
  },
};

export const DEV_LAYOUTS: ReceiptLayout[] = [
  walletDarkHero,
  neobankDarkTimeline,
  walletLightSentence,
  atmNarrowSlip,
  branchDottedNarrow,
  bulkSinglePayee,
  statementMultiRow,
  formIbanCharBoxes,
  receiptBookStub,
  emailNotification,
];
