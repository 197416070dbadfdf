import { asId } from '../http/inputLimits.js';
import { badRequest } from '../http/errors.js';
import { passwordProblem } from '../auth/routes/passwordRoutes.js';

export const USER_MESSAGES = {
  required: 'Lütfen zorunlu alanları doldurun',
  usernamePattern: 'Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor',
  usernameImmutable: 'Kullanıcı adı değiştirilemez',
  roleMissing: 'Seçilen rol bulunamadı',
  email: 'Geçersiz e-posta adresi',
  notFound: 'Kullanıcı bulunamadı',
  selfDelete: 'Kendinizi silemezsiniz',
  lastAdmin: 'Son aktif yönetici silinemez, pasif yapılamaz veya başka bir role alınamaz',
  twoFactorOnlyOff:
    'İki faktörlü doğrulama yalnızca kullanıcının kendisi tarafından profil sayfasından etkinleştirilebilir',
} as const;

/** 2FA flags arrive as numbers, '1'/'true'/'1.0' strings or booleans (spec section 3). */
export function parseFlag(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['1', 'true', '1.0'].includes(text)) return true;
    if (['0', 'false', '0.0'].includes(text)) return false;
  }
  throw badRequest('Geçersiz açık/kapalı değeri');
}

export interface UserFields {
  username?: string;
  password?: string;
  role_id?: number;
  email?: string | null;
  full_name?: string | null;
  is_active?: boolean;
  is_2fa_enabled?: boolean;
}

const text = (value: unknown, max: number): string | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest('Geçersiz alan değeri');
  const trimmed = String(value).trim();
  if (trimmed.length > max) throw badRequest(`Alan en fazla ${max} karakter olabilir`);
  return trimmed === '' ? null : trimmed;
};

/** Section 5 user rules; on create username, password and role are required, on update none is. */
export function parseUserFields(body: Record<string, unknown>, mode: 'create' | 'update'): UserFields {
  const fields: UserFields = {};
  const username = text(body.username, 64);
  const password = typeof body.password === 'string' ? body.password : undefined;
  const roleRaw = body.role_id;
  if (
    mode === 'create' &&
    (!username || !password || roleRaw === undefined || roleRaw === null || roleRaw === '')
  ) {
    throw badRequest(USER_MESSAGES.required);
  }
  if (username) {
    if (!/^[A-Za-z0-9_]+$/.test(username)) throw badRequest(USER_MESSAGES.usernamePattern);
    fields.username = username;
  }
  if (password) {
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem);
    fields.password = password;
  }
  if (roleRaw !== undefined && roleRaw !== null && roleRaw !== '') {
    const roleId = asId(roleRaw);
    if (roleId === null) throw badRequest(USER_MESSAGES.roleMissing);
    fields.role_id = roleId;
  }
  const email = text(body.email, 254);
  if (email !== undefined) {
    if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(USER_MESSAGES.email);
    fields.email = email;
  }
  const fullName = text(body.full_name, 128);
  if (fullName !== undefined) fields.full_name = fullName;
  const active = parseFlag(body.is_active);
  if (active !== undefined) fields.is_active = active;
  const twoFactor = parseFlag(body.is_2fa_enabled);
  if (twoFactor !== undefined) fields.is_2fa_enabled = twoFactor;
  return fields;
}
