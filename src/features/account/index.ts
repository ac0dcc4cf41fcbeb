/** The signed-in person's own account: names, e-mail address state and password (the page is src/pages/account/). */
export { EmailState } from './EmailState';
export { NamesForm } from './NamesForm';
export { PasswordForm } from './PasswordForm';
export { accountRows } from './accountRows';
