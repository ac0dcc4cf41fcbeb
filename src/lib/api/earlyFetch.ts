/**
 * Requests sent before the app has started, whose answers the data layer adopts when it asks for the same.
 *
 * Why (docs/browser-app.md): on a signed-in reload the app's first calls (the profile, the organisation
 * check, the page's first query) could leave only once its modules were evaluated, its store made and
 * the endpoints' chunks loaded, ≈ 100 ms after the page arrived, with the API idle all that time.
 * src/index.tsx sends them (src/app/earlyRequests.ts decides which) as soon as the session the SDK
 * stored is read, while those modules are evaluated; the base query's fetch then takes the answer,
 * or joins the request still travelling, instead of sending it a second time.
 *
 * What is adopted, and only that: a GET to the same URL with the same Authorization header (the same
 * token, or none for the anonymous organisation check), once, within EARLY_ANSWER_LIFE_MS of its
 * sending. Anything else goes to the network. The answer is the API's to a token the API verified,
 * and the app reads it exactly as its own (the guard, the retries, a refused token's refresh).
 */

/** Past this, an early answer nobody asked for is dropped: a later call must see fresh data. */
export const EARLY_ANSWER_LIFE_MS = 5_000;

/** A GET as the data layer will send it: its URL (relative to the page) and its token, if any. */
export type EarlyGet = { url: string; token: string | null };

type Sent = { answer: Promise<Response>; sentAt: number };

const sent = new Map<string, Sent>();

const absolute = (url: string) => new URL(url, document.baseURI).href;
const keyOf = (url: string, authorization: string | null) => `${url}\n${authorization ?? ''}`;
const bearer = (token: string | null) => (token === null ? null : `Bearer ${token}`);

/** Sends `requests` now; each answer waits to be adopted (adoptingFetch) for EARLY_ANSWER_LIFE_MS. */
export function sendEarly(requests: readonly EarlyGet[], now: () => number = Date.now): void {
  for (const { url, token } of requests) {
    const authorization = bearer(token);
    const href = absolute(url);
    const key = keyOf(href, authorization);
    if (sent.has(key)) continue;
    const answer = fetch(href, { headers: authorization ? { Authorization: authorization } : {}, credentials: 'same-origin' });
    // Never adopted (the app asked for something else): its failure is nobody's business.
    answer.catch(() => undefined);
    const entry: Sent = { answer, sentAt: now() };
    sent.set(key, entry);
    setTimeout(() => {
      if (sent.get(key) === entry) sent.delete(key);
    }, EARLY_ANSWER_LIFE_MS);
  }
}

/**
 * The data layer's fetch (`fetchBaseQuery`'s `fetchFn`): the early answer to this very request if there is
 * one, handed out once; otherwise the network. `fetch` is looked up at each call, as RTK Query's own default.
 */
export function adoptingFetch(input: RequestInfo | URL, init?: RequestInit, now: () => number = Date.now): Promise<Response> {
  if (sent.size > 0 && input instanceof Request && input.method === 'GET') {
    const key = keyOf(input.url, input.headers.get('Authorization'));
    const early = sent.get(key);
    sent.delete(key);
    if (early && now() - early.sentAt <= EARLY_ANSWER_LIFE_MS) return early.answer;
  }
  return fetch(input, init);
}
