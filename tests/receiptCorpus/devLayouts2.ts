/**
 * A second development set: ten more families by an outside tester, written without knowing the reader's
 * rules or the held-back designs. A dark wallet with avatar initials, a light e-dekont with a small-caps
 * grid, a mobile 'İşlem Detayı' list with chevrons, a PTT money order receipt, a corporate approval screen
 * with the transfer on one line, a bilingual SWIFT-tag confirmation, a thermal POS slip with '=' rules and
 * right-aligned values, a handwritten 'Havale Talimatı' with the branch's stamp, an internet-banking print
 * with a 4-column table, and a 'Kolay Adres' FAST receipt. Not part of RECEIPT_LAYOUTS: they are rendered
 * into a corpus of their own (`generate.ts --set dev2 --dir DIR`).
 */
import { bsmvOf, digitsOf, MONTHS, weekday } from './devLayouts.js';
import type { TransferMoment } from './fakeReceiptData.js';
import { receiptPage, type ReceiptLayout } from './layoutKit.js';
import { amountWordsLine } from './moreTunedLayouts.js';
import {
  dateWith,
  html,
  isoDate,
  longTime,
  maskedIban,
  shortTime,
  spacedIban,
  turkishAmount,
  upper,
} from './receiptFormats.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** The same day, `minutes` earlier (not before midnight). */
const minutesBefore = (moment: TransferMoment, minutes: number): TransferMoment => {
  const total = Math.max(0, moment.hour * 60 + moment.minute - minutes);
  return { ...moment, hour: Math.floor(total / 60), minute: total % 60 };
};

/** 'AY' for 'Ayşe Yılmaz', 'ÖY' for 'Örnek Yazılım Ltd. Şti.'. */
const initials = (name: string) =>
  upper(
    name
      .split(' ')
      .slice(0, 2)
      .map((word) => word[0])
      .join(''),
  );

/** A dark wallet: a 'Başarılı' banner, the payee's initials in a circle, '1.234,56 ₺', rows with icons. */
const walletInitialsDark: ReceiptLayout = {
  name: 'dev2-wallet-initials-dark',
  degradation: 'photo',
  render(facts) {
    const style =
      "body { background: #141226; color: #eceaf7; font-family: 'DejaVu Sans', sans-serif; } " +
      '.banner { background: #0f5132; color: #7cf0b1; border-radius: 12px; padding: 10px 16px; font-weight: bold; display: flex; justify-content: space-between; } ' +
      '.banner span:last-child { font-weight: normal; color: #b9f5d3; font-size: 13px; } ' +
      '.avatar { width: 76px; height: 76px; border-radius: 38px; background: #6c4cf5; color: #fff; font-size: 30px; font-weight: bold; text-align: center; line-height: 76px; margin: 22px auto 8px; } ' +
      '.who { text-align: center; font-size: 19px; font-weight: bold; } .iban { text-align: center; color: #a29fc0; font-size: 14px; } ' +
      '.amount { text-align: center; font-size: 42px; font-weight: bold; margin: 14px 0 18px; color: #fff; } .amount small { font-size: 24px; color: #b7a6ff; } ' +
      '.rows { background: #1e1b36; border-radius: 16px; padding: 4px 18px; } ' +
      '.row { display: flex; align-items: center; padding: 10px 0; border-bottom: 1px solid #2d2a4a; font-size: 14px; } .row:last-child { border-bottom: none; } ' +
      '.ic { width: 30px; height: 30px; border-radius: 8px; background: #2d2a4a; color: #b7a6ff; text-align: center; line-height: 30px; margin-right: 12px; } ' +
      '.row .l { color: #a29fc0; flex: 1; } .row .v { font-weight: bold; text-align: right; } ' +
      '.foot { color: #6f6b8f; font-size: 11px; margin-top: 16px; text-align: center; }';
    const row = (icon: string, label: string, value: string) =>
      `<div class="row"><div class="ic">${icon}</div><div class="l">${html(label)}</div><div class="v">${value}</div></div>`;
    const [lira, kurus] = turkishAmount(facts.amountKurus).split(',');
    const wallet = `${digitsOf(facts, 0, 4)} ${digitsOf(facts, 4, 3)} ${digitsOf(facts, 7, 3)}`;
    const body =
      `<div style="display:flex;justify-content:space-between;margin-bottom:12px"><b style="color:#b7a6ff;font-size:20px">paranet</b>` +
      `<span style="color:#a29fc0">Dekont</span></div>` +
      `<div class="banner"><span>✓ Başarılı</span><span>Para transferin tamamlandı</span></div>` +
      `<div class="avatar">${html(initials(facts.recipient))}</div>` +
      `<div class="who">${html(facts.recipient)}</div><div class="iban">${spacedIban(facts.recipientIban)}</div>` +
      `<div class="amount">${lira}<small>,${kurus} ₺</small></div>` +
      `<div class="rows">` +
      row('⇧', 'Gönderen', html(facts.sender)) +
      row('#', 'Paranet No', wallet) +
      row('⇩', 'Alıcı', html(facts.recipient)) +
      row('▤', 'Alıcı Bankası', html(facts.recipientBank)) +
      row('◷', 'Tarih', `${dateWith(facts.moment, '.')} • ${shortTime(facts.moment)}`) +
      row('%', 'İşlem ücreti', '0,00 ₺') +
      row('✎', 'Açıklama', html(facts.description)) +
      row('≡', 'İşlem No', `PN${digitsOf(facts, 2, 10)}`) +
      row('₺', 'Kalan bakiye', `${turkishAmount(facts.balanceKurus)} ₺`) +
      `</div><div class="foot">Paranet Elektronik Para ve Ödeme Hizmetleri A.Ş. · Esentepe Mah. Büyükdere Cad. No:185 ` +
      `Şişli/İstanbul · Mersis No: 0722${digitsOf(facts, 1, 12)}</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A light neobank e-dekont PDF: a two-column grid of small-caps labels over values, a document date. */
const edekontSmallcapsGrid: ReceiptLayout = {
  name: 'dev2-edekont-smallcaps-grid',
  degradation: 'scan',
  render(facts) {
    const style =
      '.top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #00a3a3; padding-bottom: 10px; } ' +
      '.logo { font-size: 26px; font-weight: bold; color: #00a3a3; } .logo span { color: #333; font-weight: normal; } ' +
      '.meta { font-size: 11.5px; color: #555; text-align: right; line-height: 1.6; } ' +
      '.title { font-size: 15px; letter-spacing: 2px; margin: 16px 0 6px; color: #00706f; } ' +
      '.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 32px; } ' +
      '.cell { padding: 9px 0; border-bottom: 1px solid #e3e8ea; } ' +
      '.lab { font-variant: small-caps; font-size: 13px; color: #7a8a90; letter-spacing: 0.6px; } ' +
      '.val { font-size: 15px; color: #111; margin-top: 1px; } .wide { grid-column: 1 / 3; } ' +
      '.total { background: #effafa; border-left: 4px solid #00a3a3; padding: 10px 14px; margin-top: 16px; display: flex; justify-content: space-between; } ' +
      '.legal { font-size: 10px; color: #777; margin-top: 22px; line-height: 1.5; }';
    const cell = (label: string, value: string, wide = false) =>
      `<div class="cell${wide ? ' wide' : ''}"><div class="lab">${html(label)}</div><div class="val">${value}</div></div>`;
    const fee = facts.feeKurus;
    const p = facts.printMoment;
    const body =
      `<div class="top"><div class="logo">dijital<span>bank</span></div>` +
      `<div class="meta">Belge No: ED-${digitsOf(facts, 0, 10)}<br>Düzenlenme: ${dateWith(p, '/')} ${shortTime(p)}<br>Sayfa 1/1</div></div>` +
      `<div class="title">E-DEKONT · GİDEN EFT</div>` +
      `<div class="grid">` +
      cell('Müşteri adı soyadı', html(facts.sender)) +
      cell('Müşteri no', digitsOf(facts, 3, 8)) +
      cell('Borçlu IBAN', spacedIban(facts.senderIban), true) +
      cell('Alıcı adı soyadı', html(facts.recipient)) +
      cell('Alıcı bankası', html(facts.recipientBank)) +
      cell('Alıcı IBAN', spacedIban(facts.recipientIban), true) +
      cell('İşlem tarihi', dateWith(facts.moment, '/')) +
      cell('İşlem saati', longTime(facts.moment)) +
      cell('Tutar', `TRY ${turkishAmount(facts.amountKurus)}`) +
      cell('EFT ücreti', `TRY ${turkishAmount(fee)}`) +
      cell('BSMV', `TRY ${turkishAmount(bsmvOf(facts))}`) +
      cell('EFT sorgu no', `${facts.moment.year}${digitsOf(facts, 1, 8)}`) +
      cell('Açıklama', html(facts.description), true) +
      `</div>` +
      `<div class="total"><span>Hesabınızdan çekilen toplam</span><b>TRY ${turkishAmount(facts.amountKurus + fee + bsmvOf(facts))}</b></div>` +
      `<div class="legal">Bu e-dekont 213 sayılı VUK 242 No.lu Genel Tebliğ kapsamında elektronik ortamda düzenlenmiştir; ıslak imza gerektirmez. ` +
      `Dijitalbank A.Ş. · Maslak Mah. Eski Büyükdere Cad. No:9 Sarıyer/İstanbul · Mersis No: 0301${digitsOf(facts, 2, 12)} · ` +
      `www.dijitalbank.com.tr</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A bank app's 'İşlem Detayı' list: a status bar clock, rows with chevrons and separators, '24 Kas 2026'. */
const appDetailChevrons: ReceiptLayout = {
  name: 'dev2-app-detail-chevrons',
  degradation: 'rotated',
  render(facts) {
    const style =
      'body { width: 440px; padding: 0; background: #f2f3f5; } ' +
      '.status { display: flex; justify-content: space-between; padding: 6px 18px; font-size: 13px; font-weight: bold; background: #fff; } ' +
      '.nav { display: flex; align-items: center; background: #fff; padding: 10px 14px; font-size: 17px; font-weight: bold; border-bottom: 1px solid #e1e3e8; } ' +
      '.nav .back { color: #0050a0; font-size: 26px; margin-right: 14px; line-height: 20px; } ' +
      '.sum { background: #fff; text-align: center; padding: 16px 0 14px; margin-bottom: 10px; } .sum .t { color: #667; font-size: 13px; } ' +
      '.sum .a { font-size: 30px; font-weight: bold; color: #c62828; } ' +
      '.list { background: #fff; margin-bottom: 10px; } ' +
      '.it { display: flex; align-items: center; padding: 11px 16px; border-bottom: 1px solid #eceef2; font-size: 14px; } .it:last-child { border-bottom: none; } ' +
      '.it .k { color: #667; width: 150px; flex-shrink: 0; } .it .v { flex: 1; text-align: right; font-weight: bold; } ' +
      '.it .s { display: block; font-weight: normal; color: #889; font-size: 12px; } .chev { color: #b0b4bf; font-size: 20px; margin-left: 10px; } ' +
      '.act { color: #0050a0; font-weight: bold; }';
    const it = (label: string, value: string, chevron = false) =>
      `<div class="it"><span class="k">${html(label)}</span><span class="v">${value}</span>${chevron ? '<span class="chev">›</span>' : ''}</div>`;
    const act = (text: string) =>
      `<div class="it"><span class="v act" style="text-align:left">${html(text)}</span><span class="chev">›</span></div>`;
    const m = facts.moment;
    const when = `${m.day} ${MONTHS[m.month - 1].slice(0, 3)} ${m.year} ${shortTime(m)}`;
    const p = facts.printMoment;
    const body =
      `<div class="status"><span>${shortTime(p)}</span><span>▮▮▮ 4.5G %${40 + (facts.amountKurus % 59)}</span></div>` +
      `<div class="nav"><span class="back">‹</span>İşlem Detayı</div>` +
      `<div class="sum"><div class="t">Giden EFT · Gerçekleşti</div><div class="a">-${turkishAmount(facts.amountKurus)} TL</div></div>` +
      `<div class="list">` +
      it(
        'Gönderen Hesap',
        `Vadesiz TL · ${digitsOf(facts, 0, 7)}-${digitsOf(facts, 7, 3)}<span class="s">${maskedIban(facts.senderIban)}</span>`,
        true,
      ) +
      it('Gönderen', html(facts.sender)) +
      it('Alıcı Adı Soyadı', html(facts.recipient)) +
      it('Alıcı IBAN', `${spacedIban(facts.recipientIban)} ❐`) +
      it('Alıcı Banka', html(facts.recipientBank), true) +
      `</div><div class="list">` +
      it('İşlem Tarihi', when) +
      it('Tutar', `${turkishAmount(facts.amountKurus)} TL`) +
      it('İşlem Ücreti', `${turkishAmount(facts.feeKurus)} TL`) +
      it('BSMV', `${turkishAmount(bsmvOf(facts))} TL`) +
      it('Açıklama', html(facts.description)) +
      it('Referans No', `${digitsOf(facts, 1, 4)} ${digitsOf(facts, 5, 4)} ${digitsOf(facts, 3, 4)}`) +
      `</div><div class="list">${act('Dekontu Görüntüle')}${act('Tekrarla')}${act('Düzenli İşleme Çevir')}</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A PTT money order receipt: numbered labels, upper-case values, '#1.234,56 TL#', acceptance date-time. */
const pttMoneyOrder: ReceiptLayout = {
  name: 'dev2-ptt-money-order',
  degradation: 'fax',
  render(facts) {
    const style =
      '.hd { display: flex; align-items: center; border: 2px solid #000; border-bottom: none; } ' +
      '.ptt { background: #ffcc00; font-weight: bold; font-size: 26px; padding: 10px 16px; border-right: 2px solid #000; } ' +
      '.hd .t { flex: 1; text-align: center; font-weight: bold; font-size: 15px; line-height: 1.4; } ' +
      '.hd .n { padding: 0 12px; font-size: 12px; text-align: right; } ' +
      'table { border-collapse: collapse; width: 100%; font-size: 13px; } td { border: 1px solid #000; padding: 5px 7px; vertical-align: top; } ' +
      'td.sec { background: #ddd; font-weight: bold; font-size: 12px; letter-spacing: 1px; } td.k { width: 38%; font-size: 12px; } ' +
      '.bar { font-family: "DejaVu Sans Mono", monospace; font-size: 22px; letter-spacing: -2px; margin-top: 8px; } ' +
      '.fine { font-size: 10px; margin-top: 6px; }';
    const tr = (label: string, value: string) =>
      `<tr><td class="k">${html(label)}</td><td>${value}</td></tr>`;
    const sec = (title: string) => `<tr><td class="sec" colspan="2">${html(title)}</td></tr>`;
    const fee = facts.feeKurus;
    const hashed = (kurus: number) => `#${turkishAmount(kurus)} TL#`;
    const body =
      `<div class="hd"><div class="ptt">PTT</div><div class="t">POSTA VE TELGRAF TEŞKİLATI A.Ş.<br>HESABA HAVALE GÖNDERME ALINDISI</div>` +
      `<div class="n">Havale No<br><b>${digitsOf(facts, 0, 4)} ${digitsOf(facts, 4, 4)} ${digitsOf(facts, 2, 3)}</b></div></div>` +
      `<table>` +
      sec('GÖNDERİCİ BİLGİLERİ') +
      tr('1- Gönderici Adı Soyadı', html(upper(facts.sender))) +
      tr('2- T.C. Kimlik No', `${digitsOf(facts, 1, 2)}*******${digitsOf(facts, 5, 2)}`) +
      tr(
        '3- Adresi / Telefonu',
        `CUMHURİYET MAH. ATATÜRK CAD. NO:${(facts.amountKurus % 90) + 1} ÇANKAYA/ANKARA · 0312 *** ** ${digitsOf(facts, 6, 2)}`,
      ) +
      sec('ALICI BİLGİLERİ') +
      tr('4- Alıcı Adı Soyadı / Unvanı', html(upper(facts.recipient))) +
      tr('5- Alıcı IBAN', spacedIban(facts.recipientIban)) +
      tr('6- Alıcı Bankası', html(upper(facts.recipientBank))) +
      sec('HAVALE BİLGİLERİ') +
      tr('7- Havale Tutarı', `<b>${hashed(facts.amountKurus)}</b>`) +
      tr('8- Yazı ile', amountWordsLine(facts.amountKurus)) +
      tr('9- Havale Ücreti', hashed(fee)) +
      tr('10- Tahsil Edilen Toplam', hashed(facts.amountKurus + fee)) +
      tr('11- Kabul Tarihi / Saati', `${dateWith(facts.moment, '.')} ${longTime(facts.moment)}`) +
      tr(
        '12- Kabul Eden İşyeri',
        `ANKARA ULUS PTT MERKEZ MÜDÜRLÜĞÜ (${digitsOf(facts, 3, 6)}) · GİŞE ${digitsOf(facts, 8, 2)}`,
      ) +
      tr('13- Açıklama', html(upper(facts.description))) +
      `</table>` +
      `<div class="bar">▌▍▌▌▍▍▌▍▌▌▌▍▍▌▍▌▍▌▌▍▍▌▌▍▌▍ ${digitsOf(facts, 0, 10)}</div>` +
      `<div class="fine">Bu alındı havale bedelinin tahsil edildiğini gösterir; saklayınız. PTT A.Ş. Genel Müdürlüğü, ` +
      `Mevlana Bulvarı No:2 Altındağ/ANKARA · Mersis No: 0732${digitsOf(facts, 2, 12)} · Çağrı Merkezi 444 1 788</div>`;
    return receiptPage(facts, style, body, upper);
  },
};

/** A corporate banking approval screen: the supplier payment on one line, an approval log with names and times. */
const corporateApprovalLine: ReceiptLayout = {
  name: 'dev2-corporate-approval-line',
  degradation: 'scan',
  render(facts) {
    const m = facts.moment;
    const prepared = minutesBefore(m, 95 + (facts.amountKurus % 200));
    const approved = minutesBefore(m, 2);
    const fee = facts.feeKurus;
    const style =
      '.crumb { font-size: 12px; color: #6a7380; } .crumb b { color: #1d3b6f; } ' +
      '.brand { display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid #1d3b6f; padding-bottom: 6px; margin-bottom: 8px; } ' +
      '.brand div:first-child { font-size: 20px; font-weight: bold; color: #1d3b6f; } .brand div:last-child { font-size: 12px; text-align: right; color: #444; } ' +
      '.acct { font-size: 13px; line-height: 1.7; margin: 10px 0; } ' +
      '.line { background: #e8f5e9; border: 1px solid #8bc34a; border-radius: 4px; padding: 10px 12px; font-size: 13.5px; margin: 10px 0; } ' +
      '.line .ok { color: #2e7d32; font-weight: bold; } ' +
      'h3 { font-size: 14px; margin: 16px 0 4px; color: #1d3b6f; } table { border-collapse: collapse; width: 100%; font-size: 12.5px; } ' +
      'th { background: #eef1f6; text-align: left; padding: 5px 6px; } td { padding: 5px 6px; border-bottom: 1px solid #dde2ea; } ' +
      '.lim { font-size: 12px; color: #444; margin-top: 12px; }';
    const sep = ' &nbsp;·&nbsp; ';
    const body =
      `<div class="brand"><div>VakıfBank Kurumsal İnternet Şubesi</div>` +
      `<div>Kullanıcı: SELİN ACAR<br>Son giriş: ${dateWith(facts.printMoment, '.')} ${shortTime(facts.printMoment)}</div></div>` +
      `<div class="crumb">Ödemeler › Onay İşlemleri › <b>Tedarikçi Ödemesi — Onay Sonucu</b></div>` +
      `<div class="acct">Hesap Sahibi: <b>${html(facts.sender)}</b><br>Borçlu Hesap: ${spacedIban(facts.senderIban)} (Ticari Vadesiz TL)</div>` +
      `<div class="line"><span class="ok">✔ ONAYLANDI</span>${sep}${dateWith(m, '.')} ${shortTime(m)}${sep}TEDARİKÇİ ÖDEMESİ${sep}` +
      `${html(facts.recipient)}${sep}${spacedIban(facts.recipientIban)}${sep}<b>${turkishAmount(facts.amountKurus)} TRY</b></div>` +
      `<h3>Onay Geçmişi</h3><table><thead><tr><th>Adım</th><th>Kullanıcı</th><th>Rol</th><th>Tarih / Saat</th></tr></thead><tbody>` +
      `<tr><td>Hazırlama</td><td>Selin Acar</td><td>Muhasebe Uzmanı</td><td>${dateWith(prepared, '.')} ${shortTime(prepared)}</td></tr>` +
      `<tr><td>1. Onay</td><td>Kerem Baysal</td><td>Finans Müdürü</td><td>${dateWith(approved, '.')} ${shortTime(approved)}</td></tr>` +
      `<tr><td>Gönderim</td><td>Sistem</td><td>FAST</td><td>${dateWith(m, '.')} ${shortTime(m)}</td></tr></tbody></table>` +
      `<h3>Ödeme Ayrıntısı</h3><table><tbody>` +
      `<tr><td>Talimat No</td><td>TLM-${digitsOf(facts, 0, 8)}</td><td>Fatura No</td><td>GIB${facts.moment.year}${digitsOf(facts, 2, 9)}</td></tr>` +
      `<tr><td>Alıcı Banka</td><td>${html(facts.recipientBank)}</td><td>Açıklama</td><td>${html(facts.description)}</td></tr>` +
      `<tr><td>Masraf</td><td>${turkishAmount(fee)} TRY</td><td>BSMV</td><td>${turkishAmount(bsmvOf(facts))} TRY</td></tr></tbody></table>` +
      `<div class="lim">Günlük kalan onay limitiniz: ${turkishAmount(25_000_000 - (facts.amountKurus % 10_000_000))} TRY · ` +
      `Hesap bakiyesi: ${turkishAmount(facts.balanceKurus)} TRY</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A bilingual confirmation in SWIFT tags: ':50K:' / ':59:' with '/IBAN' above upper-case names, ':32A:'. */
const swiftTagsBilingual: ReceiptLayout = {
  name: 'dev2-swift-tags-bilingual',
  degradation: 'fax',
  render(facts) {
    const m = facts.moment;
    const yymmdd = `${String(m.year).slice(2)}${pad(m.month)}${pad(m.day)}`;
    const swiftAmount = turkishAmount(facts.amountKurus).replace(/\./g, '');
    const style =
      '.hd { border-bottom: 1px solid #000; padding-bottom: 6px; display: flex; justify-content: space-between; } ' +
      '.hd b { font-size: 19px; } .hd div:last-child { font-size: 12px; text-align: right; } ' +
      '.sum { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 10px; margin: 12px 0; font-size: 13px; } ' +
      '.sum div { border: 1px solid #999; padding: 6px 8px; } .sum i { display: block; color: #555; font-size: 11px; font-style: normal; } ' +
      "pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 13px; line-height: 1.45; border: 1px solid #000; padding: 10px 12px; margin: 0; } " +
      '.fine { font-size: 10.5px; color: #333; margin-top: 10px; }';
    const tag = (code: string, label: string, value: string) =>
      `${`${code}`.padEnd(6)}${label}\n      ${value}`;
    const msg = [
      `{1:F01TGBATRISAXXX${digitsOf(facts, 0, 10)}}{2:I103}`,
      tag(':20:', "İşlem Referansı / Sender's Reference", `FST${yymmdd}${digitsOf(facts, 3, 6)}`),
      tag(':23B:', 'İşlem Kodu / Bank Operation Code', 'CRED'),
      tag(':32A:', 'Valör/Döviz/Tutar / Value Date/Currency/Amount', `${yymmdd}TRY${swiftAmount}`),
      `${':50K:'.padEnd(6)}Gönderen / Ordering Customer\n      /${facts.senderIban}\n      ${html(upper(facts.sender))}`,
      tag(':57A:', 'Alıcı Bankası / Account With Institution', html(upper(facts.recipientBank))),
      `${':59:'.padEnd(6)}Alıcı / Beneficiary Customer\n      /${facts.recipientIban}\n      ${html(upper(facts.recipient))}`,
      tag(':70:', 'Açıklama / Remittance Information', html(upper(facts.description))),
      tag(':71A:', 'Masraf / Details of Charges', 'OUR'),
      tag(
        ':71F:',
        'Gönderen Masrafı / Sender’s Charges',
        `TRY${turkishAmount(facts.feeKurus).replace(/\./g, '')}`,
      ),
      '-}',
    ].join('\n');
    const p = facts.printMoment;
    const body =
      `<div class="hd"><div><b>GARANTİ BBVA</b><br>FAST / EFT İşlem Onayı — Payment Confirmation</div>` +
      `<div>Mesaj Tarihi / Message Date<br>${isoDate(p)} ${longTime(p)}</div></div>` +
      `<div class="sum"><div><i>İşlem Tarihi / Transaction Date</i>${isoDate(m)}</div>` +
      `<div><i>Saat / Time (UTC+03:00)</i>${longTime(m)}</div>` +
      `<div><i>Tutar / Amount</i><b>${turkishAmount(facts.amountKurus)} TRY</b></div></div>` +
      `<pre>${msg}</pre>` +
      `<div class="fine">Durum / Status: ACSC (Settlement completed) · Kanal / Channel: FAST · ` +
      `T. Garanti Bankası A.Ş. Levazım Mah. Koru Sok. No:2 Beşiktaş/İstanbul · Mersis No: 0879001756600379 · ` +
      `This confirmation is issued for information purposes only.</div>`;
    return receiptPage(facts, style, body, upper);
  },
};

const POS_WIDTH = 36;

/** A thermal POS slip: '=' rules, labels left and values right-aligned on the same line, Turkish upper case. */
const posEqualsRightAligned: ReceiptLayout = {
  name: 'dev2-pos-equals-right-aligned',
  degradation: 'photo',
  render(facts) {
    const lr = (label: string, value: string) =>
      label.length + value.length + 1 <= POS_WIDTH
        ? `${label}${value.padStart(POS_WIDTH - label.length)}`
        : `${label}\n${value.padStart(POS_WIDTH)}`;
    const center = (text: string) =>
      `${' '.repeat(Math.max(0, Math.floor((POS_WIDTH - text.length) / 2)))}${text}`;
    const rule = (char: string) => char.repeat(POS_WIDTH);
    const tl = (kurus: number) => `${turkishAmount(kurus)} TL`;
    const fee = facts.feeKurus;
    const m = facts.moment;
    const lines = [
      center('ZİRAAT BANKASI A.Ş.'),
      center('ATATÜRK BULVARI ŞUBESİ'),
      center(`İŞYERİ NO: 0000${digitsOf(facts, 0, 8)}`),
      center(`TERMİNAL: ZB${digitsOf(facts, 3, 6)}`),
      rule('='),
      center('FAST PARA TRANSFERİ'),
      rule('='),
      lr('TARİH', dateWith(m, '.')),
      lr('SAAT', longTime(m)),
      lr('İŞLEM NO', digitsOf(facts, 2, 6)),
      lr('PROVİZYON', digitsOf(facts, 5, 6)),
      rule('-'),
      lr('GÖNDEREN', upper(facts.sender)),
      lr('GÖN.HESAP', maskedIban(facts.senderIban)),
      lr('ALICI', upper(facts.recipient)),
      lr('ALICI IBAN', spacedIban(facts.recipientIban)),
      lr('ALICI BANKA', upper(facts.recipientBank)),
      rule('-'),
      lr('TUTAR', tl(facts.amountKurus)),
      lr('MASRAF', tl(fee)),
      lr('BSMV', tl(bsmvOf(facts))),
      rule('='),
      lr('TOPLAM', tl(facts.amountKurus + fee + bsmvOf(facts))),
      rule('='),
      lr('KALAN BAKİYE', tl(facts.balanceKurus)),
      '',
      center('BU BELGEYİ SAKLAYINIZ'),
      center('İYİ GÜNLER DİLERİZ'),
    ];
    const style =
      "body { width: 350px; padding: 16px 14px; font-family: 'DejaVu Sans Mono', monospace; font-size: 12.5px; line-height: 1.35; background: #fbfaf6; } " +
      'pre { font: inherit; margin: 0; white-space: pre; }';
    return receiptPage(facts, style, `<pre>${html(lines.join('\n'))}</pre>`, upper);
  },
};

/** A handwritten 'Havale Talimatı' letter on lined paper, with the branch's stamp giving date and time. */
const handwrittenTalimat: ReceiptLayout = {
  name: 'dev2-handwritten-talimat',
  degradation: 'scan',
  render(facts) {
    const m = facts.moment;
    const style =
      "body { background: repeating-linear-gradient(#fff, #fff 31px, #c9d7ee 31px, #c9d7ee 32px); font-family: 'DejaVu Serif', serif; } " +
      '.ink { color: #1a3a8c; font-style: italic; font-size: 17px; line-height: 32px; transform: rotate(-0.6deg); } ' +
      '.r { text-align: right; } .c { text-align: center; font-weight: bold; letter-spacing: 1px; } p { margin: 0; text-indent: 40px; } ' +
      '.stampRow { display: flex; justify-content: flex-end; margin: 14px 40px 0 0; } .stamp { transform: rotate(-6deg); border: 3px double #b3261e; color: #b3261e; ' +
      "font-family: 'DejaVu Sans', sans-serif; font-size: 13px; font-weight: bold; text-align: center; padding: 6px 14px; line-height: 1.5; opacity: 0.85; } " +
      '.sig { font-size: 30px; letter-spacing: -4px; }';
    const body =
      `<div class="ink">` +
      `<div class="r">${dateWith(m, '/')}</div>` +
      `<div class="c">TÜRKİYE İŞ BANKASI A.Ş.<br>KADIKÖY ŞUBESİ MÜDÜRLÜĞÜ'NE</div>` +
      `<div class="c" style="font-weight:normal">(Havale Talimatı)</div>` +
      `<p>Bankanız şubesinde bulunan ${spacedIban(facts.senderIban)} IBAN numaralı hesabımdan ` +
      `${turkishAmount(facts.amountKurus)}.-TL (${amountWordsLine(facts.amountKurus).toLocaleLowerCase('tr-TR')}) ` +
      `tutarın aşağıda bilgileri yazılı hesaba havale edilmesini, masrafların hesabımdan alınmasını rica ederim.</p>` +
      `<div style="margin-top:32px">Alıcı Adı Soyadı : ${html(facts.recipient)}</div>` +
      `<div>Alıcı IBAN : ${spacedIban(facts.recipientIban)}</div>` +
      `<div>Alıcı Bankası : ${html(facts.recipientBank)}</div>` +
      `<div>Açıklama : ${html(facts.description)}</div>` +
      `<div class="r" style="margin-top:32px">Saygılarımla,</div>` +
      `<div class="r">${html(facts.sender)}</div>` +
      `<div class="r sig">${html(initials(facts.sender))}∿~∿</div>` +
      `<div style="margin-top:10px">Tel: 05${digitsOf(facts, 0, 2)} ${digitsOf(facts, 2, 3)} ${digitsOf(facts, 5, 2)} ${digitsOf(facts, 7, 2)}</div>` +
      `<div>T.C. No: ${digitsOf(facts, 1, 3)}******${digitsOf(facts, 4, 2)}</div>` +
      `</div>` +
      `<div class="stampRow"><div class="stamp">İŞ BANKASI KADIKÖY ŞB. (1045)<br>İŞLEME ALINDI<br>${dateWith(m, '.')} ${shortTime(m)}<br>` +
      `Gişe 0${(facts.amountKurus % 8) + 1} · Dekont ${digitsOf(facts, 3, 7)}</div></div>`;
    return receiptPage(facts, style, body);
  },
};

/** An internet-banking print: a colour header band, then label/value pairs in a 4-column table. */
const bandFourColumns: ReceiptLayout = {
  name: 'dev2-band-four-columns',
  degradation: 'rotated',
  render(facts) {
    const fee = facts.feeKurus;
    const p = facts.printMoment;
    const style =
      '.band { background: #7a1f3d; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 12px 18px; margin: -28px -36px 0; } ' +
      '.band b { font-size: 20px; } .band div:last-child { font-size: 12px; text-align: right; } ' +
      'h2 { font-size: 16px; margin: 18px 0 8px; color: #7a1f3d; } ' +
      'table { border-collapse: collapse; width: 100%; font-size: 12.5px; } td { border: 1px solid #c8b5bd; padding: 6px 7px; vertical-align: top; } ' +
      'td.k { background: #f6eef1; color: #5a2436; font-weight: bold; width: 19%; } td.v { width: 31%; } ' +
      '.foot { font-size: 10px; color: #555; margin-top: 18px; border-top: 1px solid #c8b5bd; padding-top: 6px; }';
    const tr = (a: [string, string], b: [string, string]) =>
      `<tr><td class="k">${html(a[0])}</td><td class="v">${a[1]}</td><td class="k">${html(b[0])}</td><td class="v">${b[1]}</td></tr>`;
    const body =
      `<div class="band"><div><b>Türkiye Finans</b><br>İnternet Şubesi</div>` +
      `<div>Yazdırma: ${dateWith(p, '.')} ${longTime(p)}<br>Müşteri No: ${digitsOf(facts, 0, 8)}</div></div>` +
      `<h2>Havale / EFT İşlem Dekontu</h2><table>` +
      tr(['İşlem Tipi', 'Hesaptan EFT'], ['Referans No', `TF${digitsOf(facts, 2, 10)}`]) +
      tr(['Gönderen Ad Soyad', html(facts.sender)], ['Gönderen IBAN', spacedIban(facts.senderIban)]) +
      tr(['Alıcı Ad Soyad', html(facts.recipient)], ['Alıcı IBAN', spacedIban(facts.recipientIban)]) +
      tr(['Alıcı Banka', html(facts.recipientBank)], ['Alıcı Şube', `Merkez (${digitsOf(facts, 4, 4)})`]) +
      tr(['Tutar', `${turkishAmount(facts.amountKurus)} TL`], ['Masraf', `${turkishAmount(fee)} TL`]) +
      tr(
        ['BSMV', `${turkishAmount(bsmvOf(facts))} TL`],
        ['Toplam', `${turkishAmount(facts.amountKurus + fee + bsmvOf(facts))} TL`],
      ) +
      tr(['İşlem Tarihi', dateWith(facts.moment, '.')], ['İşlem Saati', longTime(facts.moment)]) +
      tr(['Valör', dateWith(facts.moment, '.')], ['Kanal', 'İnternet']) +
      tr(
        ['Açıklama', html(facts.description)],
        ['Kullanılabilir Bakiye', `${turkishAmount(facts.balanceKurus)} TL`],
      ) +
      `</table><div class="foot">Türkiye Finans Katılım Bankası A.Ş. · Saray Mah. Sokullu Cad. No:6 Ümraniye/İstanbul · ` +
      `Mersis No: 0876004340900016 · Bu dekont elektronik ortamda üretilmiştir.</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A FAST by 'Kolay Adres' (phone number): a coloured stripe, the amount in a box at the right, date in words. */
const kolayAdresFast: ReceiptLayout = {
  name: 'dev2-kolay-adres-fast',
  degradation: 'photo',
  render(facts) {
    const m = facts.moment;
    const style =
      '.card { display: flex; border: 1px solid #d4dbe3; border-radius: 10px; overflow: hidden; } ' +
      '.stripe { width: 14px; background: linear-gradient(#00a86b, #007a4d); } .main { flex: 1; padding: 16px 20px; } ' +
      '.head { display: flex; justify-content: space-between; align-items: flex-start; } ' +
      '.brand { font-size: 22px; font-weight: bold; color: #007a4d; } .brand small { display: block; font-size: 12px; color: #555; font-weight: normal; } ' +
      '.amt { border: 2px solid #00a86b; border-radius: 8px; padding: 8px 14px; text-align: right; } ' +
      '.amt span { display: block; font-size: 11px; color: #555; letter-spacing: 1px; } .amt b { font-size: 26px; } ' +
      '.pair { display: flex; padding: 6px 0; border-bottom: 1px dotted #c7cfd8; font-size: 14px; } .pair .k { width: 230px; color: #555; } ' +
      '.note { font-size: 10.5px; color: #666; margin-top: 12px; }';
    const pair = (label: string, value: string) =>
      `<div class="pair"><span class="k">${html(label)}</span><span>${value}</span></div>`;
    const phone = `0 5${digitsOf(facts, 0, 2)} *** ** ${digitsOf(facts, 4, 2)}`;
    const body =
      `<div class="card"><div class="stripe"></div><div class="main">` +
      `<div class="head"><div class="brand">Vakıf Katılım<small>Kolay Adres ile Para Gönderme</small></div>` +
      `<div class="amt"><span>GÖNDERİLEN TUTAR</span><b>₺ ${turkishAmount(facts.amountKurus)}</b></div></div>` +
      `<div style="margin-top:14px">` +
      pair('Kolay Adres Tipi', 'Cep Telefonu') +
      pair('Kolay Adres', phone) +
      pair('Alıcı (Kolay Adres Sahibi)', html(facts.recipient)) +
      pair('Alıcı Hesap', spacedIban(facts.recipientIban)) +
      pair('Alıcı Katılımcı', html(facts.recipientBank)) +
      pair('Gönderen', html(facts.sender)) +
      pair('Gönderen Hesap', maskedIban(facts.senderIban)) +
      pair('İşlem Zamanı', `${m.day} ${MONTHS[m.month - 1]} ${m.year} ${weekday(m)} · ${shortTime(m)}`) +
      pair('FAST Sorgu No', `${digitsOf(facts, 1, 9)}`) +
      pair('Ücret', '₺ 0,00') +
      pair('Kalan Kullanılabilir Bakiye', `₺ ${turkishAmount(facts.balanceKurus)}`) +
      `</div><div class="note">Kolay Adres, TCMB FAST sistemi üzerinden sunulan bir hizmettir. Vakıf Katılım Bankası A.Ş. · ` +
      `Alemdağ Cad. No:4 Ümraniye/İstanbul · Mersis No: 0922${digitsOf(facts, 2, 12)}</div></div></div>`;
    return receiptPage(facts, style, body);
  },
};

export const DEV2_LAYOUTS: ReceiptLayout[] = [
  walletInitialsDark,
  edekontSmallcapsGrid,
  appDetailChevrons,
  pttMoneyOrder,
  corporateApprovalLine,
  swiftTagsBilingual,
  posEqualsRightAligned,
  handwrittenTalimat,
  bandFourColumns,
  kolayAdresFast,
];
