/**
 * A throwaway PostgreSQL server for the tests: `initdb` in a temporary folder, `pg_ctl start` on a
 * free port of 127.0.0.1 with trust authentication, and `stop()` removes it all. The binaries are
 * Debian's (`/usr/lib/postgresql/<version>/bin`), or found through PATH or `pg_config --bindir`.
 * PostgreSQL refuses to run as root: as root, the commands run as the `postgres` system user
 * (created by Debian's package), which then owns the folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../server/stack/ports';

export type RunningPostgres = {
  /** Superuser URL of the `postgres` database, e.g. postgres://postgres@127.0.0.1:41234/postgres. */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  /** `pg_ctl stop -m fast`: the server goes away, its data stays (for a fault test). */
  pause(): void;
  /** `pg_ctl start` again on the same port and data. */
  resume(): void;
  /** SIGKILL to the postmaster, as a crash would: no checkpoint, no clean shutdown. */
  crash(): Promise<void>;
};

export type PostgresServerOptions = {
  /**
   * fsync and synchronous commits on, as in production: a commit is acknowledged once its WAL is on
   * disk, so a crash loses no acknowledged write. Off by default: the tests' data is thrown away.
   */
  durable?: boolean;
};

export class PostgresBinariesMissingError extends Error {
  constructor(searched: readonly string[]) {
    super(
      'PostgreSQL introuvable (initdb et pg_ctl) pour les tests de l’API sur un vrai serveur. ' +
        `Cherché dans : ${searched.join(', ') || '(rien)'}. ` +
        'Installez-le (`apt-get install -y postgresql`) ou indiquez son dossier bin dans PG_BINDIR.',
    );
    this.name = 'PostgresBinariesMissingError';
  }
}

const hasServerBinaries = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));

function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
}

function commandOutput(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The folder holding `initdb` and `pg_ctl`: PG_BINDIR, Debian's newest, PATH's `initdb`, `pg_config --bindir`. */
export function findPostgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  const onPath = commandOutput('sh', ['-c', 'command -v initdb']);
  const candidates = [
    env.PG_BINDIR,
    ...debianBinDirs(),
    // /usr/local/bin/initdb is often a link into Debian's folder, where pg_ctl lives too.
    onPath ? path.dirname(realpathSync(onPath)) : undefined,
    commandOutput('pg_config', ['--bindir']),
  ].filter((dir): dir is string => Boolean(dir));
  return pickBinDir(candidates);
}

/** The first candidate folder holding both binaries, else the error that says what to install. */
export function pickBinDir(candidates: readonly string[], holdsBinaries: (dir: string) => boolean = hasServerBinaries): string {
  const found = candidates.find(holdsBinaries);
  if (!found) throw new PostgresBinariesMissingError(candidates);
  return found;
}

type Runner = (binary: string, args: string[]) => void;

function runnerFor(binDir: string, owner: { uid: number; gid: number } | null): Runner {
  return (binary, args) => {
    const file = path.join(binDir, binary);
    // runuser (util-linux) switches user without a shell: no quoting of the arguments to get wrong.
    if (owner) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
}

function postgresSystemUser(): { uid: number; gid: number } {
  const uid = commandOutput('id', ['-u', 'postgres']);
  const gid = commandOutput('id', ['-g', 'postgres']);
  if (!uid || !gid) {
    throw new Error(
      'Les tests tournent en root et PostgreSQL refuse root : il faut l’utilisateur système `postgres` ' +
        '(créé par le paquet Debian postgresql).',
    );
  }
  return { uid: Number(uid), gid: Number(gid) };
}

function describeFailure(error: unknown): string {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
  return stderr || (error instanceof Error ? error.message : String(error));
}

/** Starts a fresh server (about 2 s). Its data is thrown away by `stop()`. */
export async function startPostgresServer(
  env: NodeJS.ProcessEnv = process.env,
  { durable = false }: PostgresServerOptions = {},
): Promise<RunningPostgres> {
  const binDir = findPostgresBinDir(env);
  const owner = process.getuid?.() === 0 ? postgresSystemUser() : null;
  const run = runnerFor(binDir, owner);

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'simusession-postgres-'));
  if (owner) {
    chownSync(workDir, owner.uid, owner.gid);
    chmodSync(workDir, 0o700);
  }
  const dataDir = path.join(workDir, 'data');
  const [port] = (await freePorts(1)) as [number];
  const durability = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(workDir, 'postgres.log'),
      '-o',
      `-p ${port} -h 127.0.0.1 -k ${workDir}${durability}`,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  try {
    // --no-sync and fsync=off: the data is thrown away, durability only costs time here.
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', ...(durable ? [] : ['--no-sync'])]);
    start();
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw new Error(`Le serveur PostgreSQL de test n’a pas démarré : ${describeFailure(error)}`);
  }
  const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    async stop() {
      try {
        if (existsSync(path.join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
    },
    pause() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    resume() {
      start();
    },
    async crash() {
      const pid = postmasterPid();
      process.kill(pid, 'SIGKILL');
      // Gone once signalling it fails; its children notice the postmaster's death and exit on their own.
      for (let waited = 0; waited < 10_000; waited += 50) {
        try {
          process.kill(pid, 0);
        } catch {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`PostgreSQL (pid ${pid}) ne s’est pas arrêté après SIGKILL.`);
    },
  };
}
