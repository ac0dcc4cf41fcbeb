export { DownloadMyData } from './DownloadMyData';
export { DeleteAccount } from './DeleteAccount';
