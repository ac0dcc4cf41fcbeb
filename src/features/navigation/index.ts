export { NavBar } from './NavBar';
export { Avatar, fullName } from './Avatar';
export { isOffered, menuFor, menuSlots, type MenuItem } from './menuModel';
export { useViewer } from './useViewer';
