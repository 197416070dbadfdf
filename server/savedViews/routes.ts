import { canAccess } from '../../contract/access.js';
import { SavedViewRoutes } from '../../contract/savedViews.js';
import type { RoutePlugin } from '../context.js';
import { actorOf, type RequestActor } from '../http/actor.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import { routeOptions } from '../http/routeOptions.js';
import type { SavedViewState } from '../../contract/savedViews.js';
import { describeAudience, SAVED_VIEW_MESSAGES, viewName, viewState } from './rules.js';
import {
  checkNewName,
  checkViewCount,
  clearDefaultView,
  deleteView,
  deniedFiltersOf,
  dropLostDefaults,
  filtersDeniedToRole,
  insertView,
  listViews,
  loadView,
  lockOwner,
  lockView,
  managerRoleIds,
  setDefaultView,
  shareRoleName,
  updateView,
  type ViewChange,
  type ViewReader,
} from './store.js';

const PATH = '/saved-views';

const readerOf = (actor: RequestActor): ViewReader => ({
  id: actor.id,
  roleId: actor.auth.user.role.id,
  managesShared: canAccess(actor.subject, 'saved-views', 'share'),
  deniedFilters: deniedFiltersOf(actor.subject),
});

/** A shared view opens for the role's members: refused when it holds a filter they may not use. */
async function checkRoleMayUse(
  trx: Parameters<typeof filtersDeniedToRole>[0],
  roleId: number | null,
  state: SavedViewState,
) {
  if (roleId === null) return;
  const [denied] = await filtersDeniedToRole(trx, roleId, state);
  if (denied) throw badRequest(serverText('savedViews.server.filterDeniedToRole', { key: denied }));
}

/** A name taken by a parallel save of the same owner reads as the clash it is. */
const translateUnique = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(SAVED_VIEW_MESSAGES.nameTaken) : error;
};

const idOf = (request: { params: { id: string } }) => pathId(request.params.id, SAVED_VIEW_MESSAGES.notFound);

/**
 * /api/saved-views: the refund list's saved views. Another user's personal view is answered as absent
 * (404) whatever the call; a shared view its role's members may read but not change (403).
 */
export const savedViewRoutes: RoutePlugin = async (api, { ctx }) => {
  const byId = pathIdOptions(SAVED_VIEW_MESSAGES.notFound);

  api.get(PATH, routeOptions(SavedViewRoutes.list), async (request) =>
    listViews(ctx.db, readerOf(actorOf(request))),
  );

  api.get(`${PATH}/:id`, { ...routeOptions(SavedViewRoutes.show), ...byId }, async (request) => {
    const found = await loadView(ctx.db, readerOf(actorOf(request)), idOf(request));
    if (!found) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    return found.view;
  });

  api.post(PATH, routeOptions(SavedViewRoutes.create), async (request, reply) => {
    const actor = actorOf(request);
    const reader = readerOf(actor);
    const { name, key } = viewName(request.body.name);
    const state = viewState(request.body.state);
    const sharedRoleId = request.body.shared_role_id ?? null;
    if (sharedRoleId !== null && !reader.managesShared) throw forbidden(SAVED_VIEW_MESSAGES.shareNeedsAdmin);
    const id = await ctx.db
      .transaction()
      .execute(async (trx) => {
        await lockOwner(trx, ctx.dialect, actor.id);
        const roleName = sharedRoleId === null ? null : await shareRoleName(trx, sharedRoleId);
        await checkRoleMayUse(trx, sharedRoleId, state);
        await checkViewCount(trx, actor.id);
        await checkNewName(trx, actor.id, key, null, sharedRoleId !== null);
        const inserted = await insertView(trx, { ownerId: actor.id, name, key, state, sharedRoleId });
        await logAction(
          trx,
          actor,
          'create_saved_view',
          serverText('savedViews.server.log.created', { name, audience: describeAudience(roleName) }),
        );
        if (request.body.is_default === true) {
          await setDefaultView(trx, actor.id, inserted);
          await logAction(
            trx,
            actor,
            'set_default_saved_view',
            serverText('savedViews.server.log.defaultSet', { name }),
          );
        }
        return inserted;
      })
      .catch(translateUnique);
    const saved = await loadView(ctx.db, reader, id);
    return reply.status(201).send({ ...saved!.view, message: SAVED_VIEW_MESSAGES.created });
  });

  api.put(`${PATH}/default`, routeOptions(SavedViewRoutes.setDefault), async (request) => {
    const actor = actorOf(request);
    const reader = readerOf(actor);
    const viewId = request.body.id;
    await ctx.db.transaction().execute(async (trx) => {
      if (viewId === null) {
        const was = await clearDefaultView(trx, reader);
        if (was !== null) {
          await logAction(
            trx,
            actor,
            'clear_default_saved_view',
            was === ''
              ? serverText('savedViews.server.log.defaultClearedUnseen')
              : serverText('savedViews.server.log.defaultCleared', { name: was }),
          );
        }
        return;
      }
      await lockView(trx, ctx.dialect, viewId, 'share');
      const found = await loadView(trx, reader, viewId);
      if (!found) throw notFound(SAVED_VIEW_MESSAGES.notFound);
      await setDefaultView(trx, actor.id, viewId);
      await logAction(
        trx,
        actor,
        'set_default_saved_view',
        serverText('savedViews.server.log.defaultSet', { name: found.row.name }),
      );
    });
    return {
      id: viewId,
      message: viewId === null ? SAVED_VIEW_MESSAGES.defaultCleared : SAVED_VIEW_MESSAGES.defaultSet,
    };
  });

  api.put(`${PATH}/:id`, { ...routeOptions(SavedViewRoutes.update), ...byId }, async (request) => {
    const actor = actorOf(request);
    const reader = readerOf(actor);
    const id = idOf(request);
    const { body } = request;
    const change: ViewChange = {
      ...(body.name !== undefined && { name: viewName(body.name) }),
      ...(body.state !== undefined && { state: viewState(body.state) }),
      ...(body.shared_role_id !== undefined && { sharedRoleId: body.shared_role_id }),
    };
    if (Object.keys(change).length === 0) throw badRequest(SAVED_VIEW_MESSAGES.nothingToChange);
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await lockView(trx, ctx.dialect, id, 'update');
        const found = await loadView(trx, reader, id);
        if (!found) throw notFound(SAVED_VIEW_MESSAGES.notFound);
        const { row } = found;
        const sharing = change.sharedRoleId !== undefined && change.sharedRoleId !== row.shared_role_id;
        // Its owner may always take a shared view back as personal, admin_access or not.
        const onlyRetracting = !change.name && !change.state && sharing && change.sharedRoleId === null;
        if (!found.view.can_manage && !(onlyRetracting && found.view.can_retract))
          throw forbidden(SAVED_VIEW_MESSAGES.readOnly);
        if (sharing && !reader.managesShared && !onlyRetracting)
          throw forbidden(SAVED_VIEW_MESSAGES.shareNeedsAdmin);
        // Unshared, a view is its owner's personal one again: only the owner may take it back so.
        if (sharing && change.sharedRoleId === null && row.owner_id !== actor.id)
          throw forbidden(SAVED_VIEW_MESSAGES.unshareOthers);
        await lockOwner(trx, ctx.dialect, row.owner_id);
        const sharedRoleId = change.sharedRoleId === undefined ? row.shared_role_id : change.sharedRoleId;
        if (change.name || sharing)
          await checkNewName(trx, row.owner_id, change.name?.key ?? row.name_key, id, sharedRoleId !== null);
        const roleName = change.sharedRoleId == null ? null : await shareRoleName(trx, change.sharedRoleId);
        await checkRoleMayUse(trx, sharedRoleId, change.state ?? (JSON.parse(row.state) as SavedViewState));
        await updateView(trx, id, change);
        if (change.name && change.name.name !== row.name) {
          await logAction(
            trx,
            actor,
            'rename_saved_view',
            serverText('savedViews.server.log.renamed', { name: row.name, newName: change.name.name }),
          );
        }
        const name = change.name?.name ?? row.name;
        if (change.state) {
          await logAction(
            trx,
            actor,
            'update_saved_view',
            serverText('savedViews.server.log.stateChanged', { name }),
          );
        }
        if (sharing) {
          await dropLostDefaults(trx, { id, ownerId: row.owner_id, sharedRoleId }, await managerRoleIds(trx));
          await logAction(
            trx,
            actor,
            'share_saved_view',
            serverText('savedViews.server.log.shared', { name, audience: describeAudience(roleName) }),
          );
        }
      })
      .catch(translateUnique);
    const saved = await loadView(ctx.db, reader, id);
    if (!saved) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    return { ...saved.view, message: SAVED_VIEW_MESSAGES.updated };
  });

  api.delete(`${PATH}/:id`, { ...routeOptions(SavedViewRoutes.delete), ...byId }, async (request) => {
    const actor = actorOf(request);
    const reader = readerOf(actor);
    const id = idOf(request);
    await ctx.db.transaction().execute(async (trx) => {
      await lockView(trx, ctx.dialect, id, 'update');
      const found = await loadView(trx, reader, id);
      if (!found) throw notFound(SAVED_VIEW_MESSAGES.notFound);
      if (!found.view.can_retract) throw forbidden(SAVED_VIEW_MESSAGES.readOnly);
      if (!(await deleteView(trx, id))) throw notFound(SAVED_VIEW_MESSAGES.notFound);
      await logAction(
        trx,
        actor,
        'delete_saved_view',
        serverText('savedViews.server.log.deleted', {
          name: found.row.name,
          audience: describeAudience(found.row.shared_role_name),
        }),
      );
    });
    return { id, message: SAVED_VIEW_MESSAGES.deleted };
  });
};
