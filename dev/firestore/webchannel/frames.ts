/**
 * WebChannel's wire framing: every response body is a sequence of chunks `<length>\n<json>`,
 * the length counted in UTF-16 code units of the JSON text, as the client measures it.
 */
export function chunk(json: string): string {
  return `${json.length}\n${json}`;
}

/** One back-channel chunk carrying several `[arrayId, [message]]` entries. */
export function arrayChunk(entries: readonly string[]): string {
  return chunk(`[${entries.join(',')}]`);
}

export function arrayEntry(id: number, messageJson: string): string {
  return `[${id},[${messageJson}]]`;
}

export const NOOP_JSON = '"noop"';
