import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { badRequest } from '../http/errors.js';

export const MAPPING_MESSAGES = {
  required: 'Lütfen tüm alanları doldurun',
  unknownStatus: 'Seçilen durum bulunamadı',
  tooLong: 'Hazır yanıt bilgisi çok uzun',
  oneActive: 'Bu durum için zaten aktif bir eşleştirme var',
  notFound: 'Eşleştirme bulunamadı',
  created: 'Eşleştirme başarıyla oluşturuldu',
  updated: 'Eşleştirme başarıyla güncellendi',
  deleted: 'Eşleştirme başarıyla silindi',
} as const;

/** A mapping as GET /status-canned-responses answers it (spec section 3). */
export interface MappingJson {
  id: number;
  status_id: number;
  status_name: string;
  status_color: string;
  canned_response_id: string;
  canned_response_name: string | null;
  is_active: boolean;
  created_by_username: string | null;
}

export interface MappingValues {
  status_id: number;
  canned_response_id: string;
  canned_response_name: string | null;
  is_active: number;
}

const ID_MAX = 64;
const NAME_MAX = 255;

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number < 1e9 ? number : null;
}

function flag(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  throw badRequest('Geçersiz veya eksik alan: is_active');
}

/** The body of POST and PUT: status and canned response are required, the rest has defaults. */
export function parseMappingValues(body: Record<string, unknown>): MappingValues {
  const statusId = positiveInteger(body.status_id);
  const rawId = body.canned_response_id;
  const cannedId =
    typeof rawId === 'string'
      ? rawId.trim()
      : typeof rawId === 'number' && Number.isFinite(rawId)
        ? String(rawId)
        : '';
  if (statusId === null || cannedId === '') throw badRequest(MAPPING_MESSAGES.required);
  const rawName = body.canned_response_name;
  if (rawName !== undefined && rawName !== null && typeof rawName !== 'string') {
    throw badRequest('Geçersiz veya eksik alan: canned_response_name');
  }
  const name = rawName?.trim() || null;
  if (cannedId.length > ID_MAX || (name?.length ?? 0) > NAME_MAX) throw badRequest(MAPPING_MESSAGES.tooLong);
  return {
    status_id: statusId,
    canned_response_id: cannedId,
    canned_response_name: name,
    is_active: flag(body.is_active),
  };
}

export function selectMappings(db: Kysely<Database>) {
  return db
    .selectFrom('status_canned_responses as m')
    .innerJoin('statuses as s', 's.id', 'm.status_id')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .select([
      'm.id',
      'm.status_id',
      's.name as status_name',
      's.color as status_color',
      'm.canned_response_id',
      'm.canned_response_name',
      'm.is_active',
      'u.username as created_by_username',
    ]);
}

type MappingRow = Omit<MappingJson, 'is_active'> & { is_active: number };

export const mappingJson = (row: MappingRow): MappingJson => ({ ...row, is_active: row.is_active === 1 });

export async function loadMapping(db: Kysely<Database>, id: number): Promise<MappingJson | null> {
  const row = await selectMappings(db).where('m.id', '=', id).executeTakeFirst();
  return row ? mappingJson(row) : null;
}

/** The active mapping of a status, if any (what a status change sends). */
export function activeMappingOf(db: Kysely<Database>, statusId: number) {
  return db
    .selectFrom('status_canned_responses')
    .select(['id', 'canned_response_id', 'canned_response_name'])
    .where('status_id', '=', statusId)
    .where('is_active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
