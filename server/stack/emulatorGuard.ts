/**
 * The Auth emulator accepts unsigned tokens: anyone can forge an identity against it. Firebase
 * names the projects meant for the emulator only with a `demo-` prefix (they have no credentials
 * and no real users), so that prefix, not `NODE_ENV`, decides whether the emulator may be used.
 * The web server, the build and `npm start` ask here; the API applies the same rule in server/api.
 */
export const DEMO_PROJECT_PREFIX = 'demo-';

export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith(DEMO_PROJECT_PREFIX) && projectId.length > DEMO_PROJECT_PREFIX.length;
}

export class EmulatorRefusedError extends Error {
  constructor(projectId: string, what: string) {
    super(
      `Refus ${what} : l’émulateur Firebase Auth (jetons non signés) n’est permis qu’avec un projet de démonstration, ` +
        `dont l’identifiant commence par « ${DEMO_PROJECT_PREFIX} » ; FIREBASE_PROJECT_ID vaut « ${projectId} ». ` +
        'Choisissez un projet « demo-… » ou retirez la configuration de l’émulateur.',
    );
    this.name = 'EmulatorRefusedError';
  }
}

/** Throws unless the emulator is unused or the project is a demo one. `what`: what is refused, e.g. « de démarrer ». */
export function assertEmulatorAllowed(usesEmulator: boolean, projectId: string, what: string): void {
  if (usesEmulator && !isDemoProject(projectId)) throw new EmulatorRefusedError(projectId, what);
}
