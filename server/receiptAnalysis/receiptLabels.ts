/**
 * Label variants of Turkish bank and wallet transfer receipts, and how to find them in a line of text.
 * Labels are matched on a folded copy of the line (Turkish upper case, diacritics removed: 'Alıcı Adı' and
 * 'ALICI ADI' and an OCR's 'Alici Adi' all read 'ALICI ADI') that keeps one character per original
 * character, so a match's offsets point into the original line too.
 */

/** What a label introduces; 'other' labels only end the value of the label before them. */
export type LabelTarget =
  'sender' | 'recipient' | 'account' | 'senderAccount' | 'amount' | 'dateTime' | 'time' | 'other';

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

const NAME_SUFFIX = '(?: AD(?:I)?(?: SOYAD(?:I)?)?(?:/UNVAN(?:I)?)?| (?:ISMI|UNVANI?))?';
const PARTY = '(?:ALICI|LEHDAR|LEHTAR|YARARLANICI)';

/** Patterns over folded text: a space stands for any run of spaces, '/' may have spaces around it. */
const RULES: Array<[LabelTarget, number, string]> = [
  ['sender', 1, `GONDEREN${NAME_SUFFIX}`],
  ['sender', 1, `GONDERICI${NAME_SUFFIX}`],
  ['recipient', 1, `${PARTY}${NAME_SUFFIX}`],
  ['account', 1, `${PARTY} (?:IBAN(?: NO)?|HESAP(?: NO| NUMARASI)?(?:/IBAN)?)`],
  ['account', 3, 'IBAN(?: NO)?'],
  ['senderAccount', 1, '(?:GONDEREN|GONDERICI) (?:IBAN(?: NO)?|HESAP(?: NO| NUMARASI)?(?:/IBAN)?)'],
  ['amount', 1, '(?:ISLEM|HAVALE|EFT|FAST|TRANSFER|ODEME|GONDERIM) TUTARI'],
  ['amount', 1, 'GONDERILEN TUTAR'],
  ['amount', 2, 'TUTAR(?:I)?'],
  ['amount', 3, 'TOPLAM(?: TUTAR)?'],
  ['dateTime', 1, 'ISLEM TARIHI(?:(?: VE |/)SAATI)?'],
  ['dateTime', 1, 'ISLEM ZAMANI'],
  ['dateTime', 2, '(?:GONDERIM|HAVALE|EFT|TRANSFER) TARIHI'],
  ['dateTime', 2, 'TARIH(?:(?: VE |/)SAAT)?'],
  ['dateTime', 3, 'DUZENLEME TARIHI'],
  ['time', 1, 'ISLEM SAATI'],
  ['time', 2, 'SAAT(?:I)?'],
  [
    'other',
    1,
    `(?:GONDEREN|GONDERICI|${PARTY}) (?:BANKA(?:SI)?|SUBE(?:SI)?|BILGILERI|TCKN|VKN|TC KIMLIK NO|ADRESI?|TELEFON)`,
  ],
  ['other', 1, 'ISLEM (?:UCRETI|NO|NUMARASI|TURU|TIPI|REFERANSI?|BILGILERI|KANALI)'],
  ['other', 1, '(?:ACIKLAMA|MASRAF(?: TUTARI)?|BSMV|KOMISYON(?: TUTARI)?|UCRET|REFERANS(?: NO)?|SORGU NO)'],
  [
    'other',
    1,
    '(?:DEKONT NO|VALOR(?: TARIHI)?|KANAL|MUSTERI NO|TC KIMLIK NO|TCKN|VKN|HESAP (?:NO|NUMARASI))',
  ],
  ['other', 1, '(?:BANKA(?:SI)?|SUBE(?:SI)?|SIRA NO|BAKIYE|KALAN BAKIYE)'],
];

const COMPILED: LabelRule[] = RULES.map(([target, rank, source]) => ({
  target,
  rank,
  pattern: new RegExp(source.replace(/\//g, '\\s*/\\s*').replace(/ /g, '\\s+'), 'y'),
}));

/** One character per character: Turkish upper case, marks removed ('ı', 'i', 'İ' → 'I'; 'ş' → 'S'). */
export function foldForLabels(text: string): string {
  let folded = '';
  for (const char of text) {
    const upper = char.toLocaleUpperCase('tr-TR').normalize('NFD').replace(/\p{M}/gu, '');
    // Characters outside the BMP take two code units; keep the length in code units.
    folded += (upper[0] ?? char).padEnd(char.length, ' ');
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
