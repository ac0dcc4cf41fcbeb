import { DEMO_PASSWORD, demoAccounts, organisationName } from '../seed/demoWorld';

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}

/** The demo accounts, as docs/product.md §13.1 lists them. */
export function demoAccountsTable(): string {
  const rows = demoAccounts.map(({ email, emailVerified, profile }) => [
    email,
    profile?.role ?? '— (aucun profil)',
    (profile && organisationName(profile.organisationId)) ?? '—',
    emailVerified ? 'oui' : 'NON',
  ]);
  return table([['e-mail', 'rôle', 'organisation', 'e-mail vérifié'], ...rows]);
}

export function readyBanner(urls: { app: string; api: string; emulator: string; mail: string }, seconds: number): string {
  return [
    '',
    `SimuSession est prête en ${seconds.toFixed(1)} s : ${urls.app}`,
    `  API de référence : ${urls.api}   Émulateur Firebase Auth : ${urls.emulator}`,
    `  Courrier envoyé par l’application (invitations, liens) : ${urls.mail}`,
    '',
    demoAccountsTable(),
    '',
    `Mot de passe de tous les comptes : ${DEMO_PASSWORD}`,
    'Tapez « r » puis Entrée pour réinitialiser le monde de démo ; Ctrl-C pour tout arrêter.',
    '',
  ].join('\n');
}
