/**
 * The one table of the application's routes, as pure data: path, audience, French title, summary,
 * menu entry and the data action a page stands for. The access guard, the navigation, the page
 * titles, the pre-render and the documentation's role map all read it; the router adds the lazy
 * page loaders (src/app/pageLoaders.ts), keyed by these paths.
 *
 * Why here, in src/config, and not in src/app: features (the guard, the menus, the docs map) and
 * pages need the table, and a feature may not import src/app (that is how the old import circle
 * closed: table → pages → features → table). Nothing here imports a component, so the table sits
 * with the product's other declarative facts (texts, roles, environment), below every feature.
 */
import { decide, type Actor, type PolicyAction } from '../../contract/policy';
import type { Role } from '../../contract/roles';

/** Every path of the application, written once: everything else names a path through this map. */
export const PATHS = {
  // Public side (docs/product.md §2).
  home: '/',
  login: '/login',
  signup: '/signup',
  pricing: '/pricing',
  buyNow: '/buynow',
  register: '/register',
  payment: '/payment',
  registerAdmin: '/auth/register_admin',
  registerUsers: '/auth/register_users',
  forgotPassword: '/auth/ForgotPassword',
  contact: '/contact',
  about: '/about',
  privacyPolicy: '/legal/policy',
  salesTerms: '/legal/cgv',
  useTerms: '/legal/cgu',
  terms: '/legal/terms-conditions',
  legalNotice: '/legal/mentions-legales',
  checkout: '/checkout',
  freeAccount: '/account/free',
  freeTeacherAccount: '/account/CreateTeacherFreeAccount',
  freeStudentAccount: '/account/CreateStudentFreeAccount',
  freeOrganisationAccount: '/account/CreateOrganismeFreeAccount',
  accountPricing: '/account/pricing',
  docs: '/docs/start',
  // The guides beneath the documentation's landing (public, as everything beneath a public path).
  docsTeacher: '/docs/start/enseignant',
  docsStudent: '/docs/start/etudiant',
  docsAdmin: '/docs/start/administrateur',
  docsAccessMap: '/docs/start/carte-des-acces',
  actionManager: '/actionmanager',
  myData: '/getmyData',
  pricing1: '/pricing1',
  expired: '/expired',
  packPro: '/buynow/packpro',
  // The patient monitor for the simulation room's screen (docs/product.md §14): its token is the only key.
  monitor: '/moniteur/:token',
  // Protected side (docs/product.md §2 table).
  account: '/auth/user_account',
  users: '/auth/users',
  organisationConfig: '/auth/config',
  subscription: '/account/subscription',
  upgrade: '/account/UpgradeSubscription',
  deleteOldUsers: '/auth/deleteOldUsers',
  teacherStudents: '/teacher/students',
  teacherSessions: '/teacher/teacher_main',
  dossiers: '/session/dossiers/Dossiers',
  studentSessions: '/student/sessionsTable',
  // Pages of one resource (docs/product.md §11): `:id` is filled in with `pathTo`.
  teacherSession: '/teacher/sessions/:id',
  studentSession: '/student/sessions/:id',
  scenario: '/session/dossiers/scenarios/:id',
  signInAlias: '/auth/login',
} as const;

export type RouteId = keyof typeof PATHS;
export type RoutePath = (typeof PATHS)[RouteId];

/**
 * Who may open a route. A protected page names the policy action it serves (contract/policy.ts): who
 * may open it, and what still opens while an organisation is inactive, are the policy's rules and
 * live there only (the guard asks `decidePage`, the menus `decide`, the map `audienceOf`).
 */
export type RouteAccess =
  /** Reachable without signing in (docs/product.md §2), and everything beneath it. */
  | { kind: 'public' }
  /**
   * Any signed-in user, whatever the organisation's state (the account page: the guard lets it
   * through before the organisation's check); `action` is what the page uses, which the menus ask.
   */
  | { kind: 'signedIn'; action: PolicyAction }
  /** Signed-in users the policy lets use `action` (its audience); the hyperadmin passes everywhere. */
  | { kind: 'policy'; action: PolicyAction }
  /** `/auth/login`: sends a signed-in user to their main page, anyone else to `/login`. */
  | { kind: 'signInAlias' };

/**
 * Who sees a route in the menus: everyone, only signed-out visitors, everyone but the
 * hyperadmin, the roles of the route's audience, or the avatar slot of signed-in users.
 */
export type NavRule = 'always' | 'signedOut' | 'notHyperadmin' | 'audience' | 'avatar';

export type NavEntry = { label: string; rule: NavRule; order: number };

export type AppRoute = {
  path: RoutePath;
  access: RouteAccess;
  /** French page title, also used for `document.title`. */
  title: string;
  /**
   * One sentence saying what the page is for. Protected pages draw it as their subtitle, for the
   * very people of their audience: it never says whom the page is for ("Réservé aux …"), which
   * `access` already says (test/app/routes.test.ts).
   */
  summary: string;
  nav?: NavEntry;
  /**
   * `fullScreen`: the page alone, without the site's header, footer or cookie banner (the patient
   * monitor, shown on the simulation room's screen). By default the site's layout frames the page.
   */
  layout?: 'fullScreen';
};

const publicRoute = { kind: 'public' } as const;
/**
 * A protected page, open to whom the policy lets use `action`: the API action the page exists to use
 * (or, for a page with none of its own, a `pages.*` action). The menus offer the page only to whom
 * the policy allows it, so nobody is shown a page the server would refuse (docs/product.md §12).
 */
const serves = (action: PolicyAction): RouteAccess => ({ kind: 'policy', action });

/** The policy action a route serves, if it is a protected page. */
export function actionOf(route: AppRoute): PolicyAction | undefined {
  return route.access.kind === 'policy' || route.access.kind === 'signedIn' ? route.access.action : undefined;
}

export const ROUTES: readonly AppRoute[] = [
  // Public side (docs/product.md §2.1, in its order).
  { path: PATHS.home, access: publicRoute, title: 'Accueil', summary: 'Les sessions de simulation pour les enseignants, les étudiants et les organisations.', nav: { label: 'Accueil', rule: 'always', order: 0 } },
  { path: PATHS.login, access: publicRoute, title: 'Connexion', summary: 'Connectez-vous à votre espace SimuSession.', nav: { label: 'Connexion', rule: 'signedOut', order: 10 } },
  { path: PATHS.signup, access: publicRoute, title: 'Créer un compte', summary: 'Créez votre compte SimuSession avec votre adresse e-mail.' },
  { path: PATHS.pricing, access: publicRoute, title: 'Tarifs', summary: 'Les offres SimuSession pour les établissements et les enseignants.', nav: { label: 'Tarifs', rule: 'signedOut', order: 20 } },
  { path: PATHS.buyNow, access: publicRoute, title: 'Souscrire', summary: 'Souscrire un abonnement SimuSession pour votre organisation.' },
  { path: PATHS.register, access: publicRoute, title: 'Inscription', summary: 'Inscrire votre organisation à SimuSession.' },
  { path: PATHS.payment, access: publicRoute, title: 'Paiement', summary: 'Le règlement de votre abonnement.' },
  { path: PATHS.registerAdmin, access: publicRoute, title: "Inscription d’un administrateur", summary: "Créer le compte administrateur d’une organisation." },
  { path: PATHS.registerUsers, access: publicRoute, title: 'Inscription des utilisateurs', summary: "Rejoindre l’organisation qui vous a invité." },
  { path: PATHS.forgotPassword, access: publicRoute, title: 'Mot de passe oublié', summary: 'Recevez un lien pour choisir un nouveau mot de passe.' },
  { path: PATHS.contact, access: publicRoute, title: 'Contact', summary: "Écrivez à l’équipe SimuSession.", nav: { label: 'Contact', rule: 'notHyperadmin', order: 90 } },
  { path: PATHS.about, access: publicRoute, title: 'Nous', summary: "Qui fait SimuSession, et pourquoi.", nav: { label: 'Nous', rule: 'signedOut', order: 30 } },
  { path: PATHS.privacyPolicy, access: publicRoute, title: 'Politique de confidentialité', summary: 'Comment SimuSession traite vos données personnelles.' },
  { path: PATHS.salesTerms, access: publicRoute, title: 'Conditions générales de vente', summary: 'Les conditions de vente des abonnements.' },
  { path: PATHS.useTerms, access: publicRoute, title: "Conditions générales d’utilisation", summary: "Les règles d’utilisation du service." },
  { path: PATHS.terms, access: publicRoute, title: 'Conditions générales', summary: 'Les conditions générales du service.' },
  { path: PATHS.legalNotice, access: publicRoute, title: 'Mentions légales', summary: "L’éditeur et l’hébergeur du service." },
  { path: PATHS.checkout, access: publicRoute, title: 'Finaliser la commande', summary: 'Vérifiez et confirmez votre commande.' },
  { path: PATHS.freeAccount, access: publicRoute, title: 'Compte gratuit', summary: 'Essayer SimuSession gratuitement.' },
  { path: PATHS.freeTeacherAccount, access: publicRoute, title: 'Compte enseignant gratuit', summary: 'Créer un compte enseignant gratuit.' },
  { path: PATHS.freeStudentAccount, access: publicRoute, title: 'Compte étudiant gratuit', summary: 'Créer un compte étudiant gratuit.' },
  { path: PATHS.freeOrganisationAccount, access: publicRoute, title: 'Essai pour votre établissement', summary: 'Demander un espace d’essai pour votre établissement.' },
  { path: PATHS.accountPricing, access: publicRoute, title: 'Offres', summary: 'Comparer les offres SimuSession.' },
  { path: PATHS.docs, access: publicRoute, title: 'Documentation', summary: 'Bien démarrer avec SimuSession, selon votre rôle.', nav: { label: 'Documentation', rule: 'notHyperadmin', order: 80 } },
  { path: PATHS.docsTeacher, access: publicRoute, title: 'Guide de l’enseignant', summary: 'Dossiers, scénarios, planification, déroulement, débriefing et évaluation des sessions.' },
  { path: PATHS.docsStudent, access: publicRoute, title: 'Guide de l’étudiant', summary: 'Vos sessions, votre présence, le briefing, l’autorisation d’enregistrement et vos résultats.' },
  { path: PATHS.docsAdmin, access: publicRoute, title: 'Guide de l’administrateur', summary: 'Comptes, groupes, charte et autorisation d’enregistrement, abonnement de votre organisation.' },
  { path: PATHS.docsAccessMap, access: publicRoute, title: 'Carte des accès', summary: 'Pour les équipes techniques\u00a0: quelles pages chaque rôle peut ouvrir, d’après la table des routes.' },
  { path: PATHS.actionManager, access: publicRoute, title: 'Action sur votre compte', summary: 'Vérification de votre adresse e-mail ou réinitialisation de votre mot de passe.' },
  { path: PATHS.myData, access: publicRoute, title: 'Mes données', summary: 'Demander une copie de vos données personnelles.' },
  { path: PATHS.pricing1, access: publicRoute, title: 'Tarifs', summary: 'Les offres SimuSession pour les établissements et les enseignants.' },
  { path: PATHS.expired, access: publicRoute, title: 'Abonnement expiré', summary: "L’abonnement de votre organisation n’est plus actif." },
  { path: PATHS.packPro, access: publicRoute, title: 'Pack Pro', summary: "L’offre Pack Pro pour les établissements." },
  { path: PATHS.monitor, access: publicRoute, title: 'Moniteur patient', summary: 'Les constantes du patient simulé, en direct, pour l’écran de la salle de simulation.', layout: 'fullScreen' },

  // Protected side (docs/product.md §2 table).
  { path: PATHS.account, access: { kind: 'signedIn', action: 'profile.read' }, title: 'Mon compte', summary: 'Votre profil et votre organisation.', nav: { label: 'Compte', rule: 'avatar', order: 5 } },
  { path: PATHS.users, access: serves('users.list'), title: 'Utilisateurs', summary: 'Les comptes de votre organisation\u00a0: invitations, rôles, groupes et accès.', nav: { label: 'Utilisateurs', rule: 'audience', order: 40 } },
  { path: PATHS.organisationConfig, access: serves('organisation.update'), title: 'Configuration', summary: 'Les réglages de votre organisation.', nav: { label: 'Config', rule: 'audience', order: 41 } },
  { path: PATHS.subscription, access: serves('subscription.read'), title: 'Mon abonnement', summary: 'L’abonnement de votre organisation.', nav: { label: 'Mon abonnement', rule: 'audience', order: 42 } },
  { path: PATHS.upgrade, access: serves('subscription.checkout'), title: "Renouveler l’abonnement", summary: 'Réactiver l’abonnement de votre organisation.' },
  { path: PATHS.deleteOldUsers, access: serves('operator.organisations'), title: 'Console de l’opérateur', summary: 'Les organisations et leur abonnement, le journal des changements et les comptes inactifs à prévenir ou à supprimer.', nav: { label: 'Effacer Old users', rule: 'audience', order: 43 } },
  { path: PATHS.teacherStudents, access: serves('students.read'), title: 'Étudiants', summary: 'Vos étudiants.', nav: { label: 'Etudiants', rule: 'audience', order: 50 } },
  { path: PATHS.teacherSessions, access: serves('sessions.lead'), title: 'Sessions', summary: 'Vos sessions de simulation.', nav: { label: 'Sessions', rule: 'audience', order: 51 } },
  { path: PATHS.dossiers, access: serves('folders.manage'), title: 'Mes dossiers', summary: 'Vos dossiers de simulation.', nav: { label: 'Mes dossiers', rule: 'audience', order: 52 } },
  { path: PATHS.studentSessions, access: serves('sessions.participate'), title: 'Mes sessions', summary: 'Les sessions auxquelles vous participez.', nav: { label: 'Sessions', rule: 'audience', order: 60 } },
  { path: PATHS.teacherSession, access: serves('pages.teacherSession'), title: 'Session', summary: 'Préparer, conduire, débriefer et évaluer une session de simulation.' },
  { path: PATHS.studentSession, access: serves('sessions.participate'), title: 'Ma session', summary: 'Les informations pratiques et le briefing de la session.' },
  { path: PATHS.scenario, access: serves('scenarios.manage'), title: 'Scénario', summary: 'Le scénario, son graphe et ses versions.' },
  { path: PATHS.signInAlias, access: { kind: 'signInAlias' }, title: 'Connexion', summary: 'Redirection vers la connexion.' },
];

/** Where each role lands after signing in (docs/product.md §19.3). */
export const ROLE_HOME: Record<Role, RoutePath> = {
  admin: PATHS.users,
  hyperadmin: PATHS.deleteOldUsers,
  enseignant: PATHS.teacherSessions,
  etudiant: PATHS.studentSessions,
};

/**
 * Where an inactive organisation sends its member (docs/product.md §4.3 step 7): the renewal page to whom the
 * policy lets renew it (its admin), `/expired` to everyone else.
 */
export function inactiveOrganisationHome(actor: Actor): RoutePath {
  return decide(actor, 'subscription.checkout').allowed ? PATHS.upgrade : PATHS.expired;
}

export const PUBLIC_PATHS: readonly RoutePath[] = ROUTES.filter((r) => r.access.kind === 'public').map((r) => r.path);

/** `/login/` and `/login` are the same page; the root stays `/`. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

const routesByPath = new Map<string, AppRoute>(ROUTES.map((r) => [r.path, r]));
const PARAMETER = /^:[A-Za-z]+$/;
const hasParameter = (path: string) => path.split('/').some((segment) => PARAMETER.test(segment));
const parameterisedRoutes = ROUTES.filter((r) => hasParameter(r.path));

/**
 * Public if it equals a listed path or lies beneath one; `/` covers only itself (docs/product.md §19.2). A
 * public path with a parameter (`/moniteur/:token`) covers exactly the locations it draws, nothing beneath.
 */
export function isPublicPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return PUBLIC_PATHS.some((p) => (hasParameter(p) ? fits(p, path) : path === p || (p !== '/' && path.startsWith(`${p}/`))));
}

/** Does `/teacher/sessions/42` fit `/teacher/sessions/:id`? A parameter takes exactly one non-empty segment. */
function fits(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => (PARAMETER.test(segment) ? got[i] !== '' : segment === got[i]));
}

/** The row drawing a location: an exact path first, then a path with parameters. */
export function routeForPath(pathname: string): AppRoute | undefined {
  const path = normalisePath(pathname);
  return routesByPath.get(path) ?? parameterisedRoutes.find((route) => fits(route.path, path));
}

/** The location of a parameterised page: `pathTo(PATHS.teacherSession, { id })`; values are URL-encoded. */
export function pathTo(path: RoutePath, params: Readonly<Record<string, string>>): string {
  return path
    .split('/')
    .map((segment) => {
      if (!PARAMETER.test(segment)) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') throw new Error(`Paramètre manquant ${segment} pour ${path}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/** The row of a path named through `PATHS` (the table has one for each: test/app/routes.test.ts). */
export function routeAt(path: RoutePath): AppRoute {
  const route = routesByPath.get(path);
  if (!route) throw new Error(`Aucune route pour ${path}`);
  return route;
}
