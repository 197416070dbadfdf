/**
 * A payment's purpose or a saved payee's category shown where a name stands ('Kime   Kira Ödemesi',
 * 'Alıcı : Elektrik Faturası') is no person's name; a payment company's title with its legal form
 * ('İninal Ödeme Hizmetleri A.Ş.') is a name.
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptText } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN as R, spaced } from './receiptTestWords';

const card = (to: string) => `Para gönderildi
₺1.150,00
Gönderen        AYŞE YILMAZ
Kime            ${to}
Alıcı IBAN      ${spaced(R)}
İşlem zamanı    24 Kasım 2026, 14:35
`;

describe("a payment's purpose where the recipient's name stands", () => {
  it('is no name', () => {
    for (const purpose of [
      'Kira Ödemesi',
      'Elektrik Faturası',
      'Site Aidatı',
      'Kredi Taksiti',
      'Fatura Ödeme',
    ])
      expect(parseReceiptText(card(purpose)).alici_ismi, purpose).toBe(NOT_FOUND);
  });

  it("leaves a payment company's title with its legal form, and people's names, read", () => {
    expect(parseReceiptText(card('İNİNAL ÖDEME HİZMETLERİ A.Ş.')).alici_ismi).toBe(
      'İNİNAL ÖDEME HİZMETLERİ A.Ş.',
    );
    expect(parseReceiptText(card('MEHMET KAYA')).alici_ismi).toBe('MEHMET KAYA');
  });
});
