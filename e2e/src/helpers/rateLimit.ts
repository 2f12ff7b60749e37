/**
 * A POST that waits out the API's login rate limit (429 RATE_LIMIT with meta.retry_after_seconds) and tries
 * again, as a patient client would: the suite logs the same demo accounts in from many files, and the
 * per-account login limit (5 per window) is never relaxed for tests.
 */
export async function fetchWaitingForRateLimit(url: string, init: RequestInit, attempts = 4): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(url, init);
    if (res.status !== 429 || attempt >= attempts) return res;
    const body = (await res.clone().json().catch(() => ({}))) as { meta?: { retry_after_seconds?: number } };
    const waitS = Math.min(Math.max(body.meta?.retry_after_seconds ?? 1, 1), 120);
    await new Promise((resolve) => setTimeout(resolve, waitS * 1000 + 250));
  }
}
