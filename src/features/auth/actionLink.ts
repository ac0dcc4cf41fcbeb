/** What an `/actionmanager` URL asks for (the identity provider's e-mailed links). Pure, tested as a table. */
export const ACTION_MODES = ['resetPassword', 'verifyEmail', 'recoverEmail'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

export type ActionLink = { kind: 'action'; mode: ActionMode; code: string } | { kind: 'malformed' };

export function actionLinkFrom(search: string): ActionLink {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  const code = params.get('oobCode')?.trim();
  if (!code || !ACTION_MODES.includes(mode as ActionMode)) return { kind: 'malformed' };
  return { kind: 'action', mode: mode as ActionMode, code };
}

/** The provider's codes that mean "this link can no longer be used" rather than "try again". */
const DEAD_LINK = new Set(['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-disabled', 'auth/user-not-found']);

export const isDeadLink = (code: string) => DEAD_LINK.has(code);
