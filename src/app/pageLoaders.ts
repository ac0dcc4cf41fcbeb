/**
 * Which page component draws each path of the route table, loaded on demand: every page is its own
 * chunk, so the first load carries only the page asked for. This is the one place that imports page
 * modules; the table itself (src/config/routes.ts) stays pure data that features may read.
 *
 * A `Record` over every path: a route added to the table without a page here fails the type-check.
 */
import type { ComponentType } from 'react';
import { PATHS, type RoutePath } from '../config/routes';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

// Pages shared by several paths: each reads its title and text from the table and the messages.
const article: PageLoader = () => import('../pages/public/ArticlePage');
const pricing: PageLoader = () => import('../pages/public/PricingPage');
const about: PageLoader = () => import('../pages/public/AboutPage');
const guide: PageLoader = () => import('../pages/public/GuidePage');
const login: PageLoader = () => import('../pages/auth/LoginPage');

export const PAGE_LOADERS: Readonly<Record<RoutePath, PageLoader>> = {
  [PATHS.home]: () => import('../pages/HomePage'),
  [PATHS.login]: login,
  [PATHS.signup]: () => import('../pages/auth/SignupPage'),
  [PATHS.pricing]: pricing,
  [PATHS.buyNow]: article,
  [PATHS.register]: article,
  [PATHS.payment]: article,
  [PATHS.registerAdmin]: article,
  [PATHS.registerUsers]: article,
  [PATHS.forgotPassword]: () => import('../pages/auth/ForgotPasswordPage'),
  [PATHS.contact]: () => import('../pages/public/ContactPage'),
  [PATHS.about]: about,
  [PATHS.privacyPolicy]: article,
  [PATHS.salesTerms]: article,
  [PATHS.useTerms]: article,
  [PATHS.terms]: article,
  [PATHS.legalNotice]: article,
  [PATHS.checkout]: article,
  [PATHS.freeAccount]: article,
  [PATHS.freeTeacherAccount]: article,
  [PATHS.freeStudentAccount]: article,
  [PATHS.freeOrganisationAccount]: article,
  [PATHS.accountPricing]: pricing,
  [PATHS.docs]: () => import('../pages/public/DocsPage'),
  [PATHS.docsTeacher]: guide,
  [PATHS.docsStudent]: guide,
  [PATHS.docsAdmin]: guide,
  [PATHS.docsAccessMap]: () => import('../pages/public/AccessMapPage'),
  [PATHS.actionManager]: () => import('../pages/auth/ActionManagerPage'),
  [PATHS.myData]: () => import('../pages/public/MyDataPage'),
  [PATHS.pricing1]: pricing,
  [PATHS.expired]: () => import('../pages/ExpiredPage'),
  [PATHS.packPro]: article,
  [PATHS.monitor]: () => import('../pages/public/MonitorPage'),
  [PATHS.account]: () => import('../pages/account/AccountPage'),
  [PATHS.users]: () => import('../pages/admin/UsersPage'),
  [PATHS.organisationConfig]: () => import('../pages/admin/ConfigPage'),
  [PATHS.subscription]: () => import('../pages/account/SubscriptionPage'),
  [PATHS.upgrade]: () => import('../pages/account/UpgradePage'),
  [PATHS.deleteOldUsers]: () => import('../pages/admin/OperatorPage'),
  [PATHS.teacherStudents]: () => import('../pages/teacher/StudentsPage'),
  [PATHS.teacherSessions]: () => import('../pages/teacher/TeacherSessionsPage'),
  [PATHS.dossiers]: () => import('../pages/teacher/DossiersPage'),
  [PATHS.studentSessions]: () => import('../pages/student/StudentSessionsPage'),
  [PATHS.teacherSession]: () => import('../pages/teacher/TeacherSessionPage'),
  [PATHS.studentSession]: () => import('../pages/student/StudentSessionPage'),
  [PATHS.scenario]: () => import('../pages/teacher/ScenarioPage'),
  [PATHS.signInAlias]: login,
};
