/** Hands a text to the browser as a downloaded file (a Blob and a temporary link). */
export function saveFile(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
