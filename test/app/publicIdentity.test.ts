/** @jest-environment node */
import { HOSTING_VARIABLES, PUBLISHER_VARIABLES, publicIdentityEnvironment } from '../../server/stack/publicIdentity';

// What the build bakes into the bundle for the legal pages and the articles (server/stack/clientEnvironment.ts).
const publisher = Object.fromEntries(PUBLISHER_VARIABLES.map((name) => [name, `valeur de ${name}`]));
const hosting = Object.fromEntries(HOSTING_VARIABLES.map((name) => [name, `valeur de ${name}`]));

describe('publicIdentityEnvironment', () => {
  it.each([
    ['nothing set: the example (empty values), payment by the test mode on the emulator', {}, true, '', '', 'test'],
    ['nothing set, a real Auth: no online payment, as the production image', {}, false, '', '', 'none'],
    ['the publisher and the host set', { ...publisher, ...hosting }, false, 'valeur de PUBLISHER_NAME', 'valeur de HOSTING_NAME', 'none'],
    ['PAYMENT_PROVIDER=none on a demo stack', { PAYMENT_PROVIDER: 'none' }, true, '', '', 'none'],
    ['PAYMENT_PROVIDER=test said explicitly', { PAYMENT_PROVIDER: 'test' }, false, '', '', 'test'],
  ] as const)('%s', (_, env, emulatorWanted, name, host, payment) => {
    const result = publicIdentityEnvironment(env, emulatorWanted);
    expect([result.PUBLISHER_NAME, result.HOSTING_NAME, result.PAYMENT_PROVIDER]).toEqual([name, host, payment]);
  });

  it.each([
    ['a publisher set in part', { PUBLISHER_NAME: 'Formasim SARL' }, /l’éditeur \(PUBLISHER_\*\) se configure en entier ; il manque PUBLISHER_LEGAL_FORM, PUBLISHER_ADDRESS/],
    ['a host set in part', { ...hosting, HOSTING_PHONE: ' ' }, /l’hébergeur \(HOSTING_\*\) se configure en entier ; il manque HOSTING_PHONE\.$/],
    ['an unknown payment provider', { PAYMENT_PROVIDER: 'stripe' }, /PAYMENT_PROVIDER « stripe » inconnu : test ou none\./],
  ] as const)('stops the build, in French, on %s', (_, env, message) => {
    expect(() => publicIdentityEnvironment(env, false)).toThrow(/^Refus de construire l’application : /);
    expect(() => publicIdentityEnvironment(env, false)).toThrow(message);
  });
});
