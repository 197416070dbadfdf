/**
 * A third development set: ten more families by an outside tester, written without knowing the reader's
 * rules, the held-back designs or the first two development sets' results. A participation bank's
 * 'Havale/EFT Dekontu' in 'Hesap Sahibi' / 'Karşı Hesap' wording with the date as '25.12.2024 Çarşamba 14:32',
 * a credit card to IBAN transfer printed from a browser with installments and interest, a mobile 'Para
 * Gönder' success screen with a saved payee's nickname beside the real name, an A4 letter whose left
 * column is the bank's letterhead (with the bank's own IBAN), and a company payment in upper case with
 * 'Alıcı Unvanı', VKN and vertical section tabs; the other five are in devLayouts3b.ts. Not part of
 * RECEIPT_LAYOUTS: they are rendered into a corpus of their own (`generate.ts --set dev3 --dir DIR`).
 */
import { bsmvOf, digitsOf, weekday } from './devLayouts.js';
import { DEV3B_LAYOUTS, ibanOf, shortMonth } from './devLayouts3b.js';
import { receiptPage, type ReceiptFacts, type ReceiptLayout } from './layoutKit.js';
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

/** A participation bank's 'Havale/EFT Dekontu': 'Hesap Sahibi' is the payer, 'Karşı Hesap' the payee. */
const katilimKarsiHesap: ReceiptLayout = {
  name: 'dev3-katilim-karsi-hesap',
  degradation: 'scan',
  render(facts) {
    const m = facts.moment;
    const fee = facts.feeKurus;
    const style =
      '.hd { display: flex; justify-content: space-between; align-items: center; border-bottom: 4px solid #c9a227; padding-bottom: 8px; } ' +
      '.logo { font-size: 24px; font-weight: bold; color: #00693c; } .logo small { display: block; font-size: 11px; color: #555; font-weight: normal; } ' +
      '.hd .r { font-size: 12px; text-align: right; line-height: 1.6; } h1 { text-align: center; margin: 14px 0 10px; font-size: 18px; color: #00693c; } ' +
      '.sec { background: #00693c; color: #fff; font-size: 12.5px; font-weight: bold; padding: 4px 10px; margin-top: 10px; letter-spacing: 0.5px; } ' +
      'table { width: 100%; border-collapse: collapse; font-size: 13.5px; } td { padding: 4px 10px; border-bottom: 1px solid #e4ece7; } ' +
      'td.k { width: 32%; color: #333; } td.c { width: 10px; padding: 4px 0; } .foot { font-size: 10.5px; color: #666; margin-top: 16px; border-top: 1px solid #c9a227; padding-top: 6px; }';
    const section = (title: string, pairs: Array<[string, string]>) =>
      `<div class="sec">${html(title)}</div><table>` +
      pairs
        .map(([k, v]) => `<tr><td class="k">${html(k)}</td><td class="c">:</td><td>${v}</td></tr>`)
        .join('') +
      `</table>`;
    const p = facts.printMoment;
    const body =
      `<div class="hd"><div class="logo">KUVEYT TÜRK<small>Katılım Bankası</small></div>` +
      `<div class="r">Şube: Meram / Konya (${digitsOf(facts, 0, 3)})<br>Dekont No: ${digitsOf(facts, 1, 10)}<br>Basım Tarihi: ${dateWith(p, '.')} ${longTime(p)}</div></div>` +
      `<h1>HAVALE / EFT DEKONTU</h1>` +
      section('HESAP BİLGİLERİ', [
        ['Hesap Sahibi', html(facts.sender)],
        ['Müşteri No', digitsOf(facts, 2, 7)],
        ['Hesap No / Ek No', `${digitsOf(facts, 3, 7)} / 1`],
        ['Hesap Türü', 'Özel Cari Hesap (TL)'],
        ['IBAN', maskedIban(facts.senderIban)],
      ]) +
      section('KARŞI HESAP BİLGİLERİ', [
        ['Karşı Hesap Sahibi', html(facts.recipient)],
        ['Karşı Hesap IBAN', spacedIban(facts.recipientIban)],
        ['Karşı Banka', html(facts.recipientBank)],
      ]) +
      section('İŞLEM BİLGİLERİ', [
        ['İşlem Türü', 'Giden EFT (Mobil)'],
        ['İşlem Tarihi', `${dateWith(m, '.')} ${weekday(m)} ${shortTime(m)}`],
        ['Valör', dateWith(m, '.')],
        ['İşlem Tutarı', `<b>${turkishAmount(facts.amountKurus)} TL</b>`],
        ['Masraf', `${turkishAmount(fee)} TL`],
        ['BSMV', `${turkishAmount(bsmvOf(facts))} TL`],
        ['Hesaptan Çekilen Toplam', `${turkishAmount(facts.amountKurus + fee + bsmvOf(facts))} TL`],
        ['İşlem Sonrası Bakiye', `${turkishAmount(facts.balanceKurus)} TL`],
        ['Açıklama', html(facts.description)],
      ]) +
      `<div class="foot">İşleminiz faizsiz bankacılık ilkelerine uygun olarak gerçekleştirilmiştir. Kuveyt Türk Katılım Bankası A.Ş. · ` +
      `Büyükdere Cad. No:129/1 Esentepe Şişli/İstanbul · Mersis No: 0600${digitsOf(facts, 4, 12)} · Tel: 0850 251 0 123</div>`;
    return receiptPage(facts, style, body);
  },
};

/** A credit card to IBAN transfer as the browser printed it: a card picture, installments, interest, taxes. */
const cardToIbanPrint: ReceiptLayout = {
  name: 'dev3-card-to-iban-print',
  degradation: 'photo',
  render(facts) {
    const m = facts.moment;
    const p = facts.printMoment;
    const count = [1, 3, 6, 9, 12][Number(digitsOf(facts, 0, 1)) % 5];
    const interest = count === 1 ? 0 : Math.round((facts.amountKurus * 0.0425 * (count + 1)) / 2);
    const tax = Math.round(interest * 0.15);
    const total = facts.amountKurus + facts.feeKurus + interest + 2 * tax;
    const card = `5400 61** **** ${digitsOf(facts, 1, 4)}`;
    const style =
      '.browser { display: flex; justify-content: space-between; font-size: 10.5px; color: #333; margin: -10px -6px 14px; } ' +
      '.top { display: flex; gap: 26px; align-items: center; border-bottom: 1px solid #d5dbe3; padding-bottom: 16px; } ' +
      '.card { width: 300px; height: 180px; border-radius: 14px; background: linear-gradient(135deg, #0a2c5a, #1b6fb5); color: #fff; padding: 18px 20px; position: relative; flex-shrink: 0; } ' +
      ".card .chip { width: 40px; height: 30px; border-radius: 6px; background: #d9b650; margin: 20px 0 18px; } .card .no { font-family: 'DejaVu Sans Mono', monospace; font-size: 18px; letter-spacing: 1px; } " +
      '.card .nm { font-size: 13px; margin-top: 10px; letter-spacing: 1px; } .card .br { position: absolute; right: 18px; top: 14px; font-weight: bold; font-style: italic; } ' +
      '.ok { color: #1e7d34; font-weight: bold; font-size: 17px; } .big { font-size: 30px; font-weight: bold; margin: 6px 0; } ' +
      'table { width: 100%; border-collapse: collapse; font-size: 13px; margin-top: 14px; } td { padding: 6px 8px; border-bottom: 1px solid #edf0f4; } td.k { color: #5b6573; width: 40%; } ' +
      '.url { display: flex; justify-content: space-between; font-size: 10.5px; color: #333; margin-top: 18px; }';
    const rows = (pairs: Array<[string, string]>) =>
      pairs.map(([k, v]) => `<tr><td class="k">${html(k)}</td><td>${v}</td></tr>`).join('');
    const tl = (kurus: number) => `${turkishAmount(kurus)} TL`;
    const body =
      `<div class="browser"><span>${dateWith(p, '.')} ${shortTime(p)}</span><span>Yapı Kredi İnternet Şubesi</span><span></span></div>` +
      `<div class="top"><div class="card"><div class="br">WORLD</div><div style="font-size:12px">Yapı Kredi</div><div class="chip"></div>` +
      `<div class="no">${card}</div><div class="nm">${html(upper(facts.sender))}</div></div>` +
      `<div><div class="ok">✓ İşleminiz gerçekleşti</div><div>Kartla IBAN'a Para Transferi</div>` +
      `<div class="big">${tl(facts.amountKurus)}</div><div class="muted">${count === 1 ? 'Tek çekim' : `${count} taksit × ${tl(Math.ceil(total / count))}`}</div></div></div>` +
      `<table>` +
      rows([
        ['Kart Sahibi', html(facts.sender)],
        ['Kart Numarası', card],
        ['Alıcı Adı Soyadı', html(facts.recipient)],
        ['Alıcı IBAN', spacedIban(facts.recipientIban)],
        ['Alıcı Banka', html(facts.recipientBank)],
        ['Transfer Tutarı', tl(facts.amountKurus)],
        ['Taksit Sayısı', count === 1 ? 'Peşin' : String(count)],
        ['Aylık Faiz Oranı', count === 1 ? '-' : '%4,25'],
        ['Faiz Tutarı', tl(interest)],
        ['KKDF / BSMV', `${tl(tax)} / ${tl(tax)}`],
        ['İşlem Ücreti', tl(facts.feeKurus)],
        ['Toplam Geri Ödeme', `<b>${tl(total)}</b>`],
        ['Kalan Kullanılabilir Limit', tl(facts.balanceKurus)],
        ['İşlem Tarihi / Saati', `${dateWith(m, '.')} / ${longTime(m)}`],
        ['Provizyon No', digitsOf(facts, 2, 6)],
        ['Referans No', `YK${digitsOf(facts, 3, 12)}`],
      ]) +
      `</table><div class="url"><span>https://internetsube.yapikredi.com.tr/ngi/kartlar/kartla-iban-transfer/sonuc</span><span>1/1</span></div>`;
    return receiptPage(facts, `body { padding: 18px 20px; } ${style}`, body);
  },
};

const NICKNAMES = ['Ev Sahibi', 'Annem', 'Site Yönetimi', 'Kardeşim', 'Muhasebeci', 'Oda Arkadaşım'];

/** A mobile 'Para Gönder' success screen: a share button, a big green check, values right-aligned, a saved payee's nickname. */
const mobileSavedPayee: ReceiptLayout = {
  name: 'dev3-mobile-saved-payee',
  degradation: 'photo',
  render(facts) {
    const m = facts.moment;
    const nickname = NICKNAMES[Number(digitsOf(facts, 3, 2)) % NICKNAMES.length];
    const style =
      'body { width: 410px; padding: 0; background: #f6f7fb; } ' +
      '.bar { display: flex; justify-content: space-between; padding: 7px 18px; font-size: 13px; font-weight: bold; } ' +
      '.nav { display: flex; justify-content: space-between; padding: 6px 16px; font-size: 15px; color: #3d2aa8; } ' +
      '.check { width: 92px; height: 92px; border-radius: 46px; background: #23b45d; color: #fff; font-size: 56px; text-align: center; line-height: 92px; margin: 14px auto 8px; } ' +
      '.t { text-align: center; font-size: 18px; font-weight: bold; } .amt { text-align: center; font-size: 34px; font-weight: bold; margin: 4px 0 14px; } ' +
      '.box { background: #fff; border-radius: 14px; margin: 0 14px 12px; padding: 2px 14px; } ' +
      '.row { display: flex; justify-content: space-between; gap: 12px; padding: 9px 0; border-bottom: 1px solid #eef0f5; font-size: 13.5px; } .row:last-child { border-bottom: none; } ' +
      '.row .k { color: #7a7f92; flex-shrink: 0; } .row .v { text-align: right; font-weight: bold; } ' +
      '.pill { display: inline-block; background: #ece8ff; color: #3d2aa8; border-radius: 10px; padding: 0 8px; font-size: 11.5px; font-weight: normal; margin-right: 6px; } ' +
      '.btn { margin: 6px 14px; border-radius: 12px; padding: 12px; text-align: center; font-weight: bold; } .b1 { background: #3d2aa8; color: #fff; } .b2 { color: #3d2aa8; border: 1px solid #3d2aa8; }';
    const row = (label: string, value: string) =>
      `<div class="row"><span class="k">${html(label)}</span><span class="v">${value}</span></div>`;
    const body =
      `<div class="bar"><span>${shortTime(facts.printMoment)}</span><span>5G ▮▮▮▯ %${20 + (facts.amountKurus % 79)}</span></div>` +
      `<div class="nav"><span>✕</span><span>Paylaş ⇪</span></div>` +
      `<div class="check">✓</div><div class="t">Para gönderildi</div>` +
      `<div class="amt">${turkishAmount(facts.amountKurus)} ₺</div>` +
      `<div class="box">` +
      row('Alıcı', `<span class="pill">${html(nickname)}</span>${html(facts.recipient)}`) +
      row('IBAN', spacedIban(facts.recipientIban)) +
      row('Banka', html(facts.recipientBank)) +
      `</div><div class="box">` +
      row('Gönderen', html(facts.sender)) +
      row('Hesap', `Vadesiz TL · **** ${facts.senderIban.slice(-4)}`) +
      row('Tarih', `${shortTime(m)} - ${m.day} ${shortMonth(m)} ${m.year}`) +
      row('Yöntem', 'FAST · Anında') +
      row('İşlem ücreti', '0,00 ₺') +
      row('Açıklama', html(facts.description)) +
      row('İşlem No', digitsOf(facts, 0, 12)) +
      `</div><div class="btn b1">Dekontu İndir</div><div class="btn b2">Ana Sayfaya Dön</div>`;
    return receiptPage(facts, style, body);
  },
};

/** An A4 letter: the bank's letterhead, branch and own IBAN down a grey left column, the transfer on the right. */
const letterheadLeftColumn: ReceiptLayout = {
  name: 'dev3-letterhead-left-column',
  degradation: 'scan',
  render(facts) {
    const m = facts.moment;
    const p = facts.printMoment;
    const fee = facts.feeKurus;
    const style =
      'body { padding: 0; } .wrap { display: flex; min-height: 1000px; } ' +
      '.side { width: 215px; background: #f1efe9; padding: 26px 16px; font-size: 11px; color: #444; line-height: 1.55; } ' +
      '.side .logo { font-size: 23px; font-weight: bold; color: #00539b; margin-bottom: 16px; } .side b { color: #222; display: block; margin-top: 12px; } ' +
      '.main { flex: 1; padding: 26px 28px; font-size: 14px; } .to { margin: 22px 0 18px; line-height: 1.5; } ' +
      '.place { text-align: right; } h2 { font-size: 17px; margin: 10px 0; } ' +
      '.pr { display: flex; padding: 5px 0; border-bottom: 1px dotted #bbb; font-size: 13.5px; } .pr .k { width: 170px; color: #555; flex-shrink: 0; } ' +
      '.sig { margin-top: 28px; } .fine { font-size: 10px; color: #777; margin-top: 30px; }';
    const pr = (label: string, value: string) =>
      `<div class="pr"><span class="k">${html(label)}</span><span>${value}</span></div>`;
    const ownIban = ibanOf('00134', `${digitsOf(facts, 5, 8)}${digitsOf(facts, 1, 8)}`);
    const body =
      `<div class="wrap"><div class="side"><div class="logo">DenizBank</div>` +
      `<b>Genel Müdürlük</b>Büyükdere Cad. No:141 34394 Esentepe Şişli/İstanbul` +
      `<b>Şube</b>Bornova / İzmir (${digitsOf(facts, 0, 4)})<br>Kazımdirik Mah. 372. Sok. No:8 Bornova/İzmir` +
      `<b>İletişim</b>0850 222 0 800<br>www.denizbank.com` +
      `<b>Vergi Dairesi / No</b>Büyük Mükellefler / 2920084496` +
      `<b>Mersis No</b>0292008449600015` +
      `<b>Bankamız Tahsilat Hesabı</b>${spacedIban(ownIban)}</div>` +
      `<div class="main"><div class="place">İzmir, ${dateWith(p, '.')}</div>` +
      `<div class="to">Sayın<br><b>${html(facts.sender)}</b><br>Müşteri No: ${digitsOf(facts, 2, 8)}</div>` +
      `<h2>EFT Gönderim Dekontu</h2>` +
      `<p>Hesabınızdan aşağıda bilgileri yer alan EFT işlemi gerçekleştirilmiştir. Bilgilerinize sunarız.</p>` +
      pr('Gönderen Ad Soyad', html(facts.sender)) +
      pr('Gönderen IBAN', maskedIban(facts.senderIban)) +
      pr('Alıcı Ad Soyad', html(facts.recipient)) +
      pr('Alıcı IBAN', spacedIban(facts.recipientIban)) +
      pr('Alıcı Banka', html(facts.recipientBank)) +
      pr('EFT Tutarı', `<b>${turkishAmount(facts.amountKurus)} TL</b>`) +
      pr('EFT Ücreti / BSMV', `${turkishAmount(fee)} TL / ${turkishAmount(bsmvOf(facts))} TL`) +
      pr('Toplam', `${turkishAmount(facts.amountKurus + fee + bsmvOf(facts))} TL`) +
      pr('İşlem Tarihi', dateWith(m, '.')) +
      pr('İşlem Saati', longTime(m)) +
      pr('EFT Sorgu No', `${m.year}${digitsOf(facts, 3, 9)}`) +
      pr('Açıklama', html(facts.description)) +
      `<div class="sig">Saygılarımızla,<br><b>DenizBank A.Ş. Bornova Şubesi</b></div>` +
      `<div class="fine">Bu belge 5070 sayılı Elektronik İmza Kanunu uyarınca güvenli elektronik imza ile imzalanmıştır. Sayfa 1 / 1</div></div></div>`;
    return receiptPage(facts, style, body);
  },
};

const SECTORS = ['Gıda', 'Tekstil', 'Yapı Malzemeleri', 'Otomotiv', 'Elektronik', 'Turizm'];

/** The payee as a company: itself when it is one, else '<Surname> <Sector> Sanayi ve Ticaret A.Ş.'. */
const companyOf = (facts: ReceiptFacts) =>
  /A\.Ş\.|Ltd\. Şti\./.test(facts.recipient)
    ? facts.recipient
    : `${facts.recipient.split(' ').at(-1)} ${SECTORS[Number(digitsOf(facts, 4, 1)) % SECTORS.length]} Sanayi ve Ticaret A.Ş.`;

/** A company payment in upper case: 'Alıcı Unvanı' with VKN and tax office, section names on vertical tabs. */
const companyUnvanVkn: ReceiptLayout = {
  name: 'dev3-company-unvan-vkn',
  degradation: 'scan',
  render(given) {
    const facts = { ...given, recipient: companyOf(given) };
    const m = facts.moment;
    const fee = facts.feeKurus;
    const style =
      '.hd { background: #dc0005; color: #fff; padding: 12px 18px; display: flex; justify-content: space-between; align-items: center; } ' +
      '.hd b { font-size: 24px; } .hd span { font-size: 13px; letter-spacing: 1px; } ' +
      '.info { display: grid; grid-template-columns: 1fr 1fr 1fr; border: 1px solid #999; border-top: none; font-size: 12.5px; } ' +
      '.info div { padding: 6px 10px; border-right: 1px solid #ccc; } .info div:last-child { border-right: none; } .info i { display: block; font-style: normal; color: #666; font-size: 11px; } ' +
      'table { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 13px; } td { border: 1px solid #bbb; padding: 5px 9px; } ' +
      'td.tab { writing-mode: vertical-rl; transform: rotate(180deg); background: #f3f3f3; font-weight: bold; font-size: 11px; letter-spacing: 2px; text-align: center; width: 30px; padding: 6px 4px; } ' +
      'td.k { width: 30%; color: #444; } .fine { font-size: 10.5px; color: #555; margin-top: 14px; }';
    const block = (tab: string, pairs: Array<[string, string]>) =>
      `<table>${pairs
        .map(
          ([k, v], index) =>
            `<tr>${index === 0 ? `<td class="tab" rowspan="${pairs.length}">${html(tab)}</td>` : ''}<td class="k">${html(k)}</td><td>${v}</td></tr>`,
        )
        .join('')}</table>`;
    const tl = (kurus: number) => `${turkishAmount(kurus)} TL`;
    const body =
      `<div class="hd"><b>Akbank</b><span>FİRMA ÖDEMESİ (EFT) DEKONTU</span></div>` +
      `<div class="info"><div><i>Dekont No</i>${digitsOf(facts, 0, 11)}</div>` +
      `<div><i>İşlem Tarihi / Saati</i>${dateWith(m, '.')} ${shortTime(m)}</div>` +
      `<div><i>Şube</i>KOZYATAĞI (${digitsOf(facts, 1, 4)})</div></div>` +
      block('ÖDEYEN', [
        ['Ad Soyad', html(upper(facts.sender))],
        ['T.C. Kimlik No', `${digitsOf(facts, 2, 3)}******${digitsOf(facts, 6, 2)}`],
        ['Borçlu Hesap', maskedIban(facts.senderIban)],
      ]) +
      block('ALICI', [
        ['Alıcı Unvanı', `<b>${html(upper(facts.recipient))}</b>`],
        ['Vergi Kimlik No', digitsOf(facts, 3, 10)],
        ['Vergi Dairesi', 'KOZYATAĞI V.D.'],
        ['Alıcı IBAN', spacedIban(facts.recipientIban)],
        ['Alıcı Banka', html(upper(facts.recipientBank))],
      ]) +
      block('ÖDEME', [
        ['Fatura No', `FTR${m.year}${digitsOf(facts, 4, 9)}`],
        ['Cari Hesap Kodu', `120.01.${digitsOf(facts, 5, 4)}`],
        ['Ödeme Tutarı', `<b>${tl(facts.amountKurus)}</b>`],
        ['Komisyon', tl(fee)],
        ['BSMV', tl(bsmvOf(facts))],
        ['Toplam Tahsil Edilen', tl(facts.amountKurus + fee + bsmvOf(facts))],
        ['Açıklama', html(upper(facts.description))],
      ]) +
      `<div class="fine">Valör: ${dateWith(m, '.')} · Basım: ${dateWith(facts.printMoment, '.')} ${shortTime(facts.printMoment)} · ` +
      `Akbank T.A.Ş. Sabancı Center 4. Levent 34330 Beşiktaş/İstanbul · Mersis No: 0015${digitsOf(facts, 6, 12)}</div>`;
    return receiptPage(facts, style, body, upper);
  },
};

export const DEV3_LAYOUTS: ReceiptLayout[] = [
  katilimKarsiHesap,
  cardToIbanPrint,
  mobileSavedPayee,
  letterheadLeftColumn,
  companyUnvanVkn,
  ...DEV3B_LAYOUTS,
];
