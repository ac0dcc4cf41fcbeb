import { launchChromium } from './browser';
import { decideConsent } from './fixtures';
import { NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
const base = 'http://127.0.0.1:8080';
async function main() {
  const browser = await launchChromium();
  for (const [w, h] of [[1024, 768], [1280, 800]] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR' });
    await decideConsent(ctx, base);
    const page = await ctx.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Adresse e-mail').fill('enseignant@actif.demo.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/teacher_main/);
    await page.goto(`${base}/teacher/sessions/${NEXT_WEEK_SESSION.id}?onglet=preparation`);
    const start = page.getByRole('button', { name: 'Démarrer la session' });
    if (await start.waitFor({ timeout: 20000 }).then(() => true).catch(() => false)) {
      await start.click();
      await page.getByRole('button', { name: 'Oui, démarrer maintenant' }).click();
    }
    await page.goto(`${base}/teacher/sessions/${NEXT_WEEK_SESSION.id}?onglet=run&mode=salle`);
    await page.waitForTimeout(3000); await page.screenshot({ path: `/tmp/probe/pre-${w}.png` });
    await page.getByRole("region", { name: /^Mode salle/ }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/probe/room-${w}.png` });
    await ctx.close();
  }
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
