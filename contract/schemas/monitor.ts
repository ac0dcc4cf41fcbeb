/**
 * The patient monitor (docs/product.md §14): a public link for the simulation room's screen. Its answers
 * carry the current state's vitals and nothing else — no name, no title, no note. The scenario's
 * population (the monitor's normal ranges) travels in the `X-Patient-Population` header.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Ok, Uuid } from './envelope';
import { Vitals } from './scenarios';

/** `POST /api/sessions/:id/monitor-link`: the URL to open on the room's screen, and its token. */
export const MonitorLink = Type.Object({ url: Type.String(), token: Type.String() }, { additionalProperties: false });
export type MonitorLink = Static<typeof MonitorLink>;
export const MonitorLinkResponse = Ok(MonitorLink);

/**
 * `POST /api/sessions/:id/monitor-link?replace=true`: a session that already has a link gets a new one only
 * when the caller says it replaces it (409 otherwise), so that a stale page never revokes the room's screen.
 */
export const MonitorLinkQuery = Type.Object(
  { organisation: Type.Optional(Uuid), replace: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type MonitorLinkQuery = Static<typeof MonitorLinkQuery>;

/**
 * `GET /api/sessions/:id/monitor-link` (the trainer): the active link, or null when there is none. `url` and
 * `token` are null for a link the API cannot show again (made before links were sealed, or without a key).
 */
export const ActiveMonitorLink = Type.Object(
  { url: Type.Union([Type.String(), Type.Null()]), token: Type.Union([Type.String(), Type.Null()]), created_at: Type.String() },
  { additionalProperties: false },
);
export type ActiveMonitorLink = Static<typeof ActiveMonitorLink>;

/** A token is 32 random bytes in base64url (256 bits); anything else is not found without a lookup. */
export const MONITOR_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
export const MonitorParams = Type.Object({ token: Type.String({ pattern: MONITOR_TOKEN_PATTERN }) }, { additionalProperties: false });
export type MonitorParams = Static<typeof MonitorParams>;

/**
 * `GET /api/monitor/:token`: the vitals at the moment asked — the current state's, overlaid by the trainer's
 * changes since, a running trend where it has got to (null before the scenario has a state).
 */
export const MonitorVitalsResponse = Ok(Type.Union([Vitals, Type.Null()]));


/**
 * A trend still running (contract/liveVitals.ts `VitalTrend`): `sign` moves linearly from `from` (its value at
 * `started_at`) to `to` over `over_seconds`; numbers for fc, spo2, fr, temperature, « systolique/diastolique »
 * for pa. `trendValueAt(trend, now)` gives its value at any moment.
 */
export const VitalTrend = Type.Object(
  {
    sign: Type.Union([Type.Literal('fc'), Type.Literal('pa'), Type.Literal('spo2'), Type.Literal('fr'), Type.Literal('temperature')]),
    from: Type.Union([Type.Number(), Type.String()]),
    to: Type.Union([Type.Number(), Type.String()]),
    started_at: Type.String({ format: 'date-time' }),
    over_seconds: Type.Integer({ minimum: 1, maximum: 3600 }),
  },
  { additionalProperties: false },
);

/**
 * The data of the stream's `event: vitals`: the vitals at the moment sent (the `Vitals` fields, as the GET answers
 * them) and `trends`, the trends still running then ([] when none). While a trend runs the stream sends one every
 * second, so a monitor that does not animate still follows within a second.
 */
export const MonitorStreamVitals = Type.Object({ ...Vitals.properties, trends: Type.Array(VitalTrend) }, { additionalProperties: false });
export type MonitorStreamVitals = Static<typeof MonitorStreamVitals>;

/**
 * `GET /api/monitor/:token/stream`: `event: vitals` (data: MonitorStreamVitals; SSE id = the run-log event —
 * a state reached, a correction, a change of the vitals — that last changed them), then `event: ended` or
 * `event: revoked` when the link dies, and the stream closes.
 */
export const MONITOR_STREAM_EVENTS = ['vitals', 'ended', 'revoked'] as const;
export type MonitorStreamEvent = (typeof MONITOR_STREAM_EVENTS)[number];
