/** Resolves once something answers HTTP at the URL (any status), or rejects after the timeout. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms`, { cause: error });
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 150));
    }
  }
}
