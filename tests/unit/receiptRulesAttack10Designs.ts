/**
 * Receipts designed against the rules of 5165ffc (attack 10): an OCR'd wallet's big figure next to a line
 * saying money was sent is the amount (H: balances, limits, points, fees, refunds, bills, incoming, failed
 * and scheduled transfers, two figures, a sign read as a digit); a bare 'ALAN' before a dotted leader with
 * a colon among its dots (L); a greeting over a sentence with 'hesabınızdan' names the sender (G); a table
 * header cell holding the amount's label and the next column's name (T); an OCR'd name with a capital
 * right after a small letter is no name (N).
 */
import type { Word } from '../../server/receiptAnalysis/layout';
import { spaced as sp } from './receiptTestWords';
import { N, ocrAt, ocrLines, R, type Cells, designBook } from './receiptAttackKit';

const { designs, add } = designBook();
const page = (...lines: string[]) => lines.join('\n') + '\n';

/**
 * A wallet's OCR'd page: lines of its own above and below a big figure (height `size`), then the parties,
 * the recipient's IBAN and the date; `more` adds lines at the end.
 */
const wallet = (above: string[], figure: string, below: string[], more: string[] = [], size = 3): Word[] => {
  const rows: Array<[number, Cells, number?]> = [[0, [['PARAM*CEP', 0]]]];
  let y = 2;
  for (const line of above) rows.push([(y += 2) - 2, [[line, 0]]]);
  rows.push([y, [[figure, 0]], size]);
  y += size + 1;
  for (const line of [
    ...below,
    'Kime',
    'Mehmet Kaya',
    sp(R),
    'Kimden',
    'Ayşe Yılmaz',
    '24.11.2026 14:35',
    ...more,
  ]) {
    rows.push([y, [[line, 0]]]);
    y += 2;
  }
  return ocrAt(rows);
};
const nameCase = { gonderici_ismi: 'Ayşe Yılmaz', alici_ismi: 'Mehmet Kaya' };
const noAmount = { ...nameCase, tutar: N };

// ---------- H: an OCR'd wallet's big figure next to a line saying money was sent ----------
add(
  'hero',
  'control: the sent figure with its sign misread',
  wallet([], 'y1.150,00', ['✓ Gönderildi']),
  nameCase,
);
add(
  'hero',
  "the remaining balance big under 'Güncel bakiyen', over 'İşlem tamamlandı'",
  wallet(['Güncel bakiyen'], 'y8.420,15', ['İşlem tamamlandı']),
  noAmount,
);
add(
  'hero',
  "the day's remaining limit big, under 'Para gönderildi' and 'Kalan günlük limitin'",
  wallet(['Para gönderildi', 'Kalan günlük limitin'], 'y48.850,00', []),
  noAmount,
);
add(
  'hero',
  "the points earned big, over 'Ödeme tamamlandı'",
  wallet(['Kazandığın ParaPuan'], 'y25,00', ['Ödeme tamamlandı']),
  noAmount,
);
add(
  'hero',
  "the cashback big, over 'Ödendi'",
  wallet(['Nakit iade kazandın'], 'y15,50', ['Ödendi']),
  noAmount,
);
add(
  'hero',
  "the transfer's fee big under 'İşlem ücreti', over 'Gönderildi'",
  wallet(['İşlem ücreti'], 'y5,99', ['Gönderildi']),
  noAmount,
);
add(
  'hero',
  "a refund to the customer big, over 'Hesabına aktarıldı'",
  wallet(['Para iaden'], 'y1.150,00', ['Hesabına aktarıldı']),
  { ...nameCase, gonderici_ismi: N, alici_ismi: N },
);
add(
  'hero',
  "a bill's due amount big, over 'Son ödeme tarihinde otomatik gönderilecek'",
  wallet(['Elektrik faturası'], 'y2.345,60', ['Son ödeme tarihinde otomatik gönderilecek']),
  noAmount,
);
add(
  'hero',
  "a bill's due amount big under 'Ödenecek tutar', a past bill 'Ödendi' under it",
  wallet(['Ödenecek tutar'], 'y2.345,60', ['Geçen ay: Ödendi']),
  noAmount,
);
add(
  'hero',
  "a reference figure big ('000.123,45') over 'Gönderildi'",
  wallet(['Dekont no'], '000.123,45', ['Gönderildi']),
  noAmount,
);
add(
  'hero',
  "an incoming transfer 'Gelen transfer' over the figure, 'Hesabına aktarıldı' under it",
  wallet(['Gelen transfer'], 'y1.150,00', ['Hesabına aktarıldı']),
  nameCase,
);
add(
  'hero',
  "'Ayşe Yılmaz sana gönderdi' (incoming) over the figure",
  wallet(['Ayşe Yılmaz sana gönderdi'], 'y1.150,00', ['Para geldi']),
  nameCase,
);
add(
  'hero',
  "a failed transfer: 'Gönderilemedi' under the figure",
  wallet([], 'y1.150,00', ['✗ Gönderilemedi', 'Bakiyen yetersiz']),
  noAmount,
);
add(
  'hero',
  "a failed transfer: 'Giden transfer' over the figure, 'İşlem başarısız' under it",
  wallet(['Giden transfer'], 'y1.150,00', ['İşlem başarısız']),
  noAmount,
);
add(
  'hero',
  "a cancelled transfer: 'Giden transfer' over the figure, 'İptal edildi' under it",
  wallet(['Giden transfer'], 'y1.150,00', ['İptal edildi']),
  noAmount,
);
add(
  'hero',
  "a scheduled transfer: 'Talimat oluşturuldu', '01.12.2026 tarihinde gönderilecek'",
  wallet(['Talimat oluşturuldu'], 'y1.150,00', ['01.12.2026 tarihinde gönderilecek']),
  noAmount,
);
add(
  'hero',
  "a scheduled transfer under 'Giden transfer', 'Beklemede' under it",
  wallet(['Giden transfer'], 'y1.150,00', ['Beklemede']),
  noAmount,
);
add(
  'hero',
  "two big figures: the sent sum, then the balance after 'Gönderildi'",
  ocrAt([
    [0, [['PARAM*CEP', 0]]],
    [2, [['y1.150,00', 0]], 3],
    [6, [['Gönderildi', 0]]],
    [8, [['y8.420,15', 0]], 3],
    [12, [['Kalan bakiye', 0]]],
    [14, [['Kime', 0]]],
    [16, [['Mehmet Kaya', 0]]],
    [18, [[sp(R), 0]]],
    [20, [['24.11.2026 14:35', 0]]],
  ]),
  { ...nameCase, gonderici_ismi: N },
);
add(
  'hero',
  "two big figures: the balance said 'Kalan bakiye' first, the sent sum unlabelled",
  ocrAt([
    [0, [['Kalan bakiye', 0]]],
    [2, [['y8.420,15', 0]], 3],
    [6, [['Giden transfer', 0]]],
    [8, [['Mehmet Kaya', 0]]],
    [10, [['1.150,00', 40]]],
    [12, [[sp(R), 0]]],
    [14, [['24.11.2026 14:35', 0]]],
  ]),
  { ...nameCase, gonderici_ismi: N },
);
add('hero', "the sign read as '7' ('71.150,00')", wallet([], '71.150,00', ['✓ Gönderildi']), nameCase);
add('hero', "the sign read as '2' ('21.150,00')", wallet([], '21.150,00', ['✓ Gönderildi']), nameCase);
add('hero', "the sign read as 'Z' ('Z1.150,00')", wallet([], 'Z1.150,00', ['✓ Gönderildi']), nameCase);
add(
  'hero',
  "the sign read as '8' with a minus ('-81.150,00')",
  wallet(['Giden transfer'], '-81.150,00', []),
  nameCase,
);
add(
  'hero',
  "the sign read as a glyph and a '4' ('y41.150,00')",
  wallet([], 'y41.150,00', ['✓ Gönderildi']),
  nameCase,
);
add(
  'hero',
  'a figure only twice the height, the wallet heading a list of past transfers',
  wallet(
    ['Son işlemler'],
    'y3.000,00',
    ['Giden transfer — Mehmet Kaya', 'Gelen transfer — Ayşe Yılmaz'],
    [],
    2,
  ),
  noAmount,
);
add(
  'hero',
  "a loan's instalment big over 'Taksit ödendi', the loan's rest below",
  wallet(['Kredi taksiti'], 'y4.250,00', ['Taksit ödendi', 'Kalan borç 38.250,00']),
  noAmount,
);
add(
  'hero',
  "a top-up to the wallet ('Para yüklendi') big, over 'Tamamlandı'",
  wallet(['Para yükleme'], 'y1.150,00', ['Tamamlandı']),
  { ...nameCase, gonderici_ismi: N, alici_ismi: N },
);
// ---------- L: a bare 'ALAN' before a dotted leader with a colon among its dots ----------
const dotted = (...lines: string[]) =>
  page('HAVALE FİŞİ', ...lines, 'TUTAR ......: 1.150,00 TL', 'TARİH ......: 24.11.2026 14:35');
add(
  'alan',
  "an 'ALAN :.......:' field of study on a form with a sender",
  dotted('GÖNDEREN ......: AYŞE YILMAZ', 'ALAN :.........: MAKİNE MÜHENDİSLİĞİ', 'ALICI ......: MEHMET KAYA'),
  { alici_hesap: N },
);
add(
  'alan',
  "'ALAN :......:' a field code beside the recipient's IBAN",
  dotted('GÖNDEREN ......: AYŞE YILMAZ', 'ALAN :.......: 0216', `IBAN ......: ${sp(R)}`),
  { alici_ismi: N },
);

// ---------- G: a greeting over a sentence with 'hesabınızdan' ----------
const notice = (greeting: string, sentence: string[], rest: string[] = []) =>
  page(
    'AKBANK',
    greeting,
    ...sentence,
    'Alıcı Adı     MEHMET KAYA',
    `Alıcı IBAN    ${sp(R)}`,
    'Tutar         1.150,00 TL',
    'İşlem Tarihi  24.11.2026 14:35',
    ...rest,
  );
const plain = (greeting: string, sentence: string[], rest: string[] = []) =>
  page('BANKA BİLDİRİMİ', greeting, ...sentence, 'Tutar : 1.150,00 TL', 'Tarih : 24.11.2026 14:35', ...rest);
add(
  'greet',
  'control: the payer greeted over hesabınızdan',
  notice('Sayın AYŞE YILMAZ,', [
    '24.11.2026 14:35 tarihinde hesabınızdan MEHMET KAYA adına',
    '1.150,00 TL FAST işlemi gerçekleştirilmiştir.',
  ]),
);
add(
  'greet',
  "the recipient greeted: sent 'adınıza', the fee 'hesabınızdan' not taken",
  plain('Sayın MEHMET KAYA,', [
    'AYŞE YILMAZ tarafından adınıza 1.150,00 TL gönderilmiştir.',
    'Bu işlem için hesabınızdan ücret alınmamıştır.',
  ]),
  { alici_hesap: N },
);
add(
  'greet',
  "the recipient greeted: the sum may be drawn 'hesabınızdan'",
  plain('Sayın MEHMET KAYA,', [
    'AYŞE YILMAZ tarafından gönderilen 1.150,00 TL adınıza ulaşmıştır.',
    'Tutarı hesabınızdan dilediğiniz zaman kullanabilirsiniz.',
  ]),
  { alici_hesap: N },
);
add(
  'greet',
  'a merchant greeting the customer it refunds: the paid sum hesabınızdan, now refunded',
  plain('Sayın MEHMET KAYA,', [
    'Siparişiniz için hesabınızdan çekilen 1.150,00 TL',
    'AYŞE YILMAZ tarafından iade edilmiştir.',
  ]),
  { alici_hesap: N },
);
add(
  'greet',
  "'Sayın Kart Sahibi,' over hesabınızdan",
  notice('Sayın Kart Sahibi,', [
    'Kartınıza bağlı hesabınızdan MEHMET KAYA adına',
    '1.150,00 TL gönderilmiştir.',
  ]),
  { gonderici_ismi: N },
);
add(
  'greet',
  "'Sayın Hesap Sahibi,' over hesabınızdan",
  notice('Sayın Hesap Sahibi,', ['Vadesiz hesabınızdan MEHMET KAYA adına', '1.150,00 TL gönderilmiştir.']),
  { gonderici_ismi: N },
);
add(
  'greet',
  "'Sayın Değerli Üyemiz,' over hesabınızdan",
  notice('Sayın Değerli Üyemiz,', ['Hesabınızdan MEHMET KAYA adına', '1.150,00 TL gönderilmiştir.']),
  { gonderici_ismi: N },
);
add(
  'greet',
  "'Sayın Yetkili,' of a company customer over hesabınızdan",
  notice('Sayın Yetkili,', ['Firmanızın hesabınızdan MEHMET KAYA adına', '1.150,00 TL gönderilmiştir.']),
  { gonderici_ismi: N },
);
add(
  'greet',
  "a company's officer greeted, the company's account paid",
  notice('Sayın AHMET DEMİR,', [
    'YILMAZ TEKSTİL LTD. ŞTİ. hesabınızdan MEHMET KAYA adına',
    '1.150,00 TL gönderilmiştir.',
  ]),
  { gonderici_ismi: N },
);
add(
  'greet',
  "'Sayın ... Yetkilisi' of a company customer",
  notice('Sayın YILMAZ TEKSTİL Yetkilisi,', [
    'hesabınızdan MEHMET KAYA adına',
    '1.150,00 TL gönderilmiştir.',
  ]),
  { gonderici_ismi: N },
);
add(
  'greet',
  'a forwarded mail: the forwarder greets the recipient, the bank greets the payer as a customer',
  plain('Sayın MEHMET KAYA,', [
    'Hesabınızdan değil, eşimin hesabından ödeme yapılmıştır; dekont ektedir.',
    '---------- İletilen ileti ----------',
    'Değerli Müşterimiz,',
    'AYŞE YILMAZ adına kayıtlı hesaptan 1.150,00 TL gönderilmiştir.',
  ]),
  { alici_hesap: N },
);
add(
  'greet',
  "a joint account: the greeted co-holder, 'AYŞE YILMAZ' made the transfer hesabınızdan",
  plain('Sayın MEHMET KAYA,', [
    'Ortak hesabınızdan AYŞE YILMAZ tarafından ZEYNEP AK adına',
    '1.150,00 TL gönderilmiştir.',
  ]),
  { gonderici_ismi: 'AYŞE YILMAZ', alici_ismi: 'ZEYNEP AK', alici_hesap: N },
);
add(
  'greet',
  "a direct debit collected 'hesabınızdan' for the greeted's creditor",
  plain('Sayın MEHMET KAYA,', [
    'AYŞE YILMAZ lehine verdiğiniz talimat gereği hesabınızdan',
    '1.150,00 TL tahsil edilecektir.',
  ]),
  { gonderici_ismi: 'MEHMET KAYA', alici_ismi: 'AYŞE YILMAZ', alici_hesap: N },
);

// ---------- T: a header cell holding the amount's label and the next column's name ----------
const table = (header: string, row: string) =>
  page(
    'Firma: AYŞE YILMAZ',
    `#   Ödeme Tipi   Alıcı          Alıcı IBAN                   Açıklama      ${header}`,
    `1   EFT          MEHMET KAYA    ${R}   Borç iadesi   ${row}`,
    'Tarih: 24.11.2026 14:35',
  );
add('table', "control: 'Tutar Sonuç'", table('Tutar Sonuç', '1.150,00 Başarılı'));
add(
  'table',
  "'Tutar Masraf' over the fee alone, the amount cell blank",
  table('Tutar Masraf', '         5,00'),
  { tutar: N },
);
add('table', "'Tutar BSMV' over the tax alone", table('Tutar BSMV', '         0,25'), { tutar: N });
add('table', "'Tutar Bakiye' over the balance alone", table('Tutar Bakiye', '         8.420,15'), {
  tutar: N,
});
add('table', "'Tutar Toplam' over the total alone", table('Tutar Toplam', '         1.155,00'), { tutar: N });
add('table', "'Masraf Tutar' (the fee's column, then the amount's name)", table('Masraf Tutar', '5,00'), {
  tutar: N,
});
add('table', "'Kalan Tutar' over the rest", table('Kalan Tutar', '8.420,15'), { tutar: N });
add('table', "'Tutar Bakiye' over both figures", table('Tutar Bakiye', '1.150,00 8.420,15'));
add(
  'table',
  "'Tutar Masraf' over the fee first (columns swapped in the row)",
  table('Tutar Masraf', '5,00 1.150,00'),
  { tutar: N },
);

// ---------- N: an OCR'd name with a capital right after a small letter ----------
const ocrForm = (sender: string, recipient: string) =>
  ocrLines(
    [
      ['Gönderen', 0],
      [sender, 24],
    ],
    [
      ['Alıcı Adı', 0],
      [recipient, 24],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  );
add('name', "'Ronald McDonald' as the recipient", ocrForm('Ayşe Yılmaz', 'Ronald McDonald'), {
  gonderici_ismi: 'Ayşe Yılmaz',
  alici_ismi: 'Ronald McDonald',
});
add('name', "'Paolo DeLonghi' as the recipient", ocrForm('Ayşe Yılmaz', 'Paolo DeLonghi'), {
  gonderici_ismi: 'Ayşe Yılmaz',
  alici_ismi: 'Paolo DeLonghi',
});
add('name', "'Angus MacGyver' as the sender", ocrForm('Angus MacGyver', 'Mehmet Kaya'), {
  gonderici_ismi: 'Angus MacGyver',
  alici_ismi: 'Mehmet Kaya',
});
add('name', "'İlkNur Şahin' (OCR)", ocrForm('İlkNur Şahin', 'Mehmet Kaya'), {
  gonderici_ismi: 'İlknur Şahin',
  alici_ismi: 'Mehmet Kaya',
});
add('name', "'AYşE YILMAZ' with a small letter by OCR noise", ocrForm('AYşE YILMAZ', 'MEHMET KAYA'));
add('name', "'MEHMET KAyA' with a small letter by OCR noise", ocrForm('AYŞE YILMAZ', 'MEHMET KAyA'));
add(
  'name',
  "the recipient's glued name rejected, the account holder's row below",
  ocrLines(
    [
      ['Hesap Sahibi', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Alıcı Adı', 0],
      ['MEHMET KAyA', 24],
    ],
    [
      ['Ad Soyad', 0],
      ['ZEYNEP AK', 24],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ),
);
add(
  'name',
  "the sender's glued name rejected, 'Müşteri' over it",
  ocrLines(
    [
      ['Müşteri', 0],
      ['ZEYNEP AK', 24],
    ],
    [
      ['Gönderen', 0],
      ['AyşeYılmaz Kaya', 24],
    ],
    [
      ['Alıcı Adı', 0],
      ['MEHMET KAYA', 24],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ),
  { gonderici_ismi: 'AYŞE YILMAZ KAYA' },
);
add(
  'name',
  "an OCR'd greeting with a glued name over hesabınızdan",
  ocrLines(
    [['Sayın AyşeYılmaz Kaya,', 0]],
    [['24.11.2026 14:35 tarihinde hesabınızdan MEHMET KAYA adına FAST işlemi yapılmıştır.', 0]],
    [
      ['Alıcı Adı', 0],
      ['MEHMET KAYA', 24],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
  ),
  { gonderici_ismi: 'AYŞE YILMAZ KAYA' },
);

// ---------- later designs ----------
add(
  'hero',
  "the remaining balance big right under 'Para gönderildi', 'Kalan bakiyen' under it",
  wallet(['Para gönderildi'], 'y8.420,15', ['Kalan bakiyen']),
  noAmount,
);
add(
  'greet',
  "the recipient greeted: sent to your IBAN ('IBAN'ınıza'), no fee taken 'hesabınızdan'",
  plain('Sayın MEHMET KAYA,', [
    `AYŞE YILMAZ tarafından ${sp(R)} IBAN'ınıza 1.150,00 TL gönderilmiştir.`,
    'Hesabınızdan herhangi bir ücret kesilmemiştir.',
  ]),
  { alici_hesap: R },
);
add(
  'greet',
  "'Sn. MEHMET KAYA' greeted for a campaign, its reward paid 'hesabınızdan' kept",
  plain('Sn. MEHMET KAYA,', [
    'AYŞE YILMAZ tarafından gönderilen tutar ulaşmıştır; kampanya ödülünüz',
    'hesabınızdan çekilmeden tanımlanmıştır.',
  ]),
  { alici_hesap: N },
);
add(
  'hero',
  "an incoming transfer: 'Para geldi' over the figure, 'Hesabına yatırıldı' under it",
  wallet(['Para geldi'], 'y1.150,00', ['Hesabına yatırıldı']),
  nameCase,
);

export default designs;
