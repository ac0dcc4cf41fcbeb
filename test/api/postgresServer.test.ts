import { pickBinDir, PostgresBinariesMissingError } from '../support/postgresServer';

describe('finding the PostgreSQL binaries for the api-postgres tests', () => {
  test('the first folder that holds initdb and pg_ctl wins', () => {
    const holds = (dir: string) => dir !== '/opt/empty';
    expect(pickBinDir(['/opt/empty', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'], holds)).toBe('/usr/lib/postgresql/16/bin');
  });

  test('none: a clear error that names where it looked and what to install', () => {
    const attempt = () => pickBinDir(['/usr/lib/postgresql/15/bin', '/usr/bin'], () => false);
    expect(attempt).toThrow(PostgresBinariesMissingError);
    expect(attempt).toThrow(
      'PostgreSQL introuvable (initdb et pg_ctl) pour les tests de l’API sur un vrai serveur. ' +
        'Cherché dans : /usr/lib/postgresql/15/bin, /usr/bin. ' +
        'Installez-le (`apt-get install -y postgresql`) ou indiquez son dossier bin dans PG_BINDIR.',
    );
    expect(() => pickBinDir([], () => false)).toThrow('Cherché dans : (rien)');
  });
});
