/**
 * Two branch-counter families the reader is tuned on: a 'Para Transfer Talimatı' filled in at the
 * counter, with boxed fields (the label small in the box's top-left corner, the value under it), check
 * boxes for the transfer type, the customer number and branch code beside the sender's name, 'Tutar' and
 * 'Yazıyla' boxes and a stamp over the signature area, scanned; and an all-caps thermal 'Şube İşlem
 * Fişi' whose long labels put their value on the next line, fees and a total under the amount,
 * photographed.
 */
import { receiptPage, type ReceiptFacts, type ReceiptLayout } from './layoutKit.js';
import { amountWordsLine } from './moreTunedLayouts.js';
import {
  dateWith,
  html,
  longTime,
  maskedIban,
  shortTime,
  spacedIban,
  turkishAmount,
  upper,
} from './receiptFormats.js';

const BRANCHES = ['KADIKÖY', 'KIZILAY', 'ALSANCAK', 'NİLÜFER', 'SEYHAN'];
const TRANSFER_TYPES = ['EFT', 'Havale', 'FAST'];

/** Digits drawn from the facts' reference, so that a sample's numbers stay the same. */
const digitsOf = (facts: ReceiptFacts, from: number, count: number) =>
  facts.reference.repeat(2).slice(from, from + count);

const branchOf = (facts: ReceiptFacts) => BRANCHES[Number(facts.reference[0]) % BRANCHES.length];

/** A box: its label small in the top-left corner, the value under it. */
const box = (label: string, value: string, width: string) =>
  `<td style="width:${width}"><div class="bl">${html(label)}</div><div class="bv">${value}</div></td>`;

const boxRow = (...boxes: string[]) => `<table class="boxes"><tr>${boxes.join('')}</tr></table>`;

/** '[X] EFT  [ ] Havale  [ ] FAST', the type ticked drawn from the facts. */
function typeChecks(facts: ReceiptFacts): string {
  const ticked = TRANSFER_TYPES[Number(facts.reference[1]) % TRANSFER_TYPES.length];
  return TRANSFER_TYPES.map((type) => `[${type === ticked ? 'X' : '&nbsp;'}] ${type}`).join(
    '&nbsp;&nbsp;&nbsp;',
  );
}

/** A branch transfer order: boxed fields under party headings, amount in words, a stamp. */
const transferOrderBoxes: ReceiptLayout = {
  name: 'transfer-order-boxes',
  degradation: 'scan',
  render(facts) {
    const branch = branchOf(facts);
    const sender = boxRow(
      box('Adı Soyadı / Unvanı', html(facts.sender), '52%'),
      box('Müşteri No', digitsOf(facts, 0, 8), '26%'),
      box('Şube Kodu', digitsOf(facts, 3, 4), '22%'),
    );
    const senderAccount = boxRow(
      box('IBAN', spacedIban(facts.senderIban), '64%'),
      box('T.C. Kimlik No', `${digitsOf(facts, 2, 3)}******${digitsOf(facts, 6, 2)}`, '36%'),
    );
    const recipient = boxRow(
      box('Adı Soyadı / Unvanı', html(facts.recipient), '60%'),
      box('Banka', html(facts.recipientBank), '40%'),
    );
    const recipientAccount = boxRow(box('IBAN', spacedIban(facts.recipientIban), '100%'));
    const amount = boxRow(
      box('Tutar', `${turkishAmount(facts.amountKurus)} TL`, '34%'),
      box('Yazıyla', amountWordsLine(facts.amountKurus).replace(/^YALNIZ /, ''), '66%'),
    );
    const details = boxRow(
      box('Açıklama', html(facts.description), '60%'),
      box('İşlem Tarihi / Saati', `${dateWith(facts.moment, '.')} ${shortTime(facts.moment)}`, '40%'),
    );
    const signatures = boxRow(
      box('Talimat Verenin İmzası', '&nbsp;', '50%'),
      box('Kaşe / İmza', `<div class="stamp">${branch} ŞUBESİ<br>${digitsOf(facts, 4, 4)}</div>`, '50%'),
    );
    const style =
      '.top { display: flex; justify-content: space-between; align-items: flex-start; } ' +
      '.top .right { text-align: right; font-size: 13px; } h2 { font-size: 17px; margin: 10px 0 4px; text-align: center; } ' +
      '.checks { margin: 6px 0 10px; font-size: 14px; } .section { font-weight: bold; font-size: 13px; margin: 12px 0 3px; } ' +
      'table.boxes { border-collapse: collapse; width: 100%; margin-top: -1px; } ' +
      'table.boxes td { border: 1px solid #222; padding: 2px 6px 5px; vertical-align: top; height: 46px; } ' +
      '.bl { font-size: 10px; color: #333; } .bv { font-size: 15px; margin-top: 3px; } ' +
      '.stamp { display: inline-block; border: 2px solid #2a3f9e; color: #2a3f9e; border-radius: 40px; padding: 6px 14px; ' +
      'transform: rotate(-12deg); font-size: 12px; font-weight: bold; text-align: center; opacity: 0.8; }';
    return receiptPage(
      facts,
      style,
      `<div class="top"><div><h1>T.C. ZİRAAT BANKASI A.Ş.</h1><div class="muted">${branch} ŞUBESİ</div></div>` +
        `<div class="right">Şube Kodu: ${digitsOf(facts, 3, 4)}<br>Sıra No: ${digitsOf(facts, 1, 6)}</div></div>` +
        `<h2>PARA TRANSFER TALİMATI</h2><div class="checks">İşlem Türü:&nbsp;&nbsp;${typeChecks(facts)}</div>` +
        `<div class="section">TALİMAT VEREN (GÖNDEREN)</div>${sender}${senderAccount}` +
        `<div class="section">LEHTAR (ALICI)</div>${recipient}${recipientAccount}` +
        `<div class="section">İŞLEM BİLGİLERİ</div>${amount}${details}${signatures}`,
    );
  },
};

/** One line of the slip: a short label and its value, or a long label with the value on the next line. */
const slipLine = (label: string, value: string) =>
  label.length > 16
    ? `<div>${html(label)}</div><div class="v">${html(value)}</div>`
    : `<div>${html(label)}: ${html(value)}</div>`;

/** Label left, amount right on one line of the slip. */
const slipAmount = (label: string, kurus: number) =>
  `<div class="amt"><span>${label}</span><span>${turkishAmount(kurus)} TL</span></div>`;

/** An all-caps thermal slip of a branch: long labels over their values, fees and a total, words line. */
const thermalBranchSlip: ReceiptLayout = {
  name: 'thermal-branch-slip',
  degradation: 'photo',
  render(facts) {
    const fee = facts.feeKurus;
    const tax = Math.round(fee * 0.05);
    const rule = '<div class="rule">--------------------------------------</div>';
    const body = [
      `<div class="c">VAKIFBANK</div><div class="c">${branchOf(facts)} ŞUBESİ (${digitsOf(facts, 3, 4)})</div>`,
      '<div class="c b">ŞUBE İŞLEM FİŞİ</div>',
      rule,
      `<div>FİŞ NO: ${digitsOf(facts, 0, 6)}&nbsp;&nbsp;&nbsp;GİŞE: 0${digitsOf(facts, 5, 1)}</div>`,
      `<div>TARİH: ${dateWith(facts.moment, '.')}&nbsp;&nbsp;SAAT: ${longTime(facts.moment)}</div>`,
      rule,
      slipLine('GÖNDEREN MÜŞTERİ ADI SOYADI', upper(facts.sender)),
      slipLine('MÜŞTERİ NO', digitsOf(facts, 1, 8)),
      slipLine('GÖNDEREN IBAN', maskedIban(facts.senderIban)),
      slipLine('ALICI ADI SOYADI / UNVANI', upper(facts.recipient)),
      slipLine('ALICI IBAN NUMARASI', spacedIban(facts.recipientIban)),
      slipLine('ALICI BANKA', upper(facts.recipientBank)),
      rule,
      slipAmount('EFT TUTARI', facts.amountKurus),
      slipAmount('EFT ÜCRETİ', fee),
      slipAmount('BSMV', tax),
      slipAmount('TOPLAM', facts.amountKurus + fee + tax),
      rule,
      `<div>${amountWordsLine(facts.amountKurus)}</div>`,
      slipLine('AÇIKLAMA', upper(facts.description)),
      `<div class="sig"><span>GİŞE YETKİLİSİ</span><span>MÜŞTERİ İMZA</span></div>`,
    ].join('\n');
    const style =
      "body { width: 420px; padding: 18px; font-family: 'DejaVu Sans Mono', monospace; font-size: 14px; line-height: 1.35; } " +
      '.c { text-align: center; } .b { font-weight: bold; } .v { margin-bottom: 4px; } .rule { overflow: hidden; white-space: nowrap; } ' +
      '.amt, .sig { display: flex; justify-content: space-between; } .sig { margin-top: 18px; font-size: 12px; }';
    return receiptPage(facts, style, body, upper);
  },
};

export const BRANCH_FORM_LAYOUTS: readonly ReceiptLayout[] = [transferOrderBoxes, thermalBranchSlip];
