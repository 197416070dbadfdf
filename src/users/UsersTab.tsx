import { UserList } from './UserList';

/** The users tab of /admin. */
const UsersTab = () => <UserList />;

export default UsersTab;
