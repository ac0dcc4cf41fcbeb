import { createAction } from '@reduxjs/toolkit';

/**
 * The one sign-out event (docs/product.md §4): the menu's « Déconnexion », the outage button, and the data
 * layer when the API still refuses the session after a fresh token. It lives below the features
 * so that the data layer can raise it; the auth feature re-exports it, the app's listener handles it.
 */
export const signOutRequested = createAction('auth/signOutRequested');
