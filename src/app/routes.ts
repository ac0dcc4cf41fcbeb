/**
 * The one table of the application's routes: the router, the access guard, the navigation
 * and the documentation map all read it. Adding a page means adding a row here.
 */
import type { ComponentType } from 'react';
import type { Role } from '../config/roles';

export type RouteAccess =
  /** Reachable without signing in (spec §2), and everything beneath it. */
  | { kind: 'public' }
  /** Any signed-in user, whatever the organisation's state (the account page). */
  | { kind: 'signedIn' }
  /** Signed-in users of these roles; hyperadmin passes everywhere. */
  | { kind: 'roles'; roles: readonly Role[] }
  /** `/auth/login`: sends a signed-in user to their main page, anyone else to `/login`. */
  | { kind: 'signInAlias' };

/**
 * Who sees a route in the menus: everyone, only signed-out visitors, everyone but the
 * hyperadmin, the roles of the route's audience, or the avatar slot of signed-in users.
 */
export type NavRule = 'always' | 'signedOut' | 'notHyperadmin' | 'audience' | 'avatar';

export type NavEntry = { label: string; rule: NavRule; order: number };

type PageModule = { default: ComponentType };

export type AppRoute = {
  path: string;
  access: RouteAccess;
  /** French page title, also used for `document.title`. */
  title: string;
  /** One sentence saying what the page is for and for whom. */
  summary: string;
  load: () => Promise<PageModule>;
  nav?: NavEntry;
};

const publicRoute = { kind: 'public' } as const;
const roles = (...allowed: Role[]): RouteAccess => ({ kind: 'roles', roles: allowed });

// Pages shared by several rows: each reads its title from this table.
const article = () => import('../pages/public/ArticlePage');
const pricing = () => import('../pages/public/PricingPage');
const workspace = () => import('../pages/WorkspacePage');

export const ROUTES: readonly AppRoute[] = [
  // Public side (spec §2, in the specification's order).
  { path: '/', access: publicRoute, title: 'Accueil', summary: 'Les sessions de simulation pour les enseignants, les étudiants et les organisations.', load: () => import('../pages/HomePage'), nav: { label: 'Accueil', rule: 'always', order: 0 } },
  { path: '/login', access: publicRoute, title: 'Connexion', summary: 'Connectez-vous à votre espace SimuSession.', load: () => import('../pages/auth/LoginPage'), nav: { label: 'Connexion', rule: 'signedOut', order: 10 } },
  { path: '/signup', access: publicRoute, title: 'Créer un compte', summary: 'Créez votre compte SimuSession avec votre adresse e-mail.', load: () => import('../pages/auth/SignupPage') },
  { path: '/pricing', access: publicRoute, title: 'Tarifs', summary: 'Les offres SimuSession pour les établissements et les enseignants.', load: pricing, nav: { label: 'Tarifs', rule: 'signedOut', order: 20 } },
  { path: '/buynow', access: publicRoute, title: 'Souscrire', summary: 'Souscrire un abonnement SimuSession pour votre organisation.', load: article },
  { path: '/register', access: publicRoute, title: 'Inscription', summary: 'Inscrire votre organisation à SimuSession.', load: article },
  { path: '/payment', access: publicRoute, title: 'Paiement', summary: 'Le règlement de votre abonnement.', load: article },
  { path: '/auth/register_admin', access: publicRoute, title: "Inscription d'un administrateur", summary: "Créer le compte administrateur d'une organisation.", load: article },
  { path: '/auth/register_users', access: publicRoute, title: 'Inscription des utilisateurs', summary: "Rejoindre l'organisation qui vous a invité.", load: article },
  { path: '/auth/ForgotPassword', access: publicRoute, title: 'Mot de passe oublié', summary: 'Recevez un lien pour choisir un nouveau mot de passe.', load: () => import('../pages/auth/ForgotPasswordPage') },
  { path: '/contact', access: publicRoute, title: 'Contact', summary: "Écrivez à l'équipe SimuSession.", load: () => import('../pages/public/ContactPage'), nav: { label: 'Contact', rule: 'notHyperadmin', order: 90 } },
  { path: '/about', access: publicRoute, title: 'Nous', summary: "Qui fait SimuSession, et pourquoi.", load: article, nav: { label: 'Nous', rule: 'signedOut', order: 30 } },
  { path: '/legal/policy', access: publicRoute, title: 'Politique de confidentialité', summary: 'Comment SimuSession traite vos données personnelles.', load: article },
  { path: '/legal/cgv', access: publicRoute, title: 'Conditions générales de vente', summary: 'Les conditions de vente des abonnements.', load: article },
  { path: '/legal/cgu', access: publicRoute, title: "Conditions générales d'utilisation", summary: "Les règles d'utilisation du service.", load: article },
  { path: '/legal/terms-conditions', access: publicRoute, title: 'Conditions générales', summary: 'Les conditions générales du service.', load: article },
  { path: '/legal/mentions-legales', access: publicRoute, title: 'Mentions légales', summary: "L'éditeur et l'hébergeur du service.", load: article },
  { path: '/checkout', access: publicRoute, title: 'Finaliser la commande', summary: 'Vérifiez et confirmez votre commande.', load: article },
  { path: '/account/free', access: publicRoute, title: 'Compte gratuit', summary: 'Essayer SimuSession gratuitement.', load: article },
  { path: '/account/CreateTeacherFreeAccount', access: publicRoute, title: 'Compte enseignant gratuit', summary: 'Créer un compte enseignant gratuit.', load: article },
  { path: '/account/CreateStudentFreeAccount', access: publicRoute, title: 'Compte étudiant gratuit', summary: 'Créer un compte étudiant gratuit.', load: article },
  { path: '/account/CreateOrganismeFreeAccount', access: publicRoute, title: 'Compte organisme gratuit', summary: 'Créer un compte gratuit pour votre organisme.', load: article },
  { path: '/account/pricing', access: publicRoute, title: 'Offres', summary: 'Comparer les offres SimuSession.', load: pricing },
  { path: '/docs/start', access: publicRoute, title: 'Documentation', summary: 'Bien démarrer avec SimuSession, selon votre rôle.', load: () => import('../pages/public/DocsPage'), nav: { label: 'Documentation', rule: 'notHyperadmin', order: 80 } },
  { path: '/actionmanager', access: publicRoute, title: 'Action sur votre compte', summary: 'Vérification de votre adresse e-mail ou réinitialisation de votre mot de passe.', load: article },
  { path: '/getmyData', access: publicRoute, title: 'Mes données', summary: 'Demander une copie de vos données personnelles.', load: article },
  { path: '/pricing1', access: publicRoute, title: 'Tarifs', summary: 'Les offres SimuSession pour les établissements et les enseignants.', load: pricing },
  { path: '/expired', access: publicRoute, title: 'Abonnement expiré', summary: "L'abonnement de votre organisation n'est plus actif.", load: () => import('../pages/ExpiredPage') },
  { path: '/buynow/packpro', access: publicRoute, title: 'Pack Pro', summary: "L'offre Pack Pro pour les établissements.", load: article },

  // Protected side (spec §2 table).
  { path: '/auth/user_account', access: { kind: 'signedIn' }, title: 'Mon compte', summary: 'Votre profil et votre organisation.', load: () => import('../pages/account/AccountPage'), nav: { label: 'Compte', rule: 'avatar', order: 5 } },
  { path: '/auth/users', access: roles('admin'), title: 'Utilisateurs', summary: "Les comptes de votre organisation. Réservé aux administrateurs.", load: workspace, nav: { label: 'Utilisateurs', rule: 'audience', order: 40 } },
  { path: '/auth/config', access: roles('admin'), title: 'Configuration', summary: "Les réglages de votre organisation. Réservé aux administrateurs.", load: workspace, nav: { label: 'Config', rule: 'audience', order: 41 } },
  { path: '/account/subscription', access: roles('admin'), title: 'Mon abonnement', summary: "L'abonnement de votre organisation. Réservé aux administrateurs.", load: () => import('../pages/account/SubscriptionPage'), nav: { label: 'Mon abonnement', rule: 'audience', order: 42 } },
  { path: '/account/UpgradeSubscription', access: roles('admin'), title: "Renouveler l'abonnement", summary: "Réactiver l'abonnement de votre organisation. Réservé aux administrateurs.", load: () => import('../pages/account/UpgradePage') },
  { path: '/auth/deleteOldUsers', access: roles('hyperadmin'), title: 'Effacer les anciens utilisateurs', summary: "Purger les comptes inactifs. Réservé à l'hyperadministrateur.", load: workspace, nav: { label: 'Effacer Old users', rule: 'audience', order: 43 } },
  { path: '/teacher/students', access: roles('enseignant'), title: 'Étudiants', summary: 'Vos étudiants. Réservé aux enseignants.', load: workspace, nav: { label: 'Etudiants', rule: 'audience', order: 50 } },
  { path: '/teacher/teacher_main', access: roles('enseignant'), title: 'Sessions', summary: 'Vos sessions de simulation. Réservé aux enseignants.', load: workspace, nav: { label: 'Sessions', rule: 'audience', order: 51 } },
  { path: '/session/dossiers/Dossiers', access: roles('enseignant'), title: 'Mes dossiers', summary: 'Vos dossiers de simulation. Réservé aux enseignants.', load: workspace, nav: { label: 'Mes dossiers', rule: 'audience', order: 52 } },
  { path: '/student/sessionsTable', access: roles('etudiant'), title: 'Mes sessions', summary: 'Les sessions auxquelles vous participez. Réservé aux étudiants.', load: workspace, nav: { label: 'Sessions', rule: 'audience', order: 60 } },
  { path: '/auth/login', access: { kind: 'signInAlias' }, title: 'Connexion', summary: 'Redirection vers la connexion.', load: () => import('../pages/auth/LoginPage') },
];

/** Where each role lands after signing in (decisions.md). */
export const ROLE_HOME: Record<Role, string> = {
  admin: '/auth/users',
  hyperadmin: '/auth/deleteOldUsers',
  enseignant: '/teacher/teacher_main',
  etudiant: '/student/sessionsTable',
};

export const PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/auth/ForgotPassword',
  account: '/auth/user_account',
  expired: '/expired',
  subscription: '/account/subscription',
  upgrade: '/account/UpgradeSubscription',
  signInAlias: '/auth/login',
  pricing: '/pricing',
  contact: '/contact',
} as const;

export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((r) => r.access.kind === 'public').map((r) => r.path);

/** `/login/` and `/login` are the same page; the root stays `/`. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Public if it equals a listed path or lies beneath one; `/` covers only itself (decisions.md). */
export function isPublicPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return PUBLIC_PATHS.some((p) => path === p || (p !== '/' && path.startsWith(`${p}/`)));
}

const routesByPath = new Map(ROUTES.map((r) => [r.path, r]));

export function routeForPath(pathname: string): AppRoute | undefined {
  return routesByPath.get(normalisePath(pathname));
}
