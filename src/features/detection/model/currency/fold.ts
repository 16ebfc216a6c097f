/** How currency names are compared: case-insensitive, with or without diacritics ("zlotych" is "złotych"). */
export function fold(text: string | null | undefined): string | null {
  if (!text) return null;
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').replace(/[łŁ]/g, 'l').toLowerCase();
  return folded.length >= 2 ? folded : null;
}
