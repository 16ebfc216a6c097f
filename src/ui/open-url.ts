/** Only web pages are opened: item URLs come from other list members too. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
