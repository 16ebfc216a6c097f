/** Hands the shopper a file built in the page: a Blob of these parts, saved under `fileName`. */
export function downloadFile(parts: readonly BlobPart[], type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the next task is late enough to let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `cartwatch-export-2026-11-27.json`: the day of the export, so successive files sort. */
export const exportFileName = (exportedAt: string, suffix: string, extension: string): string =>
  `cartwatch-${suffix}-${exportedAt.slice(0, 10)}.${extension}`;
