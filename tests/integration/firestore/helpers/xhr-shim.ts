/**
 * Just enough XMLHttpRequest, over fetch, for closure's XhrIo as the full SDK uses it for its REST
 * calls (transactions and aggregations), so those can run in Node. Responses are delivered whole.
 */
class FetchXMLHttpRequest {
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response = '';
  responseType = '';
  withCredentials = false;
  onreadystatechange: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly requestHeaders = new Headers();
  private responseHeaders: Headers | undefined;
  private readonly controller = new AbortController();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.advance(1);
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders.set(name, value);
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders?.get(name) ?? null;
  }

  getAllResponseHeaders(): string {
    return [...(this.responseHeaders?.entries() ?? [])].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }

  send(body?: string | null): void {
    fetch(this.url, { method: this.method, headers: this.requestHeaders, body: body ?? undefined, signal: this.controller.signal })
      .then(async (response) => {
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseHeaders = response.headers;
        this.advance(2);
        const text = await response.text();
        this.responseText = text;
        this.response = text;
        this.advance(3);
        this.advance(4);
      })
      .catch(() => {
        this.status = 0;
        this.advance(4);
      });
  }

  abort(): void {
    this.controller.abort();
  }

  private advance(state: number): void {
    this.readyState = state;
    this.onreadystatechange?.();
  }
}

/** Installs the shim where XMLHttpRequest is missing; returns a function that removes it. */
export function installXmlHttpRequest(): () => void {
  const scope = globalThis as { XMLHttpRequest?: unknown };
  if (scope.XMLHttpRequest !== undefined) return () => undefined;
  scope.XMLHttpRequest = FetchXMLHttpRequest;
  return () => {
    delete scope.XMLHttpRequest;
  };
}
