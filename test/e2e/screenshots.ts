/**
 * `npm run screenshots`: docs/screenshots/, every public page and each role's main page at
 * 375 px and 1280 px, taken from a production build against the demo world.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { repoPath } from '../../server/paths';
import { launchChromium } from './browser';
import { decideConsent } from './fixtures';
import { startE2eStack } from './stack';
import { DEMO_SCENARIO_IDS, PAST_SESSION } from '../../server/seed/demoWorld';

const OUT = repoPath('docs', 'screenshots');
const WIDTHS = [375, 1280];
const PUBLIC: Record<string, string> = {
  home: '/', login: '/login', signup: '/signup', pricing: '/pricing', about: '/about', contact: '/contact',
  'docs-start': '/docs/start', 'auth-forgotpassword': '/auth/ForgotPassword', 'legal-policy': '/legal/policy',
  'legal-cgv': '/legal/cgv', 'legal-cgu': '/legal/cgu', 'legal-terms-conditions': '/legal/terms-conditions',
  'legal-mentions-legales': '/legal/mentions-legales', expired: '/expired', buynow: '/buynow',
  'account-free': '/account/free', getmydata: '/getmyData', actionmanager: '/actionmanager',
};
/** Each role's main page, then the other pages of that role worth showing (name → path). */
const ROLES: Record<string, { email: string; home: string; pages?: Record<string, string> }> = {
  'role-hyperadmin': { email: 'hyper@demo.test', home: '/auth/deleteOldUsers' },
  'role-admin': {
    email: 'admin@actif.demo.test',
    home: '/auth/users',
    pages: { 'admin-config': '/auth/config', 'admin-subscription': '/account/subscription', 'admin-upgrade': '/account/UpgradeSubscription' },
  },
  'role-enseignant': {
    email: 'enseignant@actif.demo.test',
    home: '/teacher/teacher_main',
    pages: {
      'teacher-session-run': `/teacher/sessions/${PAST_SESSION.id}?onglet=run`,
      'teacher-session-evaluation': `/teacher/sessions/${PAST_SESSION.id}?onglet=evaluation`,
      'teacher-dossiers': '/session/dossiers/Dossiers',
      'teacher-scenario-editor': `/session/dossiers/scenarios/${DEMO_SCENARIO_IDS.bronchiolite}`,
      'teacher-students': '/teacher/students',
    },
  },
  'role-etudiant': {
    email: 'etudiant@actif.demo.test',
    home: '/student/sessionsTable',
    pages: { 'student-session': `/student/sessions/${PAST_SESSION.id}`, 'account-page': '/auth/user_account' },
  },
  'role-admin-inactif': { email: 'admin@inactif.demo.test', home: '/account/UpgradeSubscription' },
  'role-enseignant-inactif': { email: 'enseignant@inactif.demo.test', home: '/expired' },
};

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  // A signed-in reload first draws the page's frame from the stored hint: picture the page itself.
  await page.locator('main [data-provisional]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

async function context(browser: Browser, baseURL: string, width: number, consent = true): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 800 }, locale: 'fr-FR' });
  if (consent) await decideConsent(ctx, baseURL);
  return ctx;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const stack = await startE2eStack();
  const browser = await launchChromium();
  try {
    for (const width of WIDTHS) {
      const ctx = await context(browser, stack.baseURL, width);
      const page = await ctx.newPage();
      for (const [name, path] of Object.entries(PUBLIC)) {
        await page.goto(`${stack.baseURL}${path}`);
        await shoot(page, `${name}-${width}`);
      }
      if (width < 768) {
        await page.goto(`${stack.baseURL}/pricing`);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.screenshot({ path: `${OUT}/menu-open-${width}.png` });
      }
      await ctx.close();

      const fresh = await context(browser, stack.baseURL, width, false);
      const first = await fresh.newPage();
      await first.goto(stack.baseURL);
      await first.getByRole('button', { name: 'Accepter tout' }).waitFor();
      await first.screenshot({ path: `${OUT}/home-banner-${width}.png` });
      await fresh.close();

      for (const [name, account] of Object.entries(ROLES)) {
        const roleCtx = await context(browser, stack.baseURL, width);
        const rolePage = await roleCtx.newPage();
        await rolePage.goto(`${stack.baseURL}/login`);
        await rolePage.getByLabel('Adresse e-mail').fill(account.email);
        await rolePage.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
        await rolePage.getByRole('button', { name: 'Se connecter' }).click();
        await rolePage.waitForURL(`${stack.baseURL}${account.home}`);
        await shoot(rolePage, `${name}-${width}`);
        for (const [pageName, path] of Object.entries(account.pages ?? {})) {
          await rolePage.goto(`${stack.baseURL}${path}`);
          await shoot(rolePage, `${pageName}-${width}`);
        }
        await roleCtx.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`Captures d'écran écrites dans ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
