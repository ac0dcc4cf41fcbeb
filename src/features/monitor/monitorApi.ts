import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { POPULATIONS, type Population } from '../../../contract/roles';
import { POPULATION_HEADER } from '../../../contract/vitals';
import type { VitalTrend } from '../../../contract/liveVitals';
import type { MonitorStreamVitals } from '../../../contract/schemas/monitor';
import type { Vitals } from '../../../contract/schemas/scenarios';
import { DEFAULT_POPULATION } from '../../../contract/vitals';
import { env } from '../../config/env';
import { api, type ApiCallOptions } from '../../lib/api';

/**
 * `live`: the stream is open. `reconnecting`: it dropped and is being opened again (the figures
 * shown are the last ones received). `revoked` / `ended`: the server said the link is dead; final.
 */
export type MonitorStatus = 'live' | 'reconnecting' | 'revoked' | 'ended';

/**
 * What the monitor shows: the vitals (null before the scenario has a state) as last answered, the trainer's
 * trends still running then (the screen moves those signs itself between two frames; [] from the GET, which
 * has none, until the stream's first frame), the ranges' population, the link's state.
 */
export type MonitorFeed = { vitals: Vitals | null; trends: VitalTrend[]; population: Population; status: MonitorStatus };

/** A public link: no token is asked for nor sent (there is nobody signed in on the room's screen). */
const MONITOR_CALL: ApiCallOptions = { anonymous: true };

/** How long after a stream the browser gave up on before asking again (it gave up: the server refused it). */
export const STREAM_RETRY_MS = 3_000;

/**
 * The wait before asking again after `failures` streams in a row were given up on without opening: 3 s, then
 * doubling, at most a minute. The browser's EventSource does not show the refusal's status, and a refusal
 * the GET does not share (a link already feeding as many screens as the server allows: 429) would otherwise
 * be asked again every 3 s for as long as the screen stays on.
 */
export const streamRetryMs = (failures: number) => Math.min(60_000, STREAM_RETRY_MS * 2 ** Math.max(0, failures));

/** The header's population, or the adult's ranges when it is missing or unknown (an older server, a proxy that drops it). */
export function populationOf(header: string | null | undefined): Population {
  return POPULATIONS.find((population) => population === header) ?? DEFAULT_POPULATION;
}

const monitorPath = (token: string) => `/monitor/${encodeURIComponent(token)}`;

/** A 404 (unknown or revoked link) or a 410 (the session ended): asking again will not change it. */
export function isFinalRefusal(error: unknown): error is FetchBaseQueryError & { status: 404 | 410 } {
  return typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 410);
}

/** A stream frame (MonitorStreamVitals): its vitals, and its trends (none from an older server that sends none). */
export function parseStreamVitals(data: string): { vitals: Vitals; trends: VitalTrend[] } | null {
  try {
    const { trends, ...vitals } = JSON.parse(data) as MonitorStreamVitals & { trends?: VitalTrend[] };
    return { vitals, trends: Array.isArray(trends) ? trends : [] };
  } catch {
    return null;
  }
}

export const monitorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/monitor/:token`, then its stream (`GET /api/monitor/:token/stream`) feeding this
     * very cache entry (RTK Query's streaming updates): each `vitals` event replaces the figures
     * without a refetch; `revoked` and `ended` put the entry in its final state.
     */
    monitorVitals: build.query<MonitorFeed, string>({
      extraOptions: MONITOR_CALL,
      async queryFn(token, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(monitorPath(token));
        if (result.error) return { error: result.error };
        const population = populationOf(result.meta?.response?.headers.get(POPULATION_HEADER));
        return { data: { vitals: (result.data as Vitals | null) ?? null, trends: [], population, status: 'live' } };
      },
      async onCacheEntryAdded(token, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch, getCacheEntry }) {
        // Where there is no EventSource (a test's jsdom), the figures stay those of the GET.
        if (typeof EventSource === 'undefined') return;
        try {
          await cacheDataLoaded;
        } catch {
          return; // The entry went away before any answer: nothing to follow.
        }
        let source: EventSource | null = null;
        let retry: ReturnType<typeof setTimeout> | undefined;
        let removed = false;
        // Streams given up on in a row without opening: the wait before the next grows with them.
        let failures = 0;
        const setStatus = (status: MonitorStatus) =>
          updateCachedData((feed) => {
            // A dead link stays dead: nothing received afterwards revives it.
            if (feed.status !== 'revoked' && feed.status !== 'ended') feed.status = status;
          });
        const finish = (status: 'revoked' | 'ended') => {
          setStatus(status);
          // The server closes the stream after these; the browser would open it again by itself.
          source?.close();
        };

        const open = () => {
          const stream = new EventSource(`${env.apiBaseUrl}${monitorPath(token)}/stream`);
          source = stream;
          stream.addEventListener('open', () => {
            failures = 0;
            setStatus('live');
          });
          stream.addEventListener('vitals', (event) => {
            const frame = parseStreamVitals((event as MessageEvent<string>).data);
            if (!frame) return;
            updateCachedData((feed) => {
              if (feed.status === 'revoked' || feed.status === 'ended') return;
              // Each frame replaces both: a trend missing from it has ended or was replaced, and stops at once.
              feed.vitals = frame.vitals;
              feed.trends = frame.trends;
              feed.status = 'live';
            });
          });
          stream.addEventListener('revoked', () => finish('revoked'));
          stream.addEventListener('ended', () => finish('ended'));
          stream.addEventListener('error', () => {
            const status = getCacheEntry().data?.status;
            if (status === 'revoked' || status === 'ended') return;
            setStatus('reconnecting');
            // CONNECTING: the browser reconnects by itself, with Last-Event-ID. CLOSED: it gave up (the
            // server refused the stream): ask the GET why — a 404/410 ends the monitor; otherwise open again.
            if (stream.readyState !== EventSource.CLOSED) return;
            retry = setTimeout(() => {
              void dispatch(monitorApi.endpoints.monitorVitals.initiate(token, { forceRefetch: true, subscribe: false })).then((answer) => {
                if (!removed && !isFinalRefusal(answer.error)) open();
              });
            }, streamRetryMs(failures++));
          });
        };

        open();
        await cacheEntryRemoved;
        removed = true;
        clearTimeout(retry);
        (source as EventSource | null)?.close();
      },
    }),
  }),
});

export const { useMonitorVitalsQuery } = monitorApi;
