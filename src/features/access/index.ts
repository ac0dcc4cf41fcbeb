export { decideAccess, type AccessDecision, type AccessInput } from './decideAccess';
export { decideWithHint, type GuardView } from './decideWithHint';
export { selectGuardView, type GuardViewState } from './guardView';
export { ACCESS_HINT_KEY, hintFrom, parseAccessHint, readAccessHint, writeAccessHint, type AccessHint } from './accessHint';
export { default as accessHintSlice, selectAccessHint, type AccessHintState } from './accessHintSlice';
export { addAccessHintListeners } from './accessHintListeners';
export { safeRedirectPath, loginPathFor } from './redirectTarget';
export { FrameOnlyProvider, RequireAccess } from './RequireAccess';
export { FRAME_FOR_ATTRIBUTE, FRAME_MARKER, FRAME_SHOWN, firstRenderMode, frameKindsFor, framedPaths, hintKind, hintsOfEveryKind, type HintKind } from './prerenderedFrame';
