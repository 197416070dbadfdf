import { foldTurkish } from '../../server/db/turkishText.js';
import { REFUND_SEARCHED_COLUMNS } from '../../server/refunds/searchDocument.js';
import type { SeedRefund } from './refundGenerator.js';

/**
 * The trigrams of the loaded refunds' folded search documents, gathered as the rows are generated: what
 * PostgreSQL's search-trigram trigger adds per refund (the folding and the document are the server's).
 */
export class SearchTrigrams {
  private readonly seen = new Set<string>();

  add(row: SeedRefund): void {
    const document = [...foldTurkish(REFUND_SEARCHED_COLUMNS.map((column) => row[column]).join('\n'))];
    for (let i = 0; i + 3 <= document.length; i++)
      this.seen.add(document[i] + document[i + 1] + document[i + 2]);
  }

  *chunks(size: number): Generator<string[]> {
    const all = [...this.seen];
    for (let i = 0; i < all.length; i += size) yield all.slice(i, i + size);
  }
}
