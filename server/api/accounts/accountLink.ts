/**
 * The links e-mailed to a person — choose a password (an invitation, a reset), confirm an e-mail
 * address — made by the identity provider and pointed at this app's `/actionmanager`.
 *
 * Firebase (and its emulator) builds the link to its own action handler; the action code inside it is
 * what matters. We keep `mode`, `oobCode` and the optional `continueUrl`, and send the person to our page,
 * which applies the code with the web SDK and says what to do next in French. Not the provider's `lang`: the
 * Admin SDK always writes `en` there, and a French product's link ending in `&lang=en` reads as a mistake.
 */
import type { FastifyInstance } from 'fastify';

/** The public page for the identity provider's links (docs/product.md §2; src/config/routes.ts `PATHS.actionManager`). */
export const ACTION_MANAGER_PATH = '/actionmanager';

export type AccountLinkKind = 'resetPassword' | 'verifyEmail';

const KEPT_PARAMETERS = ['mode', 'oobCode', 'continueUrl'] as const;

/** The provider's link, rewritten to `${appOrigin}/actionmanager?mode=…&oobCode=…`. */
export function toActionManager(providerLink: string, appOrigin: string): string {
  const source = new URL(providerLink);
  const target = new URL(ACTION_MANAGER_PATH, appOrigin);
  for (const name of KEPT_PARAMETERS) {
    const value = source.searchParams.get(name);
    if (value) target.searchParams.set(name, value);
  }
  if (!target.searchParams.get('oobCode')) throw new Error('Lien du fournisseur d’identité sans code d’action');
  return target.toString();
}

export async function accountLink(app: Pick<FastifyInstance, 'identity' | 'appOrigin'>, kind: AccountLinkKind, email: string): Promise<string> {
  const providerLink =
    kind === 'resetPassword' ? await app.identity.generatePasswordResetLink(email) : await app.identity.generateEmailVerificationLink(email);
  return toActionManager(providerLink, app.appOrigin);
}
