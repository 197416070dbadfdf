import { describe, expect, it } from 'vitest';
import { withoutDroppedDigit } from '../../server/receiptAnalysis/amountCrossCheck';
import { NOT_FOUND, emptyReceiptFields } from '../../server/receiptAnalysis/receiptFields';

const reading = (tutar: string, ...passes: string[]) => ({
  fields: { ...emptyReceiptFields(), tutar },
  confidence: { tutar: 0.9 },
  passTexts: passes,
});

describe('an OCR’d amount another pass read with one more leading digit', () => {
  it('is left empty when another pass read the figure longer', () => {
    const checked = withoutDroppedDigit(
      reading('6.150,87', 'Tutar   -66.150,87   3.546,55', 'Tutar   6.150,87   3.546,55'),
    );
    expect(checked.fields.tutar).toBe(NOT_FOUND);
    expect(checked.confidence.tutar).toBeUndefined();
  });

  it('stays when the longer reading starts with a 1 or a 4, a ₺ before the figure misread', () => {
    const checked = withoutDroppedDigit(reading('48.965,45', '₺48.965,45', '448.965,45'));
    expect(checked.fields.tutar).toBe('48.965,45');
  });

  it('stays when another pass read a different digit before it', () => {
    const checked = withoutDroppedDigit(reading('6.097,23', 'TUTAR   -56.097,23', 'TUTAR   : 6.097,23 TL'));
    // The pass reading the chosen figure holds it as chosen; the other's extra digit is no doubled one.
    expect(checked.fields.tutar).toBe('6.097,23');
  });

  it('stays when every pass read it alike', () => {
    const checked = withoutDroppedDigit(reading('6.150,87', 'Tutar 6.150,87 TL', 'Tutar: 6.150,87 TL 66'));
    expect(checked.fields.tutar).toBe('6.150,87');
  });

  it('stays when the longer figure is another one printed on the page beside it (a balance)', () => {
    const checked = withoutDroppedDigit(reading('2.150,00', 'Tutar 2.150,00 TL   Bakiye 22.150,00 TL'));
    expect(checked.fields.tutar).toBe('2.150,00');
  });

  it('stays for a short figure, which groups and dates hold by chance', () => {
    const checked = withoutDroppedDigit(reading('7,00', 'Tutar 7,00 TL', 'Tarih 77.00.2026'));
    expect(checked.fields.tutar).toBe('7,00');
  });
});
