/** Saves a blob as a file through the browser's download (the CSV exports of docs/product.md#7-calls). */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text made in the browser as a file, without a server round trip. */
export function downloadTextFile(fileName: string, text: string, type: string) {
  downloadBlob(fileName, new Blob([text], { type }));
}
