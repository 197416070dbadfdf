/** What a corpus layout family is made of: the facts of a transfer, the expected fields, HTML helpers. */
import type { TransferMoment } from './fakeReceiptData.js';
import { dateWith, html, shortTime, turkishAmount } from './receiptFormats.js';

export interface ReceiptFacts {
  sender: string;
  senderIban: string;
  recipient: string;
  recipientIban: string;
  amountKurus: number;
  feeKurus: number;
  moment: TransferMoment;
  reference: string;
  description: string;
  senderBank: string;
  recipientBank: string;
  /** A print or document date that is not the transaction's. */
  printMoment: TransferMoment;
  balanceKurus: number;
}

export interface ExpectedFields {
  gonderici_ismi: string;
  alici_ismi: string;
  alici_hesap: string;
  tutar: string;
  islem_tarihi: string;
  islem_saati: string;
}

/** How the degraded image of a family is spoilt beyond the usual scan (see receiptRenderer.ts). */
export const DEGRADATION_MODES = ['scan', 'photo', 'fax', 'rotated'] as const;
export type DegradationMode = (typeof DEGRADATION_MODES)[number];

export interface ReceiptLayout {
  name: string;
  /** Never looked at while tuning the reader: the bench reports it apart. */
  heldBack?: boolean;
  degradation?: DegradationMode;
  render(facts: ReceiptFacts): { html: string; expected: ExpectedFields };
}

export const page = (style: string, body: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; }
  body { margin: 0; padding: 28px 36px; width: 780px; background: #fff; color: #111;
         font-family: 'DejaVu Sans', sans-serif; font-size: 15px; line-height: 1.5; }
  h1 { font-size: 20px; margin: 0 0 4px; } .muted { color: #555; font-size: 13px; }
  ${style}</style></head><body>${body}</body></html>`;

export const expectedOf = (
  facts: ReceiptFacts,
  names: (name: string) => string = (name) => name,
): ExpectedFields => ({
  gonderici_ismi: names(facts.sender),
  alici_ismi: names(facts.recipient),
  alici_hesap: facts.recipientIban,
  tutar: turkishAmount(facts.amountKurus),
  islem_tarihi: dateWith(facts.moment, '.'),
  islem_saati: shortTime(facts.moment),
});

/** What a layout renders: the page, and the fields it shows (names written as `names` writes them). */
export const receiptPage = (
  facts: ReceiptFacts,
  style: string,
  body: string,
  names?: (name: string) => string,
): ReturnType<ReceiptLayout['render']> => ({ html: page(style, body), expected: expectedOf(facts, names) });

export const rows = (pairs: Array<[string, string]>, render: (label: string, value: string) => string) =>
  pairs.map(([label, value]) => render(html(label), html(value))).join('\n');
