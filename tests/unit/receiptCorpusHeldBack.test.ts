/**
 * The receipt corpus's own rules, without a browser or the reader: the 'YALNIZ' words the held-back
 * ATM slip prints, and that every held-back family shows on its page the fields it expects to be read.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom, personName, recipientName, turkishIban } from '../receiptCorpus/fakeReceiptData';
import type { ReceiptFacts } from '../receiptCorpus/layoutKit';
import { RECEIPT_LAYOUTS } from '../receiptCorpus/receiptLayouts';
import { spacedIban } from '../receiptCorpus/receiptFormats';
import { amountInWords, turkishNumberWords } from '../receiptCorpus/turkishAmountWords';

describe('amounts in Turkish words', () => {
  it.each([
    [0, 'sıfır'],
    [7, 'yedi'],
    [100, 'yüz'],
    [1000, 'bin'],
    [1234, 'binikiyüzotuzdört'],
    [2_019, 'ikibinondokuz'],
    [110_000, 'yüzonbin'],
    [1_000_000, 'birmilyon'],
    [3_250_700, 'üçmilyonikiyüzellibinyediyüz'],
  ])('%i is %s', (value, words) => {
    expect(turkishNumberWords(value)).toBe(words);
  });

  it('writes lira and kuruş in capitals with Turkish letters, the kuruş left out when nil', () => {
    expect(amountInWords(123_456)).toBe('BİNİKİYÜZOTUZDÖRT TL ELLİALTI KR');
    expect(amountInWords(425_000)).toBe('DÖRTBİNİKİYÜZELLİ TL');
    expect(amountInWords(61)).toBe('SIFIR TL ALTMIŞBİR KR');
  });
});

function factsOf(seed: number): ReceiptFacts {
  const random = seededRandom(seed);
  const moment = { year: 2024, month: 12, day: 31, hour: 18, minute: 5, second: 9 };
  return {
    sender: personName(random),
    senderIban: turkishIban(random),
    recipient: recipientName(random),
    recipientIban: turkishIban(random),
    amountKurus: 1_234_567,
    feeKurus: 850,
    moment,
    reference: '4711081542',
    description: 'Kira ödemesi',
    senderBank: 'Akbank',
    recipientBank: 'QNB',
    printMoment: { ...moment, day: 2, hour: 9 },
    balanceKurus: 50_000,
  };
}

/** Page text without tags, entities decoded, spaces evened out. */
const textOf = (page: string) =>
  page
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('held-back layout families', () => {
  const heldBack = RECEIPT_LAYOUTS.filter((layout) => layout.heldBack);

  it('are at least ten, each family named apart', () => {
    expect(heldBack.length).toBeGreaterThanOrEqual(10);
    expect(new Set(RECEIPT_LAYOUTS.map((layout) => layout.name)).size).toBe(RECEIPT_LAYOUTS.length);
  });

  it.each(heldBack.map((layout) => [layout.name, layout] as const))(
    '%s prints every field it expects, the recipient IBAN whole',
    (_name, layout) => {
      for (const seed of [11, 12, 13]) {
        const facts = factsOf(seed);
        const { html, expected } = layout.render(facts);
        const text = textOf(html);
        for (const value of [
          expected.gonderici_ismi,
          expected.alici_ismi,
          expected.tutar,
          expected.islem_saati,
        ])
          expect(text).toContain(value);
        expect(text.includes(facts.recipientIban) || text.includes(spacedIban(facts.recipientIban))).toBe(
          true,
        );
        expect(expected.islem_tarihi).toBe('31.12.2024');
      }
    },
  );
});
