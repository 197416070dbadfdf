import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ROLE_ID, CASI_ROLE_ID } from '../../contract/permissions.js';
import { requireAuth, requirePermission } from '../auth/guard.js';
import { normalizeCode } from '../catalog/rules.js';
import type { RouteOptions } from '../context.js';
import { clientInfo } from '../http/client.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { writeSystemLog } from '../logs/systemLog.js';
import { loadPermissions, loadRoles } from './roleQueries.js';
import { replaceRolePermissions } from './rolePermissions.js';
import { userActor } from '../users/userAccess.js';
import { assertMayChangeRoleMethods, loggingRefusals } from '../users/userPolicy.js';

export const ROLE_MESSAGES = {
  required: 'Rol adı ve görünen ad gereklidir',
  taken: 'Bu rol adı zaten kullanılıyor',
  notFound: 'Rol bulunamadı',
  system: 'Sistem rolleri silinemez!',
  inUse: 'Bu role atanmış kullanıcılar var; önce kullanıcıları başka bir role taşıyın',
  adminLocked: 'Admin rolünün yetkileri değiştirilemez!',
  methodsLocked: 'Admin ve CASI rollerinin ödeme yöntemi yetkileri değiştirilemez!',
  unknownMethod: 'Ödeme yöntemi bulunamadı',
} as const;

const parseId = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound(ROLE_MESSAGES.notFound);
  return Number(raw);
};

const logEntry = (request: FastifyRequest, action: string, details: string) => {
  const { user } = requireAuth(request);
  return { userId: user.id, username: user.username, action, details, ip: clientInfo(request).ip };
};

export async function roleRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  const manageRoles = requirePermission(['manage_roles']);
  const editMethods = requirePermission(['view_admin_panel', 'manage_payment_methods']);
  const tags = { schema: { tags: ['roles'] } };
  const findRole = async (id: number) => {
    const [role] = await loadRoles(db, id);
    if (!role) throw notFound(ROLE_MESSAGES.notFound);
    return role;
  };

  app.get('/roles', tags, async () => loadRoles(db));
  app.get('/roles/setup', tags, async () => ({ success: true, data: await loadRoles(db) }));
  app.get('/roles/permissions/all', tags, async () => loadPermissions(db));
  app.get('/roles/permissions/setup', tags, async () => ({ success: true, data: await loadPermissions(db) }));
  app.get('/roles/permissions/basic', tags, async () =>
    (await loadRoles(db)).map(({ id, name, display_name, permissions }) => ({
      id,
      name,
      display_name,
      permissions,
    })),
  );

  app.post<{ Body: { name?: unknown; display_name?: unknown; description?: unknown } }>(
    '/roles',
    { preValidation: manageRoles, ...tags },
    async (request, reply) => {
      const body = request.body ?? {};
      const displayName = typeof body.display_name === 'string' ? body.display_name.trim() : '';
      if (typeof body.name !== 'string' || !body.name.trim() || !displayName)
        throw badRequest(ROLE_MESSAGES.required);
      const name = normalizeCode(body.name);
      const description =
        typeof body.description === 'string' && body.description.trim() ? body.description.trim() : null;
      if (displayName.length > 128 || (description?.length ?? 0) > 1000) throw badRequest('Alan çok uzun');
      if (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst()) {
        throw new HttpError(409, ROLE_MESSAGES.taken);
      }
      const now = Date.now();
      const id = await db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('roles')
          .values({
            name,
            display_name: displayName,
            description,
            is_system_role: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeSystemLog(tx, logEntry(request, 'create_role', `Rol eklendi: ${name} (#${row.id})`));
        return row.id;
      });
      const {
        permissions: _p,
        payment_methods: _m,
        user_count: _u,
        displayName: _d,
        ...role
      } = await findRole(id);
      return reply.status(201).send({ ...role, message: 'Yeni rol başarıyla eklendi' });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/roles/:id',
    { preValidation: manageRoles, ...tags },
    async (request) => {
      const role = await findRole(parseId(request.params.id));
      if (role.is_system_role === 1) throw new HttpError(403, ROLE_MESSAGES.system);
      await db.transaction().execute(async (tx) => {
        const holder = await tx
          .selectFrom('users')
          .select('id')
          .where('role_id', '=', role.id)
          .limit(1)
          .executeTakeFirst();
        if (holder) throw new HttpError(409, ROLE_MESSAGES.inUse);
        await tx.deleteFrom('roles').where('id', '=', role.id).execute();
        await writeSystemLog(tx, logEntry(request, 'delete_role', `Rol silindi: ${role.name} (#${role.id})`));
      });
      return { id: role.id, message: 'Rol başarıyla silindi' };
    },
  );

  app.get<{ Params: { id: string } }>('/roles/:id/permissions', tags, async (request) => {
    const role = await findRole(parseId(request.params.id));
    const all = await loadPermissions(db);
    return all.filter((p) => role.permissions.includes(p.name));
  });

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/roles/:id/permissions',
    { preValidation: manageRoles, ...tags },
    async (request) => {
      const role = await findRole(parseId(request.params.id));
      if (role.id === ADMIN_ROLE_ID) throw new HttpError(403, ROLE_MESSAGES.adminLocked);
      const body = request.body as unknown;
      const ids = Array.isArray(body) ? body : (body as { permissionIds?: unknown })?.permissionIds;
      const caller = await userActor(request, db);
      const names = await loggingRefusals(db, caller, () =>
        db
          .transaction()
          .execute((tx) =>
            replaceRolePermissions(tx, role, ids, logEntry(request, 'update_role_permissions', ''), caller),
          ),
      );
      return {
        status: 'success',
        message: `${role.display_name} rolünün yetkileri başarıyla güncellendi`,
        permissions: names,
      };
    },
  );

  app.get<{ Params: { id: string } }>('/roles/:id/payment-methods', tags, async (request) => {
    const role = await findRole(parseId(request.params.id));
    if (role.id === ADMIN_ROLE_ID || role.id === CASI_ROLE_ID) {
      const all = await db.selectFrom('payment_methods').select('id').orderBy('id').execute();
      return all.map((m) => m.id);
    }
    return role.payment_methods;
  });

  app.put<{ Params: { id: string }; Body: { paymentMethodIds?: unknown } }>(
    '/roles/:id/payment-methods',
    { preValidation: editMethods, ...tags },
    async (request) => {
      const role = await findRole(parseId(request.params.id));
      if (role.id === ADMIN_ROLE_ID || role.id === CASI_ROLE_ID)
        throw new HttpError(403, ROLE_MESSAGES.methodsLocked);
      const raw = request.body?.paymentMethodIds;
      if (!Array.isArray(raw) || raw.some((id) => !Number.isInteger(id) || id < 1)) {
        throw badRequest('paymentMethodIds bir ödeme yöntemi kimliği dizisi olmalıdır');
      }
      const ids = [...new Set(raw as number[])];
      const known = ids.length
        ? await db.selectFrom('payment_methods').select('id').where('id', 'in', ids).execute()
        : [];
      if (known.length !== ids.length) throw badRequest(ROLE_MESSAGES.unknownMethod);
      const caller = await userActor(request, db);
      await loggingRefusals(db, caller, () =>
        db.transaction().execute(async (tx) => {
          // Read inside the transaction: the refusal is judged on what is replaced, not an older list.
          const current = (
            await tx
              .selectFrom('role_payment_methods')
              .select('payment_method_id')
              .where('role_id', '=', role.id)
              .orderBy('payment_method_id')
              .execute()
          ).map((r) => r.payment_method_id);
          assertMayChangeRoleMethods(caller, role, current, ids);
          await tx.deleteFrom('role_payment_methods').where('role_id', '=', role.id).execute();
          if (ids.length) {
            await tx
              .insertInto('role_payment_methods')
              .values(ids.map((id) => ({ role_id: role.id, payment_method_id: id })))
              .execute();
          }
          await writeSystemLog(
            tx,
            logEntry(
              request,
              'update_role_payment_methods',
              `Rol ödeme yöntemleri: ${role.name} → [${ids.join(', ')}]`,
            ),
          );
        }),
      );
      return {
        status: 'success',
        message: 'Rol ödeme yöntemleri başarıyla güncellendi',
        paymentMethodIds: ids,
      };
    },
  );

  app.post<{ Body: { roles?: unknown } }>(
    '/roles/permissions/sync',
    { preValidation: manageRoles, ...tags },
    async (request) => {
      const entries = request.body?.roles;
      if (!Array.isArray(entries) || entries.length === 0) throw badRequest('roles bir dizi olmalıdır');
      const results: Array<{ role_id: unknown; status: 'success' | 'error'; message: string }> = [];
      for (const entry of entries as Array<{ role_id?: unknown; permission_ids?: unknown }>) {
        try {
          const role = await findRole(parseId(String(entry?.role_id)));
          if (role.id === ADMIN_ROLE_ID) throw new HttpError(403, ROLE_MESSAGES.adminLocked);
          const caller = await userActor(request, db);
          await loggingRefusals(db, caller, () =>
            db
              .transaction()
              .execute((tx) =>
                replaceRolePermissions(
                  tx,
                  role,
                  entry.permission_ids,
                  logEntry(request, 'update_role_permissions', ''),
                  caller,
                ),
              ),
          );
          results.push({ role_id: role.id, status: 'success', message: 'Güncellendi' });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ role_id: entry?.role_id, status: 'error', message: error.message });
        }
      }
      return { results };
    },
  );
}
