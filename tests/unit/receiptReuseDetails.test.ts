import { describe, expect, it } from 'vitest';
import { detailsOf, readAmount, readDate } from '../../server/receiptReuse/fingerprints.js';

const reading = (fields: Partial<Record<string, string>>) => ({
  gonderici_ismi: 'Bulunamadı',
  alici_ismi: 'Bulunamadı',
  alici_hesap: 'Bulunamadı',
  tutar: 'Bulunamadı',
  islem_tarihi: 'Bulunamadı',
  islem_saati: 'Bulunamadı',
  ...fields,
});

describe('what a receipt reading matches on', () => {
  it.each([
    ['1.250,75', 125075],
    ['1250,75', 125075],
    ['1,250.75', 125075],
    ['250,5', 25050],
    ['1.000', 100000],
    ['1.000.000', 100000000],
    ['TRY 12.500,5', 1250050],
    ['₺77,10', 7710],
    ['Bulunamadı', null],
    ['', null],
    ['abc', null],
  ])('reads the amount %s as %s kuruş', (text, kurus) => {
    expect(readAmount(text)).toBe(kurus);
  });

  it.each([
    ['05.03.2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['31.02.2026', null],
    ['05.03.26', null],
    ['Bulunamadı', null],
  ])('reads the date %s as %s', (text, day) => {
    expect(readDate(text)).toBe(day);
  });

  it('keeps only a valid IBAN, without spaces', () => {
    expect(
      detailsOf(
        reading({
          alici_hesap: 'TR33 0006 1005 1978 6457 8413 26',
          tutar: '10,00',
          islem_tarihi: '01.02.2026',
        }),
      ),
    ).toEqual({ iban: 'TR330006100519786457841326', amount_kurus: 1000, tx_date: '2026-02-01' });
    expect(detailsOf(reading({ alici_hesap: 'TR33 0006 1005 1978 6457 8413 27' })).iban).toBeNull();
    expect(detailsOf(reading({}))).toEqual({ iban: null, amount_kurus: null, tx_date: null });
  });
});
