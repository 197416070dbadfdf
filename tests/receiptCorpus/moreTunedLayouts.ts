/**
 * Three more families the reader is tuned on, for the variants the first sixteen lack: a branch receipt
 * with the amount in words ('YALNIZ …') photographed at an angle, an EFT form with '<party> <qualifier>'
 * labels and a masked sender IBAN sent by fax, and a mobile receipt turned by 90°.
 */
import { receiptPage, rows, type ReceiptLayout } from './layoutKit.js';
import {
  dateWith,
  isoDate,
  longTime,
  maskedIban,
  monthDate,
  shortTime,
  spacedIban,
  turkishAmount,
  upper,
} from './receiptFormats.js';
import { turkishNumberWords } from './turkishAmountWords.js';

/** 'YALNIZ BİNİKİYÜZOTUZDÖRT TÜRK LİRASI ELLİALTI KURUŞ' ('… TÜRK LİRASI' alone for whole lira). */
export function amountWordsLine(kurus: number): string {
  const words = (value: number) => turkishNumberWords(value).toLocaleUpperCase('tr-TR');
  const lira = `YALNIZ ${words(Math.floor(kurus / 100))} TÜRK LİRASI`;
  return kurus % 100 === 0 ? lira : `${lira} ${words(kurus % 100)} KURUŞ`;
}

/** A branch receipt: the amount also in words, fee and total beside it, '25 ARA 2024' and the time apart. */
const wordsLineBranch: ReceiptLayout = {
  name: 'words-line-branch',
  degradation: 'photo',
  render(facts) {
    const total = facts.amountKurus + facts.feeKurus;
    const body = rows(
      [
        ['Gönderen Müşteri', upper(facts.sender)],
        ['Alıcı Müşteri Adı', upper(facts.recipient)],
        ['Alıcı Hesap', spacedIban(facts.recipientIban)],
        ['Havale Edilen Tutar', `${turkishAmount(facts.amountKurus)} TL`],
        ['Masraf', `${turkishAmount(facts.feeKurus)} TL`],
        ['Toplam', `${turkishAmount(total)} TL`],
        ['Tarih', upper(monthDate(facts.moment, 'short'))],
        ['Saat', longTime(facts.moment)],
      ],
      (label, value) => `<tr><td class="l">${label}</td><td>: ${value}</td></tr>`,
    );
    const style =
      'table { margin-top: 10px; } td { padding: 3px 8px 3px 0; } td.l { width: 210px; font-weight: bold; } ' +
      '.words { margin-top: 12px; font-weight: bold; letter-spacing: 0.5px; }';
    return receiptPage(
      facts,
      style,
      `<h1>HALK BANKASI A.Ş.</h1><p class="muted">ŞUBE HAVALE MAKBUZU</p><table>${body}</table>` +
        `<div class="words">${amountWordsLine(facts.amountKurus)}</div>`,
      upper,
    );
  },
};

/** An EFT form by fax: 'Lehtar Hesap Sahibi', 'Gönderen Hesap Sahibi', a masked sender IBAN, a value date. */
const faxEftForm: ReceiptLayout = {
  name: 'fax-eft-form',
  degradation: 'fax',
  render(facts) {
    const body = rows(
      [
        ['Gönderen Hesap Sahibi', facts.sender],
        ['Gönderen IBAN', maskedIban(facts.senderIban)],
        ['Lehtar Hesap Sahibi', facts.recipient],
        ['Lehtar IBAN No', spacedIban(facts.recipientIban)],
        ['EFT Tutarı', `${turkishAmount(facts.amountKurus)} TRY`],
        ['Valör', dateWith(facts.printMoment, '-')],
        ['İşlem Tarihi', `${dateWith(facts.moment, '-')}   ${shortTime(facts.moment)}`],
      ],
      (label, value) => `<tr><th>${label}</th><td>${value}</td></tr>`,
    );
    const style =
      'table { border-collapse: collapse; width: 100%; margin-top: 10px; font-size: 16px; } ' +
      'th, td { border: 1px solid #000; padding: 6px 8px; text-align: left; } th { width: 40%; }';
    return receiptPage(
      facts,
      style,
      `<h1>TÜRKİYE VAKIFLAR BANKASI T.A.O.</h1><p class="muted">EFT Talimat Formu</p><table>${body}</table>`,
    );
  },
};

/** A mobile receipt turned by 90°: label above value, ISO date and the time on one line. */
const rotatedMobile: ReceiptLayout = {
  name: 'rotated-mobile',
  degradation: 'rotated',
  render(facts) {
    const body = rows(
      [
        ['Alıcı Adı Soyadı', facts.recipient],
        ['IBAN', spacedIban(facts.recipientIban)],
        ['Gönderen', facts.sender],
        ['Tutar', `${turkishAmount(facts.amountKurus)} ₺`],
        ['İşlem Zamanı', `${isoDate(facts.moment)} ${shortTime(facts.moment)}`],
      ],
      (label, value) =>
        `<div class="item"><div class="label">${label}</div><div class="value">${value}</div></div>`,
    );
    const style =
      '.item { margin: 10px 0; } .label { color: #555; font-size: 14px; } .value { font-size: 18px; font-weight: bold; }';
    return receiptPage(facts, style, `<h1>ING Mobil</h1><p class="muted">Para Transferi</p>${body}`);
  },
};

export const MORE_TUNED_LAYOUTS: readonly ReceiptLayout[] = [wordsLineBranch, faxEftForm, rotatedMobile];
