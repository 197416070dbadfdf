/**
 * Words of a Turkish company title that say its trade or legal form ('GIDA', 'TİCARET', 'SANAYİ', 'LTD.'),
 * matched on folded text (foldForLabels). A wrapped title goes on only over such words: a line that holds
 * a name of its own ('YILMAZ İNŞAAT A.Ş.', 'DENİZBANK A.Ş.', 'PAPARA ELEKTRONİK PARA A.Ş.') is another
 * company, and a person's name ('FATMA ÖZTÜRK') never goes on into a legal form ('A.Ş.').
 */
const TITLE_WORDS = new Set(
  (
    'VE TIC TICARET SAN SANAYI LTD LIMITED ANONIM ITH IHR PAZ INS ITHALAT IHRACAT PAZARLAMA INSAAT ' +
    'URETIM DAGITIM GIDA HIZMET HIZMETLERI TURIZM ENERJI TEKSTIL NAKLIYAT NAKLIYE LOJISTIK TASIMACILIK ' +
    'YATIRIM DANISMANLIK OTOMOTIV MADENCILIK TARIM HAYVANCILIK MAKINA MAKINE MUHENDISLIK YAZILIM BILISIM ' +
    'TEKNOLOJI TEKNOLOJILERI MAGAZACILIK YAYINCILIK KIMYA SAGLIK EGITIM MOBILYA PLASTIK AMBALAJ METAL ' +
    'EMLAK GAYRIMENKUL MIMARLIK REKLAMCILIK ORGANIZASYON PROJE TAAHHUT MUSAVIRLIK URUNLERI ESYA'
  ).split(' '),
);

/** The company's type closing a title ('ŞTİ.', 'ŞİRKETİ', 'A.Ş.'). */
export const COMPANY_END = /\b(?:STI|SIRKETI|A\.?\s?S)\.?$/;

const words = (folded: string) =>
  folded
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/\.+$/, ''))
    .filter(Boolean);

/** The name's last word says a trade or legal form ('… TİCARET', '… GIDA', '… SANAYİ VE'). */
export const endsInTitleWord = (folded: string) => TITLE_WORDS.has(words(folded).at(-1) ?? '');

/** The line holds trade and legal-form words only, its company type at the end or not. */
export function onlyTitleWords(folded: string): boolean {
  const list = words(folded.trim().replace(COMPANY_END, ''));
  return list.length > 0 && list.every((word) => TITLE_WORDS.has(word));
}
