/**
 * The browser's own download of a file made on the page (a scenario's JSON, a session's CSV): a link to the
 * blob, clicked once; the blob's address is freed a moment later, once the download has taken it.
 */
export function downloadFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
