/**
 * Whether a value read after a name label can be a person's or a company's name: 2–6 words of letters
 * besides a company's legal form (titles keep their 'Sanayi ve Ticaret Ltd. Şti.', 'A.Ş.'; a company's
 * up to 10, and brand words such as 'A101', 'D&R'), none of them
 * a label, bank, branch, address or transfer word — an address line or a label read as a value is no
 * name; a person's name holds no payment purpose ('Kira Ödemesi'); nor are mostly one-letter words, nor
 * mostly words that start in lower case (a sentence), nor a bank's name or a web or e-mail address.
 */
import { foldForLabels } from '../receiptLabels.js';
import { COMPANY_END, onlyTitleWords } from './titleWords.js';

// prettier-ignore
const NOT_NAME_WORDS = new Set([
  'AD', 'ADI', 'SOYAD', 'SOYADI', 'UNVAN', 'UNVANI', 'ISIM', 'IBAN', 'ALICI', 'GONDEREN', 'GONDERICI', 'KISI',
  'TUTAR', 'TUTARI', 'TARIH', 'TARIHI', 'SAATI', 'HESAP', 'HESABA', 'HESABI', 'HESABINIZA', 'NO',
  'NUMARASI', 'BANK', 'BANKA', 'BANKASI', 'BANKACILIK', 'KATILIM', 'SUBE', 'SUBESI', 'MAH', 'MAHALLESI',
  'CAD', 'CADDESI', 'SOK', 'SOKAK', 'SOKAGI', 'BULVARI', 'BLV', 'APT', 'DAIRE', 'ZEMIN', 'ILCE', 'IL',
  'AKTARILIR', 'AKTARILMISTIR', 'AKTARILDI', 'GONDERILMISTIR', 'TL', 'TRY', 'EFT', 'FAST', 'HAVALE',
  'DEKONT', 'DEKONTU', 'ISLEM', 'REFERANS', 'ACIKLAMA', 'BILGILERI', 'SENDER', 'BENEFICIARY', 'NAME',
  'AMOUNT', 'DATE', 'TIME', 'ACCOUNT', 'MASKED', 'MUSTERI', 'TCKN', 'VKN', 'MERSIS', 'MUDURLUK',
  'LIRA', 'LIRASI', 'KURUS', 'SAHIBI', 'BORCLU', 'ALACAKLI', 'YAPAN', 'HESABIM', 'HESABIMA',
  'HESAPLARIM',
]);

/**
 * A payment's purpose ('Kira Ödemesi', 'Elektrik Faturası', 'Site Aidatı', 'Kredi Taksiti'): no person's
 * name, though a payment company's title holds one ('İninal Ödeme Hizmetleri A.Ş.'). Words that are
 * surnames too ('Fatma Kredi', 'Hasan Prim', 'Ali Vergi') count only in their possessive form ('Kredisi').
 */
// prettier-ignore
const PURPOSE_WORDS = new Set([
  'ODEME', 'ODEMESI', 'ODEMELERI', 'FATURA', 'FATURASI', 'FATURALARI', 'AIDAT', 'AIDATI', 'TAKSIT', 'TAKSITI',
  'KIRASI', 'VERGISI', 'HARCI', 'PRIMI', 'KREDISI', 'BORCU',
]);

/** Words of a company's legal form, not counted among a name's words ('Sanayi ve Ticaret Ltd. Şti.'). */
const TITLE_WORDS = new Set([
  'VE',
  'SAN',
  'SANAYI',
  'TIC',
  'TICARET',
  'LTD',
  'LIMITED',
  'STI',
  'SIRKETI',
  'AS',
  'A.S',
]);

const isTitleWord = (word: string) => TITLE_WORDS.has(foldForLabels(word).replace(/\.$/, ''));

/**
 * Words that are surnames too ('MEHMET YALNIZ', 'AYŞE GENEL', 'ALİ KAT', 'ZEYNEP SAAT') but start an
 * amount in words, a head office's line, an address's floor or a time's label ('YALNIZ BİN TL', 'GENEL
 * MÜDÜRLÜK', 'KAT 3', 'SAAT 14:35'): no name starts with one.
 */
const NOT_FIRST_WORDS = new Set(['YALNIZ', 'GENEL', 'KAT', 'SAAT']);
/** In a company's name, a word of letters and a few digits or of letters joined by '&' ('A101', '3D', 'D&R'). */
const BRAND_WORD = /^(?:\p{L}+\d{1,4}|\d\p{L}+|\p{L}+&\p{L}+)$/u;
/** Own words of a person's name, and of a company's (titles are long: '… İnşaat İthalat İhracat …'). */
const MAX_OWN = 6;
const MAX_OWN_COMPANY = 10;

/**
 * A web or e-mail address, also as an OCR read it without its '@' ('bilgilendirmedakbank.com', 'www.',
 * '.com.tr'), and a bank's name without a legal form ('Akbank Bilgilendirme', 'DENİZBANK'): no party's name
 * (a bank paid as a company, 'AKBANK T.A.Ş.', is one).
 */
export const WEB_OR_MAIL_ADDRESS = /@|\bWWW\.|\.(?:COM|NET|ORG|GOV|EDU)(?:\.TR)?\b/;
const BANK_NAME_WORD = /^\p{L}*BANK$/u;

export function plausibleName(value: string): boolean {
  const words = value.split(' ').filter(Boolean);
  if (WEB_OR_MAIL_ADDRESS.test(foldForLabels(value))) return false;
  const own = words.filter((word) => !isTitleWord(word)).length;
  const company = COMPANY_END.test(foldForLabels(value));
  if (words.length < 2 || own < 1 || own > (company ? MAX_OWN_COMPANY : MAX_OWN)) return false;
  if (NOT_FIRST_WORDS.has(foldForLabels(words[0]))) return false;
  // A title of trade and legal-form words alone ('LOJİSTİK A.Ş.') lost its own name to the OCR or a cut.
  if (company && onlyTitleWords(foldForLabels(value))) return false;
  // Names start with capitals; the words of a sentence ('bilgilerinin doğruluğundan') do not (an OCR may
  // misread one capital: 'Ulaş işık').
  const lower = words.filter((word) => /^\p{Ll}/u.test(word) && !isTitleWord(word)).length;
  if (lower * 2 > own) return false;
  // Mostly one-letter words are specks an OCR read on grey cells ('e e e'), not initials.
  if (words.filter((word) => /^\p{L}$/u.test(word)).length * 2 > words.length) return false;
  for (const word of words) {
    if (!/^[\p{L}][\p{L}.'’-]*$/u.test(word) && !(company && BRAND_WORD.test(word))) return false;
    const folded = foldForLabels(word).replace(/[.'’-]+$/u, '');
    if (NOT_NAME_WORDS.has(folded)) return false;
    if (!company && (BANK_NAME_WORD.test(folded) || PURPOSE_WORDS.has(folded))) return false;
  }
  return true;
}
