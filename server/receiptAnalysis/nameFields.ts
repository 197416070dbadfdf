/**
 * The sender's and the recipient's names: the plausible name their labels offer (names/nameCheck.ts),
 * a company title the page cut after 'LTD.' read on (none when its company type is not beside or under
 * it), Turkish letters restored from the lexicon
 * (names/nameRepair.ts). A name the reader may have misread is answered with a lower confidence.
 */
import { choose, found, type Found } from './fieldChoice.js';
import type { Row } from './layout.js';
import type { Candidate, FieldTarget, PageLayout } from './layoutCandidates.js';
import { plausibleName } from './names/nameCheck.js';
import { repairName } from './names/nameRepair.js';
import { COMPANY_END, endsInTitleWord, onlyTitleWords } from './names/titleWords.js';
import { isKnownName, plainKey } from './names/turkishLetters.js';
import { foldForLabels } from './receiptLabels.js';
import { readName } from './receiptValues.js';

/**
 * A company title cut after 'LTD.', 'ANONİM', 'LİMİTED' or 'SANAYİ VE' goes on beside it or on the next
 * line ('ŞTİ.', 'ŞİRKETİ', 'TİCARET A.Ş.'); matched on the folded name.
 */
const CUT_TITLE = /\b(?:LTD|TIC|SAN|ANONIM|LIMITED|VE)\.?$/;
const TITLE_TAIL = /^(?:ST[I]|A\.?\s?S)\b/;
/** Lines that can go on a name: words of two or more letters (a title's dots too), no lone speck. */
const NAME_LINES = /^(?:\p{L}[\p{L}.'’&-]+\s*)+$/u;
/** A name that ends in its company type ('Ltd. Şti.', 'A.Ş.') is whole. */
const WHOLE_TITLE = /\b(?:STI|A\.?\s?S)\.?$/;
/** The rest of a cut title on the next line: title words ending in the company's type ('VE TİC. LTD. ŞTİ.'). */
const TITLE_END =
  /^(?:(?:VE|TIC|TICARET|SAN|SANAYI|LTD|LIMITED|ANONIM|ITH|IHR|PAZ|INS)\.?\s+)*(?:STI|SIRKETI|A\.?\s?S)\.?$/;

/** A line that ends in a branch's name ('A.Ş. KADIKÖY ŞUBESİ'; folded): what stands before the place. */
const BRANCH_LINE = /^(.*?\S)\s+(?:[A-Z]+\s+){0,2}SUBESI$/;
/** A branch's word: a name followed by it ('KADİR ÇELİK ŞUBESİ') names a branch, no person. */
const BRANCH_WORD = /^SUBE(?:SI)?\b/;

/** Whether the words of a value are followed, in their cell or the next one, by a branch's word. */
function beforeBranchWord(rows: Row[], candidate: Candidate): boolean {
  const last = candidate.words[candidate.words.length - 1];
  const segment = rows[candidate.row]?.segments.find((cell) => cell.words.includes(last));
  const after = segment?.words[segment.words.indexOf(last) + 1]?.text ?? candidate.rest;
  return BRANCH_WORD.test(foldForLabels(after ?? '').trim());
}

/** The whole cell the value's continuation starts (a label word in it, 'ŞUBESİ', ended the continuation). */
function cellUnder(rows: Row[], candidate: Candidate): string {
  const start = candidate.continuation.trim();
  if (!start) return '';
  return rows[candidate.row + 1]?.segments.find((cell) => cell.text.trim().startsWith(start))?.text ?? start;
}

/**
 * The rest of a company title the page wrapped onto the next line, '' when the line is none of it, or
 * null when the title goes on past what the page shows (a line of trade words under it, no company type).
 */
function titleRest(name: string, candidate: Candidate, wrapped: boolean, lineUnder: string): string | null {
  const folded = foldForLabels(name);
  if (WHOLE_TITLE.test(folded)) return '';
  const under = wrapped ? '' : foldForLabels(candidate.continuation).trim();
  const tradeEnd = endsInTitleWord(folded);
  // Under a title ending in a trade or legal-form word ('… TİCARET', '… GIDA'), a line of legal-form
  // words alone ending in the company type ('LİMİTED ŞİRKETİ', 'LTD. ŞTİ.', 'SANAYİ VE TİCARET A.Ş.') is
  // the title's end; a person's name ('FATMA ÖZTÜRK' over 'A.Ş.') goes on into none.
  if (tradeEnd && TITLE_END.test(under)) return candidate.continuation;
  // The company type at the start of a branch's line ('A.Ş. KADIKÖY ŞUBESİ'): the title's end.
  const typeOfBranch = wrapped ? undefined : BRANCH_LINE.exec(foldForLabels(lineUnder).trim())?.[1];
  if (tradeEnd && typeOfBranch && TITLE_END.test(typeOfBranch))
    return lineUnder.trim().slice(0, typeOfBranch.length);
  // Trade words alone under it with no company type ('… PAZARLAMA' over 'İTHALAT İHRACAT SANAYİ'): cut.
  if (tradeEnd && under && !COMPANY_END.test(under) && onlyTitleWords(under)) return null;
  if (!CUT_TITLE.test(folded)) return '';
  if (TITLE_TAIL.test(foldForLabels(candidate.rest))) return candidate.rest;
  // After 'VE', trade words ending in the company type ('DAĞITIM A.Ş.'); a line with a name of its own
  // ('YILMAZ İNŞAAT A.Ş.', 'DENİZBANK A.Ş.') is another company.
  if (
    /\bVE$/.test(folded) &&
    NAME_LINES.test(candidate.continuation.trim()) &&
    COMPANY_END.test(under) &&
    onlyTitleWords(under)
  )
    return candidate.continuation;
  return '';
}

/** An account line, whole or masked ('TR78 0006 …', 'TR36 **** … 23 45'). */
const ACCOUNT_LINE = /^TR\s?\d{2}(?:[\s*•X#]*[\d*•X#]){4,}$/;

/**
 * Under a party's label, its account may come first and the name on the line under it ('ALICI' over
 * 'TR78 …' over 'FATMA ÖZTÜRK'): the name is read from that line when it reads as a known person's name
 * (a bank's line or a description under the account is none).
 */
function readNameOf(rows: Row[], candidate: Candidate): string | null {
  if (beforeBranchWord(rows, candidate)) return null;
  if (
    candidate.score < 0.9 &&
    candidate.continuation &&
    ACCOUNT_LINE.test(foldForLabels(candidate.text).trim())
  )
    return !isKnownName(candidate.continuation.trim())
      ? null
      : readNameText(
          {
            ...candidate,
            text: candidate.continuation,
            continuation: '',
            cellLines: undefined,
          },
          rows,
        );
  return readNameText(candidate, rows);
}

function readNameText(candidate: Candidate, rows: Row[]): string | null {
  // Turkish names have no apostrophe: in an OCR'd name one is a misread letter ('İs'nail' for 'İsmail').
  if (candidate.words.some((word) => word.conf < 1) && /\p{L}['’]\p{L}/u.test(candidate.text)) return null;
  // A name in a table cell wrapped onto further lines (a long company title) goes on there.
  const wrapped =
    candidate.cellLines !== undefined &&
    NAME_LINES.test(candidate.cellLines) &&
    !WHOLE_TITLE.test(foldForLabels(candidate.text).trim());
  let name = readName(wrapped ? `${candidate.text} ${candidate.cellLines}` : candidate.text);
  if (name) {
    const rest = titleRest(name, candidate, wrapped, cellUnder(rows, candidate));
    if (rest === null) return null;
    // A title cut after 'LTD.' or 'VE' with no company type beside or under it is not the whole name.
    if (!rest && CUT_TITLE.test(foldForLabels(name))) return null;
    if (rest) name = readName(`${candidate.text} ${rest}`);
  }
  if (!name || !plausibleName(name)) return null;
  const ocr = candidate.words.some((word) => word.conf < 1);
  // An OCR reads specks as digits or '&': an OCR'd name has none ('A101' is read on a text layer only).
  if (ocr && /[\d&]/.test(name)) return null;
  // A capital right after a small letter ('ÜmitAksoy') is two words an OCR glued: no name.
  if (ocr && /\p{Ll}\p{Lu}/u.test(name)) return null;
  return repairName(name, candidate.words)?.name ?? null;
}

/**
 * A page printed without Turkish letters (an ASCII-only printer) may have lost them in a name the
 * lexicon does not know, and an OCR may have misread one: such a name is less certain.
 */
function checkedName(name: Found | null, asciiPage: boolean): Found | null {
  // A name whose letters are not those read was corrected from the lexicon: staff check it.
  const letters = (text: string) => plainKey(text).replace(/[^\p{L}]/gu, '');
  if (name?.candidate && !letters(name.candidate.text).includes(letters(name.value)))
    return { ...name, confidence: name.confidence * 0.7 };
  if (!name || isKnownName(name.value)) return name;
  // An OCR'd name the lexicon does not know may hold a misread letter ('Baga' for 'Bağcı').
  const ocr = name.candidate?.words.some((word) => word.conf < 1) ?? false;
  if (!asciiPage && !ocr) return name;
  return { ...name, confidence: name.confidence * 0.7 };
}

/** The name of one party ('sender' or 'recipient'). */
export const partyName = (
  layout: PageLayout,
  party: Extract<FieldTarget, 'sender' | 'recipient'>,
  asciiPage: boolean,
): Found | null =>
  checkedName(
    found(choose(layout.candidates, party, (candidate) => readNameOf(layout.rows, candidate))),
    asciiPage,
  );
