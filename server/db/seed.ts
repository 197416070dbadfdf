import crypto from 'node:crypto';
import { sql } from 'kysely';
import {
  ADMIN_ROLE_ID,
  CASI_DEFAULT_PERMISSIONS,
  CASI_ROLE_ID,
  PERMISSIONS,
} from '../../contract/permissions.js';
import { hashPassword } from '../auth/passwords.js';
import { newUserRow } from '../users/userRow.js';
import type { DatabaseHandle } from './connection.js';

const PERMISSION_DESCRIPTIONS: Record<string, string> = {
  create_refund: 'İade oluşturma ve düzenleme',
  update_refund: 'İade güncelleme ve dekont yükleme',
  delete_refund: 'İade silme',
  view_refunds: 'İadeleri görüntüleme',
  view_all_refunds: 'Tüm iadeleri ve mail durumunu görüntüleme',
  update_refund_status: 'İade durumunu güncelleme',
  view_payment_methods: 'Ödeme yöntemlerini görüntüleme',
  manage_users: 'Kullanıcı yönetimi',
  manage_roles: 'Rol yönetimi',
  manage_statuses: 'Durum yönetimi',
  manage_payment_methods: 'Ödeme yöntemi yönetimi',
  manage_reasons: 'İade sebebi yönetimi',
  view_logs: 'Sistem loglarını görüntüleme',
  view_reports: 'Raporları görüntüleme',
  view_admin_panel: 'Yönetim paneline erişim',
  access_settings_module: 'Ayarlar modülüne erişim',
  manage_refund_reasons: 'İade sebebi ekleme',
  admin_access: 'Yönetici erişimi (e-posta yönetimi)',
  approve_refunds: 'İade durum değişikliklerini onaylama (dört göz)',
};

/** The payment methods every new installation starts with: id, code, display order. */
const PAYMENT_METHODS: ReadonlyArray<[number, string, string, number]> = [
  [4, 'Moven B', 'moven_b', 1],
  [5, 'London B', 'london_b', 2],
  [6, 'SafePays B', 'safepays_b', 3],
  [13, 'PH B', 'ph_b', 2],
  [14, 'Moven P', 'moven_p', 0],
  [15, 'MultiPay B', 'multipay_b', 0],
  [16, 'Jet H', 'jet_h', 0],
  [17, 'Yeni H', 'yeni_h', 0],
  [18, 'F P', 'f_p', 0],
  [19, 'Hızlı P', 'hizli_p', 0],
];

/** Starter statuses; id 1 is the default of a new refund, 4 completes a refund. */
const STATUSES: ReadonlyArray<[number, string, string, number, number]> = [
  [1, 'Beklemede', '#f59e0b', 1, 0],
  [2, 'İnceleniyor', '#3b82f6', 2, 0],
  [3, 'Onaylandı', '#22c55e', 3, 0],
  [4, 'Tamamlandı', '#15803d', 4, 1],
  [5, 'Reddedildi', '#ef4444', 5, 0],
  [6, 'İptal Edildi', '#6b7280', 6, 0],
];

const REASONS: ReadonlyArray<[number, string, string, number]> = [
  [1, 'Mükerrer ödeme', 'mukerrer_odeme', 1],
  [2, 'Hatalı tutar', 'hatali_tutar', 2],
  [3, 'Hesap kapatma', 'hesap_kapatma', 3],
  [4, 'Yatırım iptali', 'yatirim_iptali', 4],
  [5, 'Diğer', 'diger', 5],
];

export interface SeedResult {
  /** Set only when the first admin was created by this call and its password was generated. */
  generatedAdminPassword: string | null;
  createdAdmin: boolean;
}

/** Idempotent: inserts what is missing and leaves what exists (including edits by staff) alone. */
export async function seedDatabase(
  handle: DatabaseHandle,
  admin: { username: string; password: string | null },
): Promise<SeedResult> {
  const { db } = handle;
  const now = Date.now();

  await db
    .insertInto('permissions')
    .values(PERMISSIONS.map((name) => ({ name, description: PERMISSION_DESCRIPTIONS[name] ?? null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

  await db
    .insertInto('roles')
    .values([
      {
        id: ADMIN_ROLE_ID,
        name: 'admin',
        display_name: 'Yönetici',
        description: 'Tüm yetkilere sahip sistem rolü',
        is_system_role: 1,
        created_at: now,
        updated_at: now,
      },
      {
        id: CASI_ROLE_ID,
        name: 'casi',
        display_name: 'CASI Yetkili',
        description: 'İade işlemlerini yürüten sistem rolü',
        is_system_role: 1,
        created_at: now,
        updated_at: now,
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const permissionRows = await db.selectFrom('permissions').select(['id', 'name']).execute();
  const grants = [
    ...permissionRows.map((p) => ({ role_id: ADMIN_ROLE_ID, permission_id: p.id })),
    ...permissionRows
      .filter((p) => (CASI_DEFAULT_PERMISSIONS as readonly string[]).includes(p.name))
      .map((p) => ({ role_id: CASI_ROLE_ID, permission_id: p.id })),
  ];
  await db
    .insertInto('role_permissions')
    .values(grants)
    .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
    .execute();

  const catalogRow = (id: number, name: string, order: number) => ({
    id,
    name,
    display_order: order,
    is_active: 1,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('payment_methods')
    .values(PAYMENT_METHODS.map(([id, name, code, order]) => ({ ...catalogRow(id, name, order), code })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('statuses')
    .values(
      STATUSES.map(([id, name, color, order, completed]) => ({
        ...catalogRow(id, name, order),
        color,
        is_completed: completed,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('refund_reasons')
    .values(REASONS.map(([id, name, code, order]) => ({ ...catalogRow(id, name, order), code })))
    .onConflict((oc) => oc.doNothing())
    .execute();

  if (handle.dialect === 'postgres') {
    // Rows inserted with explicit ids leave the serial sequences behind; move them past the highest id.
    for (const table of ['roles', 'payment_methods', 'statuses', 'refund_reasons']) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT MAX(id) FROM ${sql.table(table)}), 1))`.execute(
        db,
      );
    }
  }

  const existingUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existingUser) return { generatedAdminPassword: null, createdAdmin: false };

  const password = admin.password ?? crypto.randomBytes(12).toString('base64url');
  const inserted = await db
    .insertInto('users')
    .values(
      newUserRow(
        {
          username: admin.username,
          passwordHash: await hashPassword(password),
          roleId: ADMIN_ROLE_ID,
          fullName: 'Sistem Yöneticisi',
        },
        now,
      ),
    )
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Another process starting at the same moment may have created the admin first.
  if (!inserted) return { generatedAdminPassword: null, createdAdmin: false };
  return { generatedAdminPassword: admin.password ? null : password, createdAdmin: true };
}
