/**
 * An outside attack (attack 5) on four narrowings of the reader's rules: a party's account heading
 * governing down to its first IBAN line, no name under a '… BİLGİLERİ' heading when a party heading on
 * the page is empty, a name before a 'ŞUBE :' label, 'GELEN … İADE' taken as no incoming page. The last two
 * gave wrong values (a branch named after a person read as a name; credits of a refund taken as outgoing,
 * the payer's IBAN given as the recipient's) and were dropped. The first two cost names printed after the
 * account (a masked IBAN, one cut over two lines) but give no wrong value: every design here is right or
 * empty.
 */
import { describe, it } from 'vitest';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import designs, { type Fields } from './receiptRulesAttack5Designs';
import { rightOrEmpty } from './receiptTestWords';

const fieldsOf = (input: (typeof designs)[number]['input']) =>
  (typeof input === 'string'
    ? parseReceiptText(input)
    : parseReceiptWords(input).fields) as unknown as Fields;

describe('attack 5: every design, each field right or empty', () => {
  for (const design of designs)
    it(`${design.id} ${design.title}`, () => {
      const fields = fieldsOf(design.input);
      for (const [field, right] of Object.entries(design.want)) rightOrEmpty(fields[field], right);
    });
});
