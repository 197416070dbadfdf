import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { UserList } from './UserList';

/** Route /users (casi or users manager): the same list as the users tab of /admin. */
const UsersPage = () => (
  <Box sx={{ p: { xs: 1, md: 2 } }}>
    <Title title="users.title" />
    <UserList />
  </Box>
);

export default UsersPage;
