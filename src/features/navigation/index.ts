export { NavBar } from './NavBar';
export { Avatar, fullName } from './Avatar';
export { menuFor, menuSlots, type MenuItem } from './menuModel';
