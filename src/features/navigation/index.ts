export { NavBar } from './NavBar';
export { menuFor, type MenuItem } from './menuModel';
