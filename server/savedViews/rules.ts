import { Value } from 'typebox/value';
import { SAVED_VIEW_NAME_MAX, SavedViewStateSchema, type SavedViewState } from '../../contract/savedViews.js';
import { foldTurkish } from '../db/turkishText.js';
import { badRequest } from '../http/errors.js';
import { catalogTexts, serverText } from '../i18n/catalog.js';

export const SAVED_VIEW_MESSAGES = catalogTexts({
  nameRequired: 'savedViews.server.nameRequired',
  nameTooLong: 'savedViews.server.nameTooLong',
  nameInvalid: 'savedViews.server.nameInvalid',
  nameTaken: 'savedViews.server.nameTaken',
  stateRequired: 'savedViews.server.stateRequired',
  stateTooLarge: 'savedViews.server.stateTooLarge',
  dateOrder: 'savedViews.server.dateOrder',
  tooMany: 'savedViews.server.tooMany',
  notFound: 'savedViews.server.notFound',
  readOnly: 'savedViews.server.readOnly',
  shareNeedsAdmin: 'savedViews.server.shareNeedsAdmin',
  unshareOthers: 'savedViews.server.unshareOthers',
  unknownRole: 'savedViews.server.unknownRole',
  nothingToChange: 'savedViews.server.nothingToChange',
  created: 'savedViews.server.created',
  updated: 'savedViews.server.updated',
  deleted: 'savedViews.server.deleted',
  defaultSet: 'savedViews.server.defaultSet',
  defaultCleared: 'savedViews.server.defaultCleared',
});

/** The stored state's JSON stays small: the schema bounds every part, this bounds the whole. */
const STATE_JSON_MAX = 2000;

/** A name as stored and its uniqueness key: trimmed, 1–60 characters, no control characters. */
export function viewName(raw: string | undefined): { name: string; key: string } {
  // One spelling per name: a dotted İ typed as I + U+0307 is the same name as the one-character İ.
  const name = (raw ?? '').normalize('NFC').trim();
  if (name === '') throw badRequest(SAVED_VIEW_MESSAGES.nameRequired);
  if ([...name].length > SAVED_VIEW_NAME_MAX) throw badRequest(SAVED_VIEW_MESSAGES.nameTooLong);
  // Control and format characters (zero-width, bidi overrides) and lone surrogates make names that look
  // alike or read backwards; a name of only invisible or blank characters is no name.
  if (/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\u2028\u2029]/u.test(name))
    throw badRequest(SAVED_VIEW_MESSAGES.nameInvalid);
  if (name.replace(/[\p{Z}\s\u115f\u1160\u3164\uffa0\u2800]/gu, '') === '')
    throw badRequest(SAVED_VIEW_MESSAGES.nameRequired);
  // Folded the Turkish way, so that 'İade' and 'iade' (or 'IŞIK' and 'ışık') are one name.
  return { name, key: foldTurkish(name) };
}

/**
 * The list state of a view, checked strictly: only the refund list's own filter keys, sort fields and
 * columns, sizes bounded. An unknown filter key is named in the refusal.
 */
export function viewState(raw: unknown): SavedViewState {
  if (raw === undefined || raw === null) throw badRequest(SAVED_VIEW_MESSAGES.stateRequired);
  if (JSON.stringify(raw).length > STATE_JSON_MAX) throw badRequest(SAVED_VIEW_MESSAGES.stateTooLarge);
  const [first] = Value.Errors(SavedViewStateSchema, raw);
  if (first) {
    const unknownFilter = /^\/filter\/([^/]+)$/.exec(first.instancePath);
    if (unknownFilter && first.schemaPath.endsWith('additionalProperties')) {
      throw badRequest(serverText('savedViews.server.unknownFilter', { key: unknownFilter[1] }));
    }
    throw badRequest(
      serverText('savedViews.server.stateInvalid', { field: first.instancePath.replace(/^\//, '') || '-' }),
    );
  }
  const state = raw as SavedViewState;
  const { start_date: start, end_date: end } = state.filter;
  for (const day of [start, end]) {
    if (day !== undefined && Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw badRequest(serverText('savedViews.server.stateInvalid', { field: 'filter' }));
    }
  }
  if (start !== undefined && end !== undefined && end < start)
    throw badRequest(SAVED_VIEW_MESSAGES.dateOrder);
  return state;
}

/** How a view's audience reads in the system log. */
export const describeAudience = (roleName: string | null) =>
  roleName === null
    ? serverText('savedViews.server.log.personal')
    : serverText('savedViews.server.log.sharedWith', { role: roleName });
