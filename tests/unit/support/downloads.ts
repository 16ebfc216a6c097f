import { beforeEach, vi } from 'vitest';

/**
 * Catches what a page hands to the browser's downloads (a Blob behind an object URL and a clicked
 * link), fresh for every test of the file that calls it; the returned array holds this test's files.
 */
export function catchDownloads(): Blob[] {
  const downloads: Blob[] = [];
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      downloads.push(blob);
      return `blob:download-${downloads.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  return downloads;
}
