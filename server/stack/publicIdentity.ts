/**
 * Who publishes the site, who hosts it, and whether the subscription is paid online: facts the legal
 * pages and the articles state, which only the operator of a deployment knows. They are baked into the
 * browser bundle at build time (clientEnvironment.ts), like the Firebase web configuration.
 *
 * Each group is set whole or not at all: a real company's name beside the example's SIRET would be a
 * false legal notice. Unset, the pages show the built-in example (src/config/messages/legal.ts), marked
 * « Exemple » on the page itself, so that a deployment that forgot them says so rather than passing an
 * invented company for its publisher.
 */

export const PUBLISHER_VARIABLES = [
  'PUBLISHER_NAME',
  'PUBLISHER_LEGAL_FORM',
  'PUBLISHER_ADDRESS',
  'PUBLISHER_REGISTRATION',
  'PUBLISHER_SIRET',
  'PUBLISHER_APE',
  'PUBLISHER_VAT',
  'PUBLISHER_PHONE',
  'PUBLISHER_DIRECTOR',
  'PUBLISHER_COURT',
] as const;

export const HOSTING_VARIABLES = ['HOSTING_NAME', 'HOSTING_ADDRESS', 'HOSTING_PHONE', 'HOSTING_SITE', 'HOSTING_LOCATION'] as const;

export const PAYMENT_PROVIDERS = ['test', 'none'] as const;

type Variable = (typeof PUBLISHER_VARIABLES)[number] | (typeof HOSTING_VARIABLES)[number];

/** Empty string: not configured, the example applies. */
export type PublicIdentityEnvironment = Record<Variable, string> & {
  /** `none`: no online payment, the articles say to write to us; `test`: the card test mode of a demo stack. */
  PAYMENT_PROVIDER: (typeof PAYMENT_PROVIDERS)[number];
};

export class PublicIdentityRefusedError extends Error {
  constructor(reason: string) {
    super(`Refus de construire l’application : ${reason}`);
    this.name = 'PublicIdentityRefusedError';
  }
}

function group(names: readonly Variable[], env: NodeJS.ProcessEnv, what: string): Record<string, string> {
  const set = names.filter((name) => (env[name] ?? '').trim() !== '');
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => !set.includes(name));
    throw new PublicIdentityRefusedError(`${what} se configure en entier ; il manque ${missing.join(', ')}.`);
  }
  return Object.fromEntries(names.map((name) => [name, (env[name] ?? '').trim()]));
}

/**
 * `emulatorWanted`: the bundle talks to the Auth emulator, the only place where a production API honours
 * the test payment provider; so the articles promise online payment there by default and nowhere else
 * (the API's own default is `none` in production: server/payment/provider.ts).
 */
export function publicIdentityEnvironment(env: NodeJS.ProcessEnv, emulatorWanted: boolean): PublicIdentityEnvironment {
  const payment = env.PAYMENT_PROVIDER || (emulatorWanted ? 'test' : 'none');
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(payment)) {
    throw new PublicIdentityRefusedError(`PAYMENT_PROVIDER « ${payment} » inconnu : test ou none.`);
  }
  return {
    ...(group(PUBLISHER_VARIABLES, env, 'l’éditeur (PUBLISHER_*)') as Record<(typeof PUBLISHER_VARIABLES)[number], string>),
    ...(group(HOSTING_VARIABLES, env, 'l’hébergeur (HOSTING_*)') as Record<(typeof HOSTING_VARIABLES)[number], string>),
    PAYMENT_PROVIDER: payment as PublicIdentityEnvironment['PAYMENT_PROVIDER'],
  };
}
