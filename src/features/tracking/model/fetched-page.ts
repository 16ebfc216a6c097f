/** What a re-check's fetch brought back, as plain values (so classification is pure). */
export interface FetchedPage {
  /** The address asked for. */
  requestedUrl: string;
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}
