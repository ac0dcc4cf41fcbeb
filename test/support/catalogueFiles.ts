/** The message catalogue: every file whose strings users read (the UI's, the contract's, the API's). */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const messagesDir = path.join(root, 'src', 'config', 'messages');

export const CATALOGUE_FILES: readonly string[] = [
  ...readdirSync(messagesDir)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => path.join(messagesDir, file)),
  path.join(root, 'src', 'config', 'routes.ts'),
  path.join(root, 'contract', 'messages.ts'),
  path.join(root, 'server', 'api', 'messages.ts'),
  path.join(root, 'server', 'demoProject.ts'),
];

/**
 * Modules whose text people read but that also hold code (rules, e-mail builders): the typography test reads
 * them with the catalogue; `npm run typography:fix` leaves them to a person (its literals include code's).
 */
export const MESSAGE_MODULES: readonly string[] = [
  path.join(root, 'contract', 'scenarioGraph.ts'),
  path.join(root, 'contract', 'purge.ts'),
  path.join(root, 'server', 'web', 'messages.ts'),
  path.join(root, 'server', 'api', 'routes', 'users', 'invitationMail.ts'),
  path.join(root, 'server', 'api', 'routes', 'inactiveUsers', 'warningMail.ts'),
  path.join(root, 'server', 'api', 'routes', 'signup', 'verificationMail.ts'),
];

/**
 * Strings the product fixes to the letter (docs/product.md §8, §2.3), kept as it writes them: the organisation check's message
 * (docs/product.md §8, straight apostrophe included) and the mobile navigation label « Effacer Old users » (docs/product.md §2, its
 * English included). The other labels it fixes (« Nous », « Config », « Etudiants ») break no rule; the cookie
 * banner's buttons (docs/product.md §9) are French already.
 */
export const SPEC_VERBATIM: readonly string[] = ["Réponse inattendue de l'API.", 'Effacer Old users'];
