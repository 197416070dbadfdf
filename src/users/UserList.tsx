import { ListBase } from 'react-admin';
import { UserListView } from './UserListView';

const PER_PAGE = 25;

/**
 * The users screen: route /users and the users tab of /admin. Paging, sort, search, role filter and
 * selection live in react-admin's list context (kept in memory, not in the URL: the tab shares /admin
 * with the other tabs). The server judges who may list users; the route and the tab already checked.
 */
export const UserList = () => (
  <ListBase
    resource="users"
    perPage={PER_PAGE}
    sort={{ field: 'username', order: 'ASC' }}
    disableSyncWithLocation
    storeKey={false}
    disableAuthentication
    queryOptions={{ retry: false }}
  >
    <UserListView />
  </ListBase>
);
