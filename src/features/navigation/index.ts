export { NavBar } from './NavBar';
export { Avatar, fullName } from './Avatar';
export { isOffered, mainPageFor, menuFor, menuSlots, navViewer, pendingSlots, type MenuItem, type MenuSlots, type NavViewer } from './menuModel';
export { useViewer } from './useViewer';
