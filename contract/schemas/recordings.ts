/**
 * The video recordings of a session (docs/product.md « Enregistrements vidéo », docs/api.md « Recordings »): the
 * shapes the API validates and answers, and the client reads with `import type`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, Uuid } from './envelope';

/** The largest part a browser may send (docs/product.md: a few seconds of video each, ≤ 16 MiB). */
export const MAX_RECORDING_PART_BYTES = 16 * 1024 * 1024;
/** The most parts one recording has (hours of video at a part every few seconds). */
export const MAX_RECORDING_PARTS = 100_000;
/** How long a `media_url` opens the video, in seconds: a few minutes, then the page asks for the list again. */
export const MEDIA_URL_TTL_SECONDS = 5 * 60;
/** The media type of a recording, as MediaRecorder writes it and `<video>` plays it. */
export const RECORDING_MEDIA_TYPE = 'video/webm';

export const RecordingParams = Type.Object({ id: Uuid, rid: Uuid }, { additionalProperties: false });
export type RecordingParams = Static<typeof RecordingParams>;

/** Parts are numbered from 1 to the count `complete` announces. */
export const RecordingPartParams = Type.Object(
  { id: Uuid, rid: Uuid, n: Type.Integer({ minimum: 1, maximum: MAX_RECORDING_PARTS }) },
  { additionalProperties: false },
);
export type RecordingPartParams = Static<typeof RecordingPartParams>;

/** `POST /api/sessions/:id/recordings`: the recording just opened. */
export const RecordingCreated = Type.Object({ id: Uuid }, { additionalProperties: false });
export type RecordingCreated = Static<typeof RecordingCreated>;

/** `PUT …/parts/:n`: the part acknowledged (the browser may forget it now). */
export const RecordingPartAck = Type.Object(
  { n: Type.Integer(), bytes: Type.Integer(), sha256: Type.String() },
  { additionalProperties: false },
);
export type RecordingPartAck = Static<typeof RecordingPartAck>;

/** `POST …/complete`: the number of parts sent, and the video's length when the browser knows it. */
export const RecordingComplete = Type.Object(
  {
    parts: Type.Integer({ minimum: 1, maximum: MAX_RECORDING_PARTS }),
    duration_seconds: Type.Optional(Type.Number({ minimum: 0, maximum: 24 * 3600 })),
  },
  { additionalProperties: false },
);
export type RecordingComplete = Static<typeof RecordingComplete>;

/** One recording as its readers see it; `media_url` is null until it is complete (or when no signing key is set). */
export const RecordingItem = Type.Object(
  {
    id: Uuid,
    started_at: DateTime,
    completed_at: Nullable(DateTime),
    /** The parts received so far, or the count once complete. */
    parts: Type.Integer(),
    bytes: Type.Integer(),
    duration_seconds: Nullable(Type.Number()),
    /** A signed address, valid `MEDIA_URL_TTL_SECONDS`, that needs no header (a `<video>` element opens it). */
    media_url: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type RecordingItem = Static<typeof RecordingItem>;

/** `GET /api/sessions/:id/recordings`. */
export const RecordingList = Type.Object({ items: Type.Array(RecordingItem) }, { additionalProperties: false });
export type RecordingList = Static<typeof RecordingList>;

/** The signed address's query: its expiry (seconds since 1970) and the HMAC over the path and the expiry. */
export const MediaQuery = Type.Object(
  { expires: Type.String({ maxLength: 20 }), signature: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type MediaQuery = Static<typeof MediaQuery>;
