import path from 'node:path';
import { demoGuard } from '../demoProject';
import { repoPath } from '../paths';
import type { NamedPort } from './ports';

/** What `npm start` runs on. Every port and the data folder can be moved (a test runs a second stack beside a developer's). */
export type StackSettings = {
  projectId: string;
  /** Logs, the emulator's saved accounts, the start lock (and PGlite's default folder). */
  dataDir: string;
  accountsDir: string;
  webPort: number;
  apiPort: number;
  emulator: { auth: number; hub: number; logging: number };
  /** The local mail catcher (MailDev): SMTP for the API, a web inbox for people. */
  mail: { smtp: number; web: number };
  /** True when every emulator port is firebase.json's: the repository's file is used as it is. */
  defaultEmulatorPorts: boolean;
};

const DEFAULT_EMULATOR = { auth: 9099, hub: 4400, logging: 4500 };

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${name} doit être un numéro de port (1 à 65535) : « ${raw} ».`);
  return value;
}

export function stackSettings(env: NodeJS.ProcessEnv): StackSettings {
  const dataDir = env.SIMUSESSION_DATA_DIR ? path.resolve(env.SIMUSESSION_DATA_DIR) : repoPath('.data');
  const emulator = {
    auth: port(env, 'AUTH_EMULATOR_PORT', DEFAULT_EMULATOR.auth),
    hub: port(env, 'EMULATOR_HUB_PORT', DEFAULT_EMULATOR.hub),
    logging: port(env, 'EMULATOR_LOGGING_PORT', DEFAULT_EMULATOR.logging),
  };
  return {
    // The stack always runs the emulator, whose tokens are unsigned: a demo project only (a French refusal otherwise).
    projectId: demoGuard({ projectId: env.FIREBASE_PROJECT_ID, nodeEnv: env.NODE_ENV, emulator: true }, 'de démarrer la pile locale').projectId,
    dataDir,
    accountsDir: path.join(dataDir, 'auth-emulator'),
    webPort: port(env, 'PORT', 8080),
    apiPort: port(env, 'API_PORT', 8081),
    emulator,
    mail: { smtp: port(env, 'MAIL_SMTP_PORT', 1025), web: port(env, 'MAIL_WEB_PORT', 1080) },
    defaultEmulatorPorts:
      emulator.auth === DEFAULT_EMULATOR.auth && emulator.hub === DEFAULT_EMULATOR.hub && emulator.logging === DEFAULT_EMULATOR.logging,
  };
}

export function stackPorts(settings: StackSettings): NamedPort[] {
  return [
    { port: settings.webPort, purpose: 'application' },
    { port: settings.apiPort, purpose: 'API' },
    { port: settings.emulator.auth, purpose: 'émulateur Firebase Auth' },
    { port: settings.emulator.hub, purpose: 'hub des émulateurs Firebase' },
    { port: settings.emulator.logging, purpose: 'journal des émulateurs Firebase' },
    { port: settings.mail.smtp, purpose: 'courrier local (SMTP)' },
    { port: settings.mail.web, purpose: 'boîte de réception locale' },
  ];
}

/** firebase.json's emulator section on other ports (the hub and logging ports are opened by the CLI whatever the config says). */
export function emulatorConfig(settings: StackSettings): unknown {
  return {
    emulators: {
      auth: { host: '127.0.0.1', port: settings.emulator.auth },
      hub: { host: '127.0.0.1', port: settings.emulator.hub },
      logging: { host: '127.0.0.1', port: settings.emulator.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}
