export { UsersAdmin } from './UsersAdmin';
