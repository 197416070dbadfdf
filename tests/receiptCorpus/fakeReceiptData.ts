/**
 * Deterministic fake data for the receipt corpus: a seeded PRNG, Turkish names (İ/ı/ş/ğ/ü/ö/ç), valid
 * Turkish IBANs (mod 97 check digits computed), amounts and date-times.
 */

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pickOne = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)];
const integer = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

// prettier-ignore
const FIRST_NAMES = [
  'Ayşe', 'Mehmet', 'Gülşen', 'İlknur', 'Çağrı', 'Şükrü', 'Ömer', 'Büşra', 'Ilgın', 'Özge', 'Ümit',
  'Doğan', 'Ebru', 'Işıl', 'Tuğba', 'Yiğit', 'Gökhan', 'Sevgi', 'Cengiz', 'Rüya', 'İsmail', 'Nilüfer',
  'Barış', 'Şeyma', 'Kübra', 'Oğuzhan', 'Gülizar', 'Eylül', 'Çiçek', 'Tarık', 'Neslihan', 'Ulaş',
];
// prettier-ignore
const SURNAMES = [
  'Yılmaz', 'Öztürk', 'Şahin', 'Çelik', 'Doğan', 'Kılıç', 'Aydın', 'Güneş', 'Erdoğan', 'Yıldız', 'Koç',
  'Arslan', 'Kaya', 'Çakır', 'Özdemir', 'Aksoy', 'Bağcı', 'Işık', 'Uğurlu', 'Türkmen', 'İnce', 'Ünal',
  'Karagöz', 'Yıldırım', 'Kocabıyık', 'Şendil', 'Gündoğdu', 'Çınar',
];
const COMPANIES = [
  'Örnek Yazılım Ltd. Şti.',
  'Güneş Gıda A.Ş.',
  'Çağdaş İnşaat Ltd. Şti.',
  'Işık Lojistik A.Ş.',
];
/** Real Turkish bank codes (Ziraat, Halk, Vakıf, Akbank, Garanti, İş, Yapı Kredi, QNB, Denizbank). */
const BANK_CODES = ['00010', '00012', '00015', '00046', '00062', '00064', '00067', '00111', '00134'];

export function personName(random: Random): string {
  const first = pickOne(random, FIRST_NAMES);
  const middle =
    random() < 0.25
      ? ` ${pickOne(
          random,
          FIRST_NAMES.filter((name) => name !== first),
        )}`
      : '';
  return `${first}${middle} ${pickOne(random, SURNAMES)}`;
}

export const recipientName = (random: Random): string =>
  random() < 0.2 ? pickOne(random, COMPANIES) : personName(random);

/** ISO 7064 mod 97-10 check digits over the BBAN followed by 'TR00'. */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

export function turkishIban(random: Random): string {
  let account = '';
  for (let i = 0; i < 16; i++) account += String(integer(random, 0, 9));
  const bban = `${pickOne(random, BANK_CODES)}0${account}`;
  const check = 98 - mod97(`${bban}292700`); // T = 29, R = 27
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

/** Amount in kuruş: mostly everyday sums, sometimes round, sometimes five digits of lira. */
export function amountKurus(random: Random): number {
  const roll = random();
  if (roll < 0.2) return integer(random, 1, 90) * 5000;
  if (roll < 0.4) return integer(random, 1000, 9_999_999);
  return integer(random, 1000, 499_999);
}

export interface TransferMoment {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function transferMoment(random: Random): TransferMoment {
  return {
    year: integer(random, 2023, 2026),
    month: integer(random, 1, 12),
    day: integer(random, 1, 28),
    hour: integer(random, 0, 23),
    minute: integer(random, 0, 59),
    second: integer(random, 0, 59),
  };
}
