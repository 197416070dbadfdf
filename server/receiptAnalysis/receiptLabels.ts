/**
 * Label variants of Turkish bank and wallet transfer receipts, and how to find them in a line of text.
 * Labels are matched on a folded copy of the line (Turkish upper case, diacritics removed: 'Alıcı Adı' and
 * 'ALICI ADI' and an OCR's 'Alici Adi' all read 'ALICI ADI') that keeps one character per original
 * character, so a match's offsets point into the original line too.
 */

/**
 * What a label introduces; 'name' and 'iban' are a party's name or account without saying whose (the
 * party heading above them decides); 'other' labels (fees, totals, print dates, bank details) only end
 * the value of the label before them and keep their own values out of every field.
 */
export type LabelTarget =
  | 'sender'
  | 'recipient'
  | 'account'
  | 'senderAccount'
  | 'name'
  | 'iban'
  | 'amount'
  | 'dateTime'
  | 'time'
  | 'other';

/** Labels of the sender's name or account, of the recipient's, and of a name whoever's it is. */
export const SENDER_LABELS = new Set<LabelTarget>(['sender', 'senderAccount']);
export const RECIPIENT_LABELS = new Set<LabelTarget>(['recipient', 'account']);
export const NAME_LABELS = new Set<LabelTarget>(['sender', 'recipient', 'name']);

interface LabelRule {
  target: LabelTarget;
  /** 1 is the most specific wording; a field takes a valid value of the best rank first. */
  rank: number;
  pattern: RegExp;
}

export interface LabelMatch {
  target: LabelTarget;
  rank: number;
  start: number;
  end: number;
}

/** What may follow a party word in a name label: 'Adı Soyadı', 'Ad-Soyad', 'Ad Soyad / Ticari Unvan', 'Unvanı', 'Kişi', 'Hesap Sahibi' … */
const NAME_SUFFIX =
  '(?: AD(?:I)?(?:(?: VE | ?- ?|/| )SOYAD(?:I)?)?(?:/(?:TICARI )?UNVAN(?:I)?)?| (?:ISMI|UNVANI?|ISIM(?: SOYISIM)?|KISI|TAM ADI|MUSTERI(?: ADI)?|HESAP (?:SAHIBI|ADI)|SAHIBI)| (?:FULL )?NAME)?';
/**
 * Party words, also in the genitive ('Alıcının Adı', 'Gönderenin Adı Soyadı'); an OCR may read the 'ö'
 * of 'Gönderen' as 'ü' ('Günderen').
 */
const SENDER =
  "(?:G[OU]NDEREN(?:IN)?|G[OU]NDERICI(?:NIN)?|ODEYEN(?:IN)?|TALIMAT VEREN(?:IN)?|(?:ODEME(?:YI)?|HAVALE(?:YI)?) YAPAN|HAVALE EDEN|KIMDEN|BORCLU|SENDER(?:['’]?S)?|ORDERING(?: CUSTOMER| PARTY)?)";
const PARTY =
  "(?:ALICI(?:NIN)?|LEHDAR(?:IN)?|LEHTAR(?:IN)?|YARARLANICI(?:NIN)?|(?:ODEME(?:YI)?|PARA(?:YI)?) ALAN|HAVALE EDILEN|GONDERILEN KISI|KIME|ALACAKLI|KARSI TARAF(?:IN)?|KARSI HESAP(?= SAHIBI| ADI| UNVANI)|(?:BENEFICIARY|RECIPIENT|RECEIVER|PAYEE)(?:['’]?S)?)";
const ACCOUNT =
  '(?:IBAN(?: NO| NUMARASI)?(?:/HESAP NO)?|HESAP(?: NO| NUMARASI)?(?: ?/ ?IBAN| IBAN)?|ACCOUNT(?: NO| NUMBER)?|IBAN NUMBER)';
const ENGLISH_AMOUNT = '(?:TRANSFER |TRANSACTION |PAYMENT )?AMOUNT';

/** Patterns over folded text: a space stands for any run of spaces or none, '/' may have spaces around it. */
const RULES: Array<[LabelTarget, number, string]> = [
  ['sender', 1, `${SENDER}${NAME_SUFFIX}`],
  ['recipient', 1, `${PARTY}${NAME_SUFFIX}`],
  [
    'name',
    2,
    '(?:AD(?:I)? SOYAD(?:I)?(?:/(?:TICARI )?UNVAN(?:I)?)?|(?:TICARI )?UNVAN(?:I)?|ISIM|HESAP SAHIBI|MUSTERI(?: ADI(?: SOYADI)?)?(?!\\s*[A-Z])|(?:FULL )?NAME(?: SURNAME)?)',
  ],
  // A company's name before its colon ('Firma: …'): whose, its section or the list under it says (the
  // head of a bulk payment list is the paying company's; a bill's payee company is nobody's).
  ['name', 2, 'FIRMA(?: ADI| UNVANI)?(?= ?:)'],
  ['account', 1, `${PARTY} (?:${ACCOUNT}|HESABI)`],
  ['senderAccount', 1, `${SENDER} (?:${ACCOUNT}|HESABI)`],
  ['account', 1, `GONDERILEN ${ACCOUNT}`],
  // The other side of a statement's line ('Karşı Hesap', 'Karşı IBAN') and a transfer's target account
  // ('Hedef Hesap') are the recipient's; its source ('Kaynak Hesap') the sender's.
  ['account', 1, `(?:KARSI(?: TARAF| HESAP)?|HEDEF) ${ACCOUNT}`],
  ['senderAccount', 1, `KAYNAK ${ACCOUNT}`],
  // The account money left ('Hesabınızdan: TR…') is the sender's, the one it went to ('Hesaba: TR…') the
  // recipient's; in a sentence the words are no labels.
  ['senderAccount', 1, '(?:HESABINIZDAN|HESABIMDAN|HESAPTAN)(?= ?:)'],
  // On a page sending money, the holder's own account ('Hesabınız: TR…') is the one it left.
  ['senderAccount', 1, '(?:HESABINIZ|HESABIM)(?= ?:)'],
  ['account', 1, 'HESABA(?= ?:)'],
  // A FAST or wallet account that is no IBAN: whose it is, its section says, as for a bare 'IBAN'.
  ['iban', 2, '(?:KOLAY ADRES(?:I)?|PAPARA (?:NO|NUMARASI))'],
  ['iban', 3, ACCOUNT],
  ['amount', 1, '(?:ISLEM|HAVALE|EFT|FAST|TRANSFER|ODEME|GONDERIM|GONDERILEN) TUTAR(?:I)?'],
  ['amount', 1, '(?:(?:HAVALE|TRANSFER|GONDERIM) EDILEN|AKTARILAN|GONDERILEN) (?:TUTAR(?:I)?|MIKTAR(?:I)?)'],
  ['amount', 1, ENGLISH_AMOUNT],
  ['amount', 2, 'TUTAR(?:I)?'],
  ['amount', 2, 'MIKTAR(?:I)?'],
  ['dateTime', 1, '(?:ISLEM|TRANSFER|TRANSACTION) (?:TARIHI|ZAMANI|DATE)(?:(?: VE |/)(?:SAATI|TIME))?'],
  ['dateTime', 2, '(?:GONDERIM|HAVALE|EFT|FAST|ODEME) TARIHI(?:(?: VE |/)SAATI)?'],
  ['dateTime', 2, '(?:TARIH(?:I)?(?:(?: VE | ?[&-] ?|/)SAAT(?:I)?)?|DATE(?:(?: ?[&-] ?|/)TIME)?)'],
  ['time', 1, '(?:ISLEM SAATI|TRANSACTION TIME)'],
  ['time', 2, '(?:SAAT(?:I)?|TIME)'],
  [
    'other',
    1,
    `(?:${SENDER}|${PARTY}) (?:BANKA(?:SI)?|SUBE(?:SI)?|BILGILERI|TCKN|VKN|TC KIMLIK NO|ADRESI?|TELEFON|BANK|BRANCH)`,
  ],
  // A party's staff, proxy, kin or place is not the party ('Gönderen Müşteri Temsilcisi', 'Alıcı Vekili').
  [
    'other',
    1,
    `(?:${SENDER}|${PARTY}) (?:MUSTERI TEMSILCISI|TEMSILCISI|YETKILI(?:SI)?(?: KISI)?|VEKILI|(?:BABA|ANNE) ADI|ULKE(?:SI)?|SEHIR|IL|ILCE)`,
  ],
  ['other', 1, 'ISLEM (?:UCRETI|NO|NUMARASI|TURU|TIPI|REFERANSI?|BILGILERI|KANALI)'],
  ['other', 1, '(?:ACIKLAMA|BSMV(?: TUTARI)?|REFERANS(?: NO)?|SORGU NO)'],
  // A fee, also named after the transfer it is charged for ('Gönderim Ücreti', 'EFT Masrafı', 'Havale Komisyonu'),
  // and the account fees are charged to ('Masraf Hesabı IBAN'; a 'Ders Ücreti Hesabı' is a payee's).
  ['other', 1, `(?:MASRAF|KOMISYON) (?:HESABI|${ACCOUNT})(?: ${ACCOUNT})?(?![A-Z])`],
  [
    'other',
    1,
    `(?:(?:GONDERIM|TRANSFER|HAVALE|EFT|FAST|HIZMET) )?(?:MASRAF(?:I)?|KOMISYON(?:U)?|UCRET(?:I)?)(?: TUTARI)?(?![A-Z])`,
  ],
  [
    'other',
    1,
    'TOPLAM(?: ISLEM)?(?: BORCLANAN| TAHSIL EDILEN| ODENEN)?(?: TUTAR(?:I)?)?|TOTAL(?: AMOUNT| DEBITED)?|(?:FEE|COMMISSION|CHARGE|TAX)(?: AMOUNT)?|BALANCE',
  ],
  ['other', 1, '(?:KALAN |KULLANILABILIR )?(?:BAKIYE|LIMIT)|KULLANILABILIR LIMIT'],
  // A total that includes the fees ('Komisyon Dahil Tutar', 'Masraflar Dahil Toplam').
  ['other', 1, '(?:KOMISYON|MASRAF|UCRET|BSMV)(?:LAR)? DAHIL(?: TOPLAM)?(?: TUTAR(?:I)?)?'],
  // A document's print date (a slip's 'BASIM :' line, a statement's 'Döküm Tarihi', 'Ekstre Tarihi', a
  // report's 'Rapor Tarihi'), also with its time, is not the transaction's.
  [
    'other',
    1,
    '(?:DUZENLEME|DUZENLENME|BASIM|BASKI|YAZDIRMA|BELGE|DEKONT|VALOR|CIKTI|RAPOR|DOKUM|EKSTRE) (?:TARIH(?:I)?|ZAMANI|SAATI)(?:(?: VE |/| ?[&-] ?)SAAT(?:I)?)?|(?:BASIM|BASKI)(?= ?:)|PRINT(?:ED)? (?:DATE|ON)|VALOR|VALUE DATE',
  ],
  // Dates of other things than the transfer: a bill's, a due date, a cheque's, a card's expiry, a birth.
  [
    'other',
    1,
    '(?:FATURA|VADE|KESIDE|GECERLILIK|SON KULLANMA|TALIMAT|DOGUM|BASLANGIC|BITIS|TESLIM|SOZLESME|ACILIS) TARIH(?:I)?',
  ],
  // A date yet to come or of another run: a standing order's next or last payment ('Sonraki Ödeme Tarihi',
  // 'Son Gerçekleşme Tarihi'), a planned or expected execution ('Planlanan Gerçekleşme Tarihi').
  ['other', 1, '(?:SONRAKI|PLANLANAN|TAHMINI|BEKLENEN|ONCEKI|ILK|SON|TALIMAT)(?: [A-Z]+){0,2} TARIH(?:I)?'],
  // A document's creation, a query's time and a bill's due date are not the transaction's, nor their
  // time ('Oluşturulma Tarihi ve Saati', 'Sorgulama Tarihi/Saati').
  [
    'other',
    1,
    '(?:(?:OLUSTURMA|OLUSTURULMA|SORGU|SORGULAMA) (?:TARIH(?:I)?|ZAMANI|SAATI)|SON ODEME TARIH(?:I)?)(?:(?: VE |/| ?[&-] ?)SAAT(?:I)?)?|CREATION (?:DATE|TIME)|CREATED (?:ON|AT)',
  ],
  [
    'other',
    1,
    '(?:DEKONT NO|KANAL(?= ?:)|MUSTERI (?:NO|IBAN|HESAP(?: NO| NUMARASI)?)|TC KIMLIK NO|TCKN|VKN|MERSIS(?: NO)?|BANKA IBAN|TICARET SICIL(?: NO)?|VERGI (?:NO|DAIRESI))',
  ],
  ['other', 1, '(?:BANKA(?:SI)?|SUBE(?:SI)?|SIRA NO|ADRES|TELEFON|ACCOUNT HOLDER BANK|BANK|BRANCH)'],
];

/** Between two words of a label: spaces or none, and a speck read as ',', '.' or ';' before a space. */
const LABEL_GAP = '(?:[,.;]?\\s+|\\s*)';

const COMPILED: LabelRule[] = RULES.map(([target, rank, source]) => ({
  target,
  rank,
  // Words of a label may be glued together by an OCR ('EFTTUTARI', 'İŞLEMTARİHİ'), or parted by a speck
  // it read as a comma or a dot ('BORÇLU, HESAP').
  pattern: new RegExp(source.replace(/\//g, '\\s*/\\s*').replace(/ /g, LABEL_GAP), 'y'),
}));

/** One character per character: Turkish upper case, marks removed ('ı', 'i', 'İ' → 'I'; 'ş' → 'S'). */
export function foldForLabels(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

/** Each character's folded form, once per character seen (a page folds the same few hundred often). */
const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    const upper = char.toLocaleUpperCase('tr-TR').normalize('NFD').replace(/\p{M}/gu, '');
    // Characters outside the BMP take two code units; keep the length in code units.
    folded = (upper[0] ?? char).padEnd(char.length, ' ');
    if (foldedChars.size < 10_000) foldedChars.set(char, folded);
  }
  return folded;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[A-Z0-9]/.test(char);

/** Every label in the line, left to right, longest first at each word start, never overlapping. */
export function findLabels(line: string): LabelMatch[] {
  const folded = foldForLabels(line);
  const matches: LabelMatch[] = [];
  let position = 0;
  while (position < folded.length) {
    if (!isWordChar(folded[position]) || isWordChar(folded[position - 1])) {
      position++;
      continue;
    }
    let best: LabelMatch | null = null;
    for (const rule of COMPILED) {
      rule.pattern.lastIndex = position;
      const match = rule.pattern.exec(folded);
      if (!match) continue;
      const end = position + match[0].length;
      if (isWordChar(folded[end])) continue;
      if (!best || end > best.end) best = { target: rule.target, rank: rule.rank, start: position, end };
    }
    if (best) {
      matches.push(best);
      position = best.end;
    } else {
      position++;
    }
  }
  return matches;
}

/** Whether the text begins with a label, past any rule or border an OCR read as '|', '[' or ':'. */
export function startsWithLabel(text: string): boolean {
  const first = findLabels(text)[0];
  return first !== undefined && /^[\s|¦[\]!:;.\-–—=>]*$/.test(text.slice(0, first.start));
}

/**
 * Dotted leaders, lone colons (or a speck read as ',' or ';' after a label), table rules an OCR read as
 * '|', and a label's tail the OCR cut off.
 */
const FILLER = /^(?:[\s.,;:…·_\-–—|¦[\]!=>/]+|(?:SOYADI?|UNVANI?|NO|NUMARASI|IBAN)\b)+$/;

export const isFiller = (text: string) => FILLER.test(foldForLabels(text));
