export { allPages } from './allPages';
export { api, TAG_TYPES } from './baseApi';
export { loadedApi, selectQueriesInFlight, whenApiLoaded, type AppApi } from './dataLayer';
export { resultOf, unwrapEnvelope } from './unwrapEnvelope';
export { authenticatedBaseQuery, RESOURCE_RETRIES, type ApiCallOptions } from './authenticatedBaseQuery';
export {
  answerOf,
  classifyAnswer,
  classifyResult,
  IDENTITY_NETWORK_ERROR,
  parseRetryAfter,
  refusalMessage,
  type Answer,
  type ApiResult,
  type Call,
  type Outcome,
  type OutcomeKind,
  type UnreachableService,
} from './classifyAnswer';
export { openSessionStream, type SessionStreamOptions, type StreamSource, type StreamSourceFactory } from './sessionStream';
