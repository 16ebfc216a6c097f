/** A product image larger than this is not worth a notification's thumbnail (the icon shows instead). */
export const IMAGE_MAX_BYTES = 256 * 1024;
export const IMAGE_TIMEOUT_MS = 5_000;

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  return btoa(binary);
}

/** The body, or null as soon as it passes `max` bytes (a server may not say its length). */
async function cappedBody(response: Response, max: number): Promise<Uint8Array | null> {
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * The product image as a data URL for a notification (a notification cannot load a store's URL
 * itself in every browser), or null when it has none, it fails, is not an image, is too large or
 * is slow: the caller shows the extension's icon.
 */
export async function imageDataUrl(fetcher: typeof fetch, url: string | null): Promise<string | null> {
  if (url === null || !/^https?:\/\//i.test(url)) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IMAGE_TIMEOUT_MS);
  try {
    const response = await fetcher(url, { signal: controller.signal, credentials: 'omit' });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!response.ok || !type.startsWith('image/') || type === 'image/svg+xml') return null;
    if (Number(response.headers.get('content-length') ?? 0) > IMAGE_MAX_BYTES) return null;
    const bytes = await cappedBody(response, IMAGE_MAX_BYTES);
    if (bytes === null || bytes.length === 0) return null;
    return `data:${type};base64,${base64Of(bytes)}`;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
