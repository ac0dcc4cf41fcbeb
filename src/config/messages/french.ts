/**
 * French typography the messages share (`de()` before a name, `decimal()` for a number shown): defined in
 * contract/french.ts, so that the server's e-mails write « d’Institut Pasteur » as the screens do.
 */
export { de, decimal } from '../../../contract/french';
