/**
 * The third development set's second half (see devLayouts3.ts), and the helpers both halves share: a teller
 * system's 'Gelen Havale' credit advice in ASCII boxes, a phone's lock screen with the bank's SMS, a sale of
 * dollars sent on as a TL EFT, an e-dekont whose grey labels stand after their values, and a standing
 * order's execution notice with its past payments.
 */
import { bsmvOf, digitsOf, MONTHS, weekday } from './devLayouts.js';
import type { TransferMoment } from './fakeReceiptData.js';
import { receiptPage, type ReceiptLayout } from './layoutKit.js';
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

/** A valid Turkish IBAN of a bank's own account: its bank code, sixteen digits, mod 97 check digits. */
export function ibanOf(bankCode: string, account: string): string {
  const bban = `${bankCode}0${account}`;
  let remainder = 0;
  for (const digit of `${bban}292700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** The same moment `months` later or earlier (the corpus's days are 1–28, so every month has them). */
export const monthsLater = (moment: TransferMoment, months: number): TransferMoment => {
  const index = moment.year * 12 + moment.month - 1 + months;
  return { ...moment, year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The same day, `minutes` later (or earlier when negative), kept between 00:00 and 23:59. */
export const minutesAfter = (moment: TransferMoment, minutes: number): TransferMoment => {
  const total = Math.min(23 * 60 + 59, Math.max(0, moment.hour * 60 + moment.minute + minutes));
  return { ...moment, hour: Math.floor(total / 60), minute: total % 60 };
};

/** 'Ara' for December. */
export const shortMonth = (moment: TransferMoment) => MONTHS[moment.month - 1].slice(0, 3);

const TELLER_WIDTH = 78;

/** The payee's bank, read off the IBAN's bank code as the teller system names it. */
const TELLER_BANKS: Record<string, string> = {
  '00010': 'T.C. ZIRAAT BANKASI A.S.',
  '00012': 'TURKIYE HALK BANKASI A.S.',
  '00015': 'TURKIYE VAKIFLAR BANKASI T.A.O.',
  '00046': 'AKBANK T.A.S.',
  '00062': 'T. GARANTI BANKASI A.S.',
  '00064': 'TURKIYE IS BANKASI A.S.',
  '00067': 'YAPI VE KREDI BANKASI A.S.',
  '00111': 'QNB BANK A.S.',
  '00134': 'DENIZBANK A.S.',
};

/** A teller system's 'Gelen Havale/EFT' credit advice in monospace ASCII boxes: the account holder is the payee. */
const tellerGelenAscii: ReceiptLayout = {
  name: 'dev3-teller-gelen-ascii',
  degradation: 'fax',
  render(facts) {
    const a = (text: string) => ascii(upper(text));
    const inner = TELLER_WIDTH - 4;
    const half = 35;
    const rest = inner - 3 - half;
    const rule = `+${'-'.repeat(TELLER_WIDTH - 2)}+`;
    const split = `+${'-'.repeat(half + 2)}+${'-'.repeat(rest + 2)}+`;
    const line = (text: string) => `| ${text.padEnd(inner)} |`;
    const two = (left: string, right: string) => `| ${left.padEnd(half)} | ${right.padEnd(rest)} |`;
    const money = (label: string, kurus: number) =>
      line(`${label.padEnd(18)}: ${turkishAmount(kurus).padStart(16)} TL`);
    const m = facts.moment;
    const p = facts.printMoment;
    const senderIban = `${facts.senderIban.slice(0, 4)}${'*'.repeat(16)}${facts.senderIban.slice(20)}`;
    const lines = [
      rule,
      line(`${(TELLER_BANKS[facts.recipientIban.slice(4, 9)] ?? 'BANKA A.S.').padEnd(48)}GELEN HAVALE / EFT`),
      line(`${`KIZILAY/ANKARA SUBESI (${digitsOf(facts, 0, 4)})`.padEnd(48)}ALACAK DEKONTU`),
      rule,
      line(`ISLEM TARIHI : ${dateWith(m, '/')}   SAAT : ${longTime(m)}   FIS NO : ${digitsOf(facts, 1, 9)}`),
      line(`VALOR        : ${dateWith(m, '/')}   KANAL: EFT        KASIYER: K0${digitsOf(facts, 3, 3)}`),
      split,
      two('GONDEREN', 'ALICI / HESAP SAHIBI'),
      two(a(facts.sender), a(facts.recipient)),
      two(`BANKA: ${a(facts.senderBank)}`, `IBAN : ${facts.recipientIban}`),
      two(`IBAN : ${senderIban}`, `HESAP: ${digitsOf(facts, 2, 8)}-5001 VADESIZ TL`),
      split,
      money('HAVALE TUTARI', facts.amountKurus),
      money('ALICI MASRAFI', 0),
      money('HESABA GECEN', facts.amountKurus),
      money('YENI BAKIYE', facts.balanceKurus + facts.amountKurus),
      line(`${'ACIKLAMA'.padEnd(18)}: ${a(facts.description)}`),
      line(`${'EFT SORGU NO'.padEnd(18)}: ${m.year}${digitsOf(facts, 4, 10)}`),
      rule,
      line(
        `BASIM: ${dateWith(p, '/')} ${longTime(p)}   ISLEMI YAPAN: K0${digitsOf(facts, 3, 3)}   KONTROL: K0112`,
      ),
      line('BU DEKONT BANKA KAYITLARINA GORE DUZENLENMISTIR. IMZA VE KASE GEREKTIRMEZ.'),
      rule,
    ];
    const style =
      "body { font-family: 'DejaVu Sans Mono', monospace; font-size: 12.5px; line-height: 1.3; } " +
      'pre { font: inherit; margin: 0; white-space: pre; } .tear { border-top: 2px dashed #888; margin-top: 14px; width: 78ch; }';
    return receiptPage(
      facts,
      style,
      `<pre>${html(lines.join('\n'))}</pre><div class="tear"></div><pre>  MUSTERI NUSHASI${' '.repeat(50)}SAYFA 1/1</pre>`,
      // Names as the reader restores an ASCII printer's letters (as thermal-atm expects them).
      upper,
    );
  },
};

/** A phone's lock screen: the clock, the bank's SMS with the whole transfer in one sentence, an OTP, a salary SMS. */
const smsLockScreen: ReceiptLayout = {
  name: 'dev3-sms-lock-screen',
  degradation: 'photo',
  render(facts) {
    const m = facts.moment;
    const clock = minutesAfter(m, 7);
    const otp = minutesAfter(m, -2);
    const salary = monthsLater({ ...m, day: 1, hour: 9, minute: 12 }, -1);
    const smsFrom = ascii(upper(facts.senderBank)).replace(/\s/g, '');
    const amount = turkishAmount(facts.amountKurus);
    const style =
      'body { width: 430px; padding: 0; background: linear-gradient(160deg, #2b3a67 0%, #6b4e71 55%, #c97b63 100%); color: #fff; } ' +
      '.bar { display: flex; justify-content: space-between; padding: 8px 20px; font-size: 13px; font-weight: bold; } ' +
      '.lock { text-align: center; font-size: 16px; margin-top: 18px; } .clock { text-align: center; font-size: 78px; font-weight: 300; line-height: 1.05; margin-bottom: 18px; } ' +
      '.n { background: rgba(245, 245, 248, 0.9); color: #111; border-radius: 18px; margin: 0 12px 10px; padding: 10px 14px; font-size: 13.5px; line-height: 1.4; } ' +
      '.n .h { display: flex; justify-content: space-between; color: #555; font-size: 12px; margin-bottom: 2px; } ' +
      '.n .f { font-weight: bold; } .n.old { opacity: 0.82; } .foot { display: flex; justify-content: space-between; padding: 26px 44px 22px; font-size: 22px; }';
    const note = (app: string, when: string, from: string, text: string, old = false) =>
      `<div class="n${old ? ' old' : ''}"><div class="h"><span>▣ ${app}</span><span>${when}</span></div>` +
      `<div class="f">${html(from)}</div><div>${text}</div></div>`;
    const body =
      `<div class="bar"><span>Turkcell</span><span>▮▮▮ ◔ %${30 + (facts.amountKurus % 65)}</span></div>` +
      `<div class="lock">${weekday(clock)}, ${clock.day} ${MONTHS[clock.month - 1]}</div>` +
      `<div class="clock">${shortTime(clock)}</div>` +
      note(
        'Mesajlar',
        '7 dk önce',
        smsFrom,
        `Sayın ${html(upper(facts.sender))}, ${dateWith(m, '.')} ${shortTime(m)} itibarıyla ***${digitsOf(facts, 0, 4)} no.lu ` +
          `hesabınızdan ${html(upper(facts.recipient))} adına ${facts.recipientIban} IBAN'a ${amount} TL FAST ile gönderilmiştir. ` +
          `Masraf: 0,00 TL. Kullanılabilir bakiye: ${turkishAmount(facts.balanceKurus)} TL. B${digitsOf(facts, 5, 3)}`,
      ) +
      note(
        'Mesajlar',
        '9 dk önce',
        smsFrom,
        `${amount} TL tutarındaki para transferi için tek kullanımlık şifreniz: ${digitsOf(facts, 2, 6)}. ` +
          `Bu şifreyi banka çalışanları dahil kimseyle paylaşmayınız. (${shortTime(otp)})`,
        true,
      ) +
      note(
        'Mesajlar',
        `${salary.day} ${shortMonth(salary)}`,
        smsFrom,
        `${dateWith(salary, '.')} tarihinde hesabınıza ${turkishAmount(facts.balanceKurus + 1_250_000)} TL maaş ödemesi ` +
          `yatırılmıştır. İyi günlerde harcayınız. B${digitsOf(facts, 6, 3)}`,
        true,
      ) +
      `<div class="foot"><span>◐</span><span>◉</span></div>`;
    return receiptPage(facts, style, body, upper);
  },
};

/** Dollars sold from a foreign-currency account and sent on as a TL EFT: two amounts, a rate, the TL one sent. */
const dovizSaleEft: ReceiptLayout = {
  name: 'dev3-doviz-sale-eft',
  degradation: 'rotated',
  render(facts) {
    const rate = 300_000 + (Number(digitsOf(facts, 0, 5)) % 80_000); // TL per dollar, in ten-thousandths
    const dollarCents = Math.ceil((facts.amountKurus * 10_000) / rate);
    const lira = Math.round((dollarCents * rate) / 10_000);
    const rateText = `${Math.floor(rate / 10_000)},${String(rate % 10_000).padStart(4, '0')}`;
    const m = facts.moment;
    const fee = facts.feeKurus;
    const style =
      '.hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #333; padding-bottom: 8px; } ' +
      '.hd b { font-size: 22px; color: #8a1538; } .hd div:last-child { font-size: 12px; text-align: right; } ' +
      'h2 { font-size: 16px; text-align: center; margin: 14px 0; letter-spacing: 1px; } ' +
      '.cols { display: flex; gap: 18px; } .col { flex: 1; border: 1px solid #aaa; } .col h3 { margin: 0; background: #eee; font-size: 13px; padding: 5px 8px; border-bottom: 1px solid #aaa; } ' +
      '.kv { display: flex; justify-content: space-between; padding: 4px 8px; font-size: 13px; border-bottom: 1px dotted #ccc; } .kv:last-child { border-bottom: none; } ' +
      '.kv span:first-child { color: #444; } .wide { margin-top: 14px; } .note { font-size: 10.5px; color: #555; margin-top: 14px; }';
    const kv = (label: string, value: string) =>
      `<div class="kv"><span>${html(label)}</span><span>${value}</span></div>`;
    const p = facts.printMoment;
    const body =
      `<div class="hd"><div><b>QNB</b><br>Şube: Alsancak / İzmir (${digitsOf(facts, 1, 4)})</div>` +
      `<div>Dekont No: ${digitsOf(facts, 2, 10)}<br>Basım: ${dateWith(p, '.')} ${shortTime(p)}</div></div>` +
      `<h2>DÖVİZ SATIŞ VE EFT İŞLEM DEKONTU</h2><div class="cols">` +
      `<div class="col"><h3>Döviz Satışı (Borç)</h3>` +
      kv('Hesap Sahibi', html(facts.sender)) +
      kv('Döviz Hesabı', `${digitsOf(facts, 3, 8)}-USD`) +
      kv('Satılan Tutar', `${turkishAmount(dollarCents)} USD`) +
      kv('Uygulanan Kur', `${rateText} TL`) +
      kv('TL Karşılığı', `${turkishAmount(lira)} TL`) +
      kv('Küsurat (TL hesaba)', `${turkishAmount(lira - facts.amountKurus)} TL`) +
      kv('Kalan Döviz Bakiyesi', `${turkishAmount(facts.balanceKurus % 5_000_000)} USD`) +
      `</div><div class="col"><h3>EFT (Alacak)</h3>` +
      kv('Gönderen', html(facts.sender)) +
      kv('Alıcı Adı', html(facts.recipient)) +
      kv('Alıcı IBAN', spacedIban(facts.recipientIban)) +
      kv('Alıcı Banka', html(facts.recipientBank)) +
      kv('EFT Tutarı', `<b>${turkishAmount(facts.amountKurus)} TL</b>`) +
      kv('EFT Masrafı', `${turkishAmount(fee)} TL`) +
      `</div></div><div class="col wide"><h3>İşlem Bilgileri</h3>` +
      kv('İşlem Tarihi / Saati', `${dateWith(m, '.')} - ${longTime(m)}`) +
      kv('Valör', dateWith(m, '.')) +
      kv('BSMV (masraf üzerinden)', `${turkishAmount(bsmvOf(facts))} TL`) +
      kv('Kambiyo Vergisi', '0,00 TL') +
      kv('Masrafın Alındığı Hesap', maskedIban(facts.senderIban)) +
      kv('Açıklama', html(facts.description)) +
      `</div><div class="note">Kur bilgisi işlem anındaki QNB gişe satış kurudur. QNB Bank A.Ş. · Esentepe Mah. Büyükdere Cad. ` +
      `No:215 Şişli/İstanbul · Mersis No: 0876${digitsOf(facts, 4, 12)} · Büyük Mükellefler V.D. 1234567890</div>`;
    return receiptPage(facts, style, body);
  },
};

/** An e-dekont with each value first in black and its label after it in small grey type at the row's right. */
const labelsAfterValues: ReceiptLayout = {
  name: 'dev3-labels-after-values',
  degradation: 'scan',
  render(facts) {
    const m = facts.moment;
    const fee = facts.feeKurus;
    const style =
      '.hd { display: flex; justify-content: space-between; align-items: center; margin-bottom: 14px; } ' +
      '.logo { font-size: 28px; font-weight: bold; color: #ff6200; letter-spacing: -1px; } .hd .t { font-size: 13px; color: #666; text-align: right; } ' +
      '.r { display: flex; justify-content: space-between; align-items: baseline; padding: 8px 4px; border-bottom: 1px solid #eee; } ' +
      '.r .v { font-size: 16px; } .r .l { font-size: 11.5px; color: #9a9a9a; } ' +
      '.r.big .v { font-size: 26px; font-weight: bold; } .gap { height: 14px; } .foot { font-size: 10.5px; color: #888; margin-top: 16px; }';
    const r = (value: string, label: string, big = false) =>
      `<div class="r${big ? ' big' : ''}"><span class="v">${value}</span><span class="l">${html(label)}</span></div>`;
    const body =
      `<div class="hd"><div class="logo">ING</div><div class="t">Hesaptan Hesaba Havale<br>e-Dekont · ${digitsOf(facts, 0, 12)}</div></div>` +
      r(`${turkishAmount(facts.amountKurus)} TL`, 'gönderilen tutar', true) +
      r(`${dateWith(m, '/')} ${shortTime(m)}`, 'işlem zamanı') +
      `<div class="gap"></div>` +
      r(html(facts.sender), 'gönderen') +
      r(maskedIban(facts.senderIban), 'gönderen hesap') +
      r(digitsOf(facts, 2, 9), 'müşteri numarası') +
      `<div class="gap"></div>` +
      r(html(facts.recipient), 'alıcı') +
      r(spacedIban(facts.recipientIban), 'alıcı iban') +
      r(html(facts.recipientBank), 'alıcı banka') +
      `<div class="gap"></div>` +
      r(`${turkishAmount(fee)} TL`, 'işlem ücreti') +
      r(`${turkishAmount(bsmvOf(facts))} TL`, 'bsmv') +
      r(`${turkishAmount(facts.amountKurus + fee + bsmvOf(facts))} TL`, 'hesaptan çıkan toplam') +
      r(`${turkishAmount(facts.balanceKurus)} TL`, 'işlem sonrası bakiye') +
      r(dateWith(m, '/'), 'valör') +
      r(html(facts.description), 'açıklama') +
      `<div class="foot">ING Bank A.Ş. · Reşitpaşa Mah. Eski Büyükdere Cad. No:8 Sarıyer/İstanbul · Mersis No: 0876${digitsOf(facts, 3, 12)} · ` +
      `Oluşturulma: ${dateWith(facts.printMoment, '/')} ${shortTime(facts.printMoment)}</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A standing order's execution notice: the order's terms, this month's payment, the last ones in a table. */
const standingOrderNotice: ReceiptLayout = {
  name: 'dev3-standing-order-notice',
  degradation: 'scan',
  render(facts) {
    const m = facts.moment;
    const start = monthsLater(m, -(7 + (facts.amountKurus % 9)));
    const next = monthsLater(m, 1);
    const style =
      '.hd { border-bottom: 3px solid #004b87; display: flex; justify-content: space-between; padding-bottom: 6px; } ' +
      '.hd b { font-size: 21px; color: #004b87; } .hd span { font-size: 12px; color: #444; text-align: right; } ' +
      'h2 { font-size: 16px; margin: 14px 0 6px; } p { margin: 6px 0; font-size: 14px; } ' +
      'table { border-collapse: collapse; width: 100%; font-size: 13px; margin-top: 8px; } td, th { border: 1px solid #b8c4d0; padding: 5px 8px; text-align: left; } ' +
      'td.k { background: #f0f4f8; width: 34%; } th { background: #004b87; color: #fff; font-weight: normal; } tr.now td { font-weight: bold; background: #fff8e1; } ' +
      '.fine { font-size: 10.5px; color: #666; margin-top: 14px; }';
    const tr = (label: string, value: string) =>
      `<tr><td class="k">${html(label)}</td><td>${value}</td></tr>`;
    const past = [3, 2, 1].map((back) => monthsLater(m, -back));
    const historyRow = (when: TransferMoment, now = false) =>
      `<tr${now ? ' class="now"' : ''}><td>${dateWith(when, '.')}${now ? ` ${shortTime(when)}` : ''}</td>` +
      `<td>${turkishAmount(facts.amountKurus)} TL</td><td>${now ? 'Bu ödeme · Gerçekleşti' : 'Gerçekleşti'}</td></tr>`;
    const body =
      `<div class="hd"><b>VakıfBank</b><span>Müşteri No: ${digitsOf(facts, 0, 9)}<br>Bildirim: ${dateWith(m, '.')} ${shortTime(minutesAfter(m, 3))}</span></div>` +
      `<h2>Düzenli Ödeme Talimatı Gerçekleşme Bildirimi</h2>` +
      `<p>Sayın ${html(facts.sender)}, ${digitsOf(facts, 1, 8)} numaralı düzenli ödeme talimatınız aşağıdaki bilgilerle gerçekleştirilmiştir.</p>` +
      `<table>` +
      tr('Talimat Veren', html(facts.sender)) +
      tr('Borçlu Hesap', maskedIban(facts.senderIban)) +
      tr('Alacaklı Ad Soyad / Unvan', html(facts.recipient)) +
      tr('Alacaklı IBAN', spacedIban(facts.recipientIban)) +
      tr('Alacaklı Banka', html(facts.recipientBank)) +
      tr('Ödenen Tutar', `<b>${turkishAmount(facts.amountKurus)} TL</b>`) +
      tr('Gerçekleşme Tarihi ve Saati', `${dateWith(m, '.')} ${longTime(m)}`) +
      tr('Talimat Periyodu', `Aylık · her ayın ${m.day}. günü`) +
      tr('Talimat Başlangıç / Bitiş', `${dateWith(start, '.')} / ${dateWith(monthsLater(start, 24), '.')}`) +
      tr('Sonraki Ödeme Tarihi', dateWith(next, '.')) +
      tr('Masraf + BSMV', `${turkishAmount(facts.feeKurus)} TL + ${turkishAmount(bsmvOf(facts))} TL`) +
      tr('Açıklama', html(facts.description)) +
      `</table><h2>Son Ödemeler</h2><table><tr><th>Tarih</th><th>Tutar</th><th>Durum</th></tr>` +
      past.map((when) => historyRow(when)).join('') +
      historyRow(m, true) +
      `</table><div class="fine">Talimatınızı Mobil Şube › Ödemeler › Düzenli Ödemelerim menüsünden değiştirebilir veya iptal edebilirsiniz. ` +
      `Türkiye Vakıflar Bankası T.A.O. · Saray Mah. Dr. Adnan Büyükdeniz Cad. No:7/A-B Ümraniye/İstanbul · Mersis No: 0922${digitsOf(facts, 2, 12)}</div>`;
    return receiptPage(facts, style, body);
  },
};

export const DEV3B_LAYOUTS: ReceiptLayout[] = [
  tellerGelenAscii,
  smsLockScreen,
  dovizSaleEft,
  labelsAfterValues,
  standingOrderNotice,
];
