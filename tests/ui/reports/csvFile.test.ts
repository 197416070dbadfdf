import { describe, expect, it } from 'vitest';
import { buildCsv, reportCsvFileName, type CsvColumn } from '../../../src/reports/csvFile';

interface Row {
  name: string;
  count: number;
  amount: number | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Ödeme Yöntemi', value: (row) => row.name },
  { header: 'İade Sayısı', value: (row) => row.count },
  { header: 'Toplam Tutar (TL)', value: (row) => row.amount },
];

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('report CSV', () => {
  it('starts with a BOM, puts Turkish headers first and separates cells with ;', () => {
    const csv = buildCsv(columns, [
      { name: 'Moven B', count: 3, amount: 3703.68 },
      { name: 'London B', count: 2, amount: 500.5 },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines(csv)).toEqual([
      'Ödeme Yöntemi;İade Sayısı;Toplam Tutar (TL)',
      'Moven B;3;3703,68',
      'London B;2;500,5',
      '',
    ]);
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    const csv = buildCsv(columns, [{ name: 'A;B "özel"\nyöntem', count: 1, amount: null }]);
    expect(lines(csv)[1]).toBe('"A;B ""özel""\nyöntem";1;');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    const rows = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'].map((name) => ({ name, count: 0, amount: 0 }));
    expect(
      lines(buildCsv(columns, rows))
        .slice(1, -1)
        .map((line) => line.split(';')[0]),
    ).toEqual(['"\'=HYPERLINK(""x"")"', "'+1", "'-2", "'@SUM(A1)"]);
  });

  it('leaves negative numbers as numbers', () => {
    expect(lines(buildCsv(columns, [{ name: 'İade', count: -1, amount: -2.5 }]))[1]).toBe('İade;-1;-2,5');
  });

  it('names the file after the date range, or after today without one', () => {
    const today = new Date('2024-03-05T09:00:00Z');
    expect(reportCsvFileName('odeme-yontemleri', {}, today)).toBe('odeme-yontemleri_2024-03-05.csv');
    expect(
      reportCsvFileName('odeme-yontemleri', { start_date: '2024-03-01', end_date: '2024-03-31' }, today),
    ).toBe('odeme-yontemleri_2024-03-01_2024-03-31.csv');
    expect(reportCsvFileName('durum-dagilimi', { start_date: '2024-03-01' }, today)).toBe(
      'durum-dagilimi_2024-03-01_.csv',
    );
  });
});
