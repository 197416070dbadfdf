/**
 * Held-back layout families: written apart from the reader and never used to tune it, so that the bench
 * tells how it does on designs it has not seen. Their degraded images carry the harder spoils: a photo
 * at an angle with a shadow, a low-resolution fax, a page turned by 90°.
 */
import { receiptPage, rows, type ReceiptLayout } from './layoutKit.js';
import {
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

/** EFT receipt in a two-column grid with LEHTAR wording and a value date; photographed. */
const eftLehtarPhoto: ReceiptLayout = {
  name: 'held-eft-lehtar',
  heldBack: true,
  degradation: 'photo',
  render(facts) {
    const cells = [
      ['Gönderen Müşteri', facts.sender],
      ['Gönderen Banka', facts.senderBank],
      ['Lehtar Adı Soyadı', facts.recipient],
      ['Lehtar IBAN', spacedIban(facts.recipientIban)],
      ['Lehtar Banka', facts.recipientBank],
      ['EFT Tutarı', `${turkishAmount(facts.amountKurus)} TRY`],
      ['Valör', dateWith(facts.printMoment, '.')],
      ['İşlem Tarihi', `${dateWith(facts.moment, '.')} ${longTime(facts.moment)}`],
    ];
    const grid = cells
      .map(([label, value]) => `<div class="l">${html(label)}</div><div class="v">${html(value)}</div>`)
      .join('');
    const style =
      '.grid { display: grid; grid-template-columns: 210px 1fr; row-gap: 8px; margin-top: 14px; } .l { color: #333; } .v { font-weight: bold; }';
    return receiptPage(
      facts,
      style,
      `<h1>ŞEKERBANK T.A.Ş.</h1><p class="muted">EFT Gönderim Dekontu</p><div class="grid">${grid}</div>`,
    );
  },
};

/** Serif 'Label: value' lines faxed at low resolution; date and time behind one label. */
const faxTransfer: ReceiptLayout = {
  name: 'held-fax',
  heldBack: true,
  degradation: 'fax',
  render(facts) {
    const body = rows(
      [
        ['Gönderici', upper(facts.sender)],
        ['Alıcı', upper(facts.recipient)],
        ['Alıcı Hesap No', spacedIban(facts.recipientIban)],
        ['Tutar', `${turkishAmount(facts.amountKurus)} TL`],
        ['Masraf', `${turkishAmount(facts.feeKurus)} TL`],
        ['Tarih/Saat', `${dateWith(facts.moment, '/')} ${shortTime(facts.moment)}`],
      ],
      (label, value) => `<p><span class="l">${label}:</span> ${value}</p>`,
    );
    const style =
      "body { font-family: 'DejaVu Serif', serif; font-size: 16px; } p { margin: 7px 0; } .l { display: inline-block; width: 170px; }";
    return receiptPage(
      facts,
      style,
      `<h1>TÜRKİYE FİNANS</h1><p class="muted">HAVALE TEYİT FAKSI</p>${body}`,
      upper,
    );
  },
};

/** A light mobile card (label above value) whose degraded copy is turned by 90°. */
const rotatedCard: ReceiptLayout = {
  name: 'held-rotated-card',
  heldBack: true,
  degradation: 'rotated',
  render(facts) {
    const body = rows(
      [
        ['Alıcı Adı Soyadı', facts.recipient],
        ['Alıcı IBAN', spacedIban(facts.recipientIban)],
        ['Gönderen Adı Soyadı', facts.sender],
        ['İşlem Tutarı', `${turkishAmount(facts.amountKurus)} TL`],
        ['İşlem Tarihi', dateWith(facts.moment, '.')],
        ['İşlem Saati', shortTime(facts.moment)],
      ],
      (label, value) =>
        `<div class="item"><div class="label">${label}</div><div class="value">${value}</div></div>`,
    );
    const style =
      '.card { border-radius: 14px; background: #f4f7fb; padding: 16px 22px; } .item { margin: 9px 0; } ' +
      '.label { font-size: 13px; color: #566; } .value { font-size: 16px; font-weight: bold; }';
    return receiptPage(
      facts,
      style,
      `<h1>ING Mobil</h1><p class="muted">Para Transferi</p><div class="card">${body}</div>`,
    );
  },
};

/** English boxes: Sender and Beneficiary with the same 'Name' and 'IBAN' labels, '25 Dec 2024'. */
const senderBeneficiary: ReceiptLayout = {
  name: 'held-sender-beneficiary',
  heldBack: true,
  render(facts) {
    const box = (title: string, name: string, iban: string) =>
      `<div class="box"><h3>${title}</h3><p>Name: ${html(name)}</p><p>IBAN: ${spacedIban(iban)}</p></div>`;
    const style =
      '.boxes { display: flex; gap: 24px; } .box { flex: 1; border: 1px solid #bbb; padding: 4px 12px; font-size: 13px; } ' +
      'h3 { margin: 6px 0; font-size: 15px; } p { margin: 5px 0; }';
    const details = rows(
      [
        ['Amount', `${turkishAmount(facts.amountKurus)} TRY`],
        ['Fee', `${turkishAmount(facts.feeKurus)} TRY`],
        ['Date', monthDate(facts.moment, 'english')],
        ['Time', longTime(facts.moment)],
      ],
      (label, value) => `<p><b>${label}:</b> ${value}</p>`,
    );
    return receiptPage(
      facts,
      style,
      `<h1>Garanti BBVA</h1><p class="muted">Money Transfer Receipt</p><div class="boxes">${box('Sender', facts.sender, facts.senderIban)}${box('Beneficiary', facts.recipient, facts.recipientIban)}</div>${details}`,
    );
  },
};

/** Sections 'Gönderen Bilgileri' / 'Alıcı Bilgileri' one above the other, a total beside the amount. */
const infoSections: ReceiptLayout = {
  name: 'held-info-sections',
  heldBack: true,
  render(facts) {
    const section = (title: string, pairs: Array<[string, string]>) =>
      `<h3>${title}</h3>${rows(pairs, (label, value) => `<div class="r"><span class="l">${label}</span>${value}</div>`)}`;
    const style =
      'h3 { font-size: 15px; border-bottom: 1px solid #ccc; margin: 16px 0 6px; } .r { margin: 4px 0; } .l { display: inline-block; width: 180px; color: #444; }';
    const body =
      section('Gönderen Bilgileri', [
        ['Ad Soyad', facts.sender],
        ['Hesap', maskedIban(facts.senderIban)],
      ]) +
      section('Alıcı Bilgileri', [
        ['Ad Soyad', facts.recipient],
        ['IBAN', spacedIban(facts.recipientIban)],
        ['Banka', facts.recipientBank],
      ]) +
      section('İşlem Bilgileri', [
        ['İşlem Tutarı', `${turkishAmount(facts.amountKurus)} TL`],
        ['İşlem Ücreti', `${turkishAmount(facts.feeKurus)} TL`],
        ['Toplam Tutar', `${turkishAmount(facts.amountKurus + facts.feeKurus)} TL`],
        ['Tarih', dateWith(facts.moment, '.')],
        ['Saat', longTime(facts.moment)],
      ]);
    return receiptPage(facts, style, `<h1>Kuveyt Türk</h1><p class="muted">Havale Dekontu</p>${body}`);
  },
};

export const HELD_BACK_LAYOUTS: readonly ReceiptLayout[] = [
  eftLehtarPhoto,
  faxTransfer,
  rotatedCard,
  senderBeneficiary,
  infoSections,
];
