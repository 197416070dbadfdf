/** An amount written out in Turkish words, as banks print it on a 'YALNIZ …' line. */

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];

/** 0–999 in words, run together ('yüz' and not 'biryüz'); '' for 0. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const hundredWord = hundreds === 0 ? '' : `${hundreds === 1 ? '' : ONES[hundreds]}yüz`;
  return `${hundredWord}${TENS[Math.floor(rest / 10)]}${ONES[rest % 10]}`;
}

/** A whole number in words run together: 1234 → 'binikiyüzotuzdört', 0 → 'sıfır'. */
export function turkishNumberWords(value: number): string {
  if (value === 0) return 'sıfır';
  const millions = Math.floor(value / 1_000_000);
  const thousands = Math.floor((value % 1_000_000) / 1000);
  const rest = value % 1000;
  const millionWords = millions === 0 ? '' : `${turkishNumberWords(millions)}milyon`;
  const thousandWords = thousands === 0 ? '' : `${thousands === 1 ? '' : belowThousand(thousands)}bin`;
  return `${millionWords}${thousandWords}${belowThousand(rest)}`;
}

/** 123456 → 'BİNİKİYÜZOTUZDÖRT TL ELLİALTI KR' (the kuruş left out when there are none). */
export function amountInWords(kurus: number): string {
  const lira = turkishNumberWords(Math.trunc(kurus / 100));
  const cents = kurus % 100;
  const words = cents === 0 ? `${lira} TL` : `${lira} TL ${turkishNumberWords(cents)} KR`;
  return words.toLocaleUpperCase('tr-TR');
}
