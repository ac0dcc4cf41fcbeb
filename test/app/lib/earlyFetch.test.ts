/**
 * A request sent before the app started is adopted by the data layer only when the app asks for that very
 * request (src/lib/api/earlyFetch.ts): same URL, same token (or none), a GET, once, while it is fresh.
 * Everything else goes to the network, so a wrong adoption can never hand someone an answer meant for
 * another request or another person's token.
 */
import { adoptingFetch, EARLY_ANSWER_LIFE_MS, sendEarly } from '../../../src/lib/api/earlyFetch';

const NOW = 1_000_000;
let network: string[] = [];
let sequence = 0;

beforeEach(() => {
  network = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    network.push(`${request.method} ${request.url} ${request.headers.get('Authorization') ?? 'no token'}`);
    sequence += 1;
    return new Response(JSON.stringify({ answer: sequence }), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => jest.restoreAllMocks());

// Each case its own URL: the early answers of one case are nothing to the next.
let caseNumber = 0;
const freshUrl = () => `/api/case-${(caseNumber += 1)}?limit=100`;
const asked = (url: string, token: string | null, method = 'GET') =>
  new Request(new URL(url, document.baseURI), { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('adoptingFetch', () => {
  it.each<[string, boolean, { token: string | null; method?: string; url?: (sent: string) => string; after?: number }]>([
    ['the same GET with the same token', true, { token: 'token-a' }],
    ['the same anonymous GET (the organisation check)', true, { token: null }],
    ['just before the answer grows old', true, { token: 'token-a', after: EARLY_ANSWER_LIFE_MS }],
    ['with another token', false, { token: 'token-b' }],
    ['with a token where none was sent', false, { token: 'token-z' }],
    ['another query string', false, { token: 'token-a', url: (sent) => sent.replace('limit=100', 'limit=20') }],
    ['the same URL with another method', false, { token: 'token-a', method: 'POST' }],
    ['once the answer is old', false, { token: 'token-a', after: EARLY_ANSWER_LIFE_MS + 1 }],
  ])('%s: adopted %p', async (_case, adopted, ask) => {
    const url = freshUrl();
    // Sent early: token-a (or none), whatever the app asks with afterwards.
    sendEarly([{ url, token: ask.token === null || ask.token === 'token-z' ? null : 'token-a' }], () => NOW);
    const early = sequence;
    expect(network).toHaveLength(1);

    const answer = await adoptingFetch(asked(ask.url?.(url) ?? url, ask.token, ask.method), undefined, () => NOW + (ask.after ?? 0));
    expect(network).toHaveLength(adopted ? 1 : 2);
    // The adopted answer is the early request's own, whole and unread.
    const { answer: which } = (await answer.json()) as { answer: number };
    expect(which === early).toBe(adopted);
  });

  it('hands an early answer out once: the same request asked again goes to the network', async () => {
    const url = freshUrl();
    sendEarly([{ url, token: 'token-a' }], () => NOW);
    await adoptingFetch(asked(url, 'token-a'), undefined, () => NOW);
    await adoptingFetch(asked(url, 'token-a'), undefined, () => NOW);
    expect(network).toEqual([
      `GET ${new URL(url, document.baseURI).href} Bearer token-a`,
      `GET ${new URL(url, document.baseURI).href} Bearer token-a`,
    ]);
  });

  it('sends the same request only once, however often it is asked for early', () => {
    const url = freshUrl();
    sendEarly([{ url, token: 'token-a' }, { url, token: 'token-a' }], () => NOW);
    sendEarly([{ url, token: 'token-a' }], () => NOW);
    expect(network).toHaveLength(1);
  });

  it('gives the adopter the early request\'s failure, as the network would have', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const url = freshUrl();
    sendEarly([{ url, token: 'token-a' }], () => NOW);
    await expect(adoptingFetch(asked(url, 'token-a'), undefined, () => NOW)).rejects.toThrow('Failed to fetch');
  });

  it('lets a failed early request nobody adopts fail quietly (no unhandled rejection)', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendEarly([{ url: freshUrl(), token: 'token-a' }], () => NOW);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('sends the token only in the Authorization header, and no cookie to another origin', () => {
    const url = freshUrl();
    sendEarly([{ url, token: 'token-a' }], () => NOW);
    const [href, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(href).toBe(new URL(url, document.baseURI).href);
    expect(init).toEqual({ headers: { Authorization: 'Bearer token-a' }, credentials: 'same-origin' });
  });
});
