// The slice's named exports are its public face (actions, selectors, state); its reducer, the default, is the root reducer's.
export * from './consentSlice';
export { readConsentCookies } from './consentCookies';
export { CookieBanner } from './CookieBanner';
