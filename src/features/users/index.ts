export { UsersAdmin } from './UsersPage';
