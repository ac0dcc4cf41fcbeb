/**
 * The simulation room (docs/product.md §14), against the whole local stack, at 1280, 375 and on a landscape tablet
 * (tablet-1024): the trainer runs the demo's coming session (Choc anaphylactique) while the patient
 * monitor (a second browser context, no account, `/moniteur/<token>`) and the trainer's second device
 * (a third context) follow live, without a reload.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { CHOC_ANAPHYLACTIQUE } from '../../server/seed/demoScenarios';
import { NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { controlStack } from './control';
import { ACCOUNTS, decideConsent, expect, isMobile, signInAndLand, test, watchPageErrors } from './fixtures';

// The run changes the demo world (a started session, its log, a monitor link): others expect the seeded one.
test.beforeEach(() => controlStack('reset'));
test.afterEach(() => controlStack('reset'));

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
const SESSION_PATH = `/teacher/sessions/${NEXT_WEEK_SESSION.id}`;
const state = (id: string) => {
  const found = CHOC_ANAPHYLACTIQUE.graph.states.find((one) => one.id === id);
  if (!found) throw new Error(`No state ${id} in the demo scenario`);
  return found;
};
const transition = (id: string) => CHOC_ANAPHYLACTIQUE.graph.transitions.find((one) => one.id === id)?.label ?? id;
const current = (page: Page, id: string) => expect(page.getByRole('heading', { name: `État actuel du patient : ${state(id).name}` })).toBeVisible();
/** Live means without a reload, within a couple of seconds (docs/product.md §14: within 1 s of the trainer's action, measured by the bench). */
const LIVE = { timeout: 5_000 };

/** The live stream's library, in its own chunk: what `page` downloads of it from now on. */
function streamLibraryDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/^\/assets\/eventsource\.[0-9a-f]{10}\.js$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Another device's page, its errors failing the journey as the trainer's page's do. */
async function newDevice(browser: Browser, baseURL: string | undefined, errors: string[], label: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await decideConsent(context, baseURL ?? '');
  const page = await context.newPage();
  watchPageErrors(page, errors, label);
  return page;
}

test('the trainer runs the demo session while the patient monitor and a second device follow live', async ({ page, browser, baseURL, pageErrors }) => {
  test.setTimeout(150_000);
  const listDownloads = streamLibraryDownloads(page);
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  // The sessions list follows no stream: it is drawn whole without the stream's library.
  await expect(page.getByRole('link', { name: NEXT_WEEK_SESSION.title })).toBeVisible();
  expect(listDownloads).toEqual([]);
  await page.goto(SESSION_PATH);
  await expect(page.getByRole('heading', { name: NEXT_WEEK_SESSION.title })).toBeVisible();

  // The monitor's link, before the start: the room's screen is set up while the learners come in.
  await page.getByRole('tab', { name: 'Déroulement' }).click();
  await page.getByRole('button', { name: 'Créer le lien du moniteur' }).click();
  const link = page.getByRole('link', { name: 'Moniteur patient' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/moniteur\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('img', { name: 'QR code du lien du moniteur patient' })).toBeVisible();

  const monitor = await newDevice(browser, baseURL, pageErrors, 'moniteur');
  await monitor.goto(new URL(href ?? '', baseURL).pathname);
  const second = await newDevice(browser, baseURL, pageErrors, 'second appareil');
  const secondDownloads = streamLibraryDownloads(second);
  await signInAndLand(second, ACCOUNTS.enseignantActif);
  await second.goto(`${SESSION_PATH}?onglet=preparation`);
  await expect(second.getByRole('heading', { name: NEXT_WEEK_SESSION.title })).toBeVisible();

  // Start, three days early: the page asks, then opens « Déroulement ».
  await page.getByRole('tab', { name: 'Préparation' }).click();
  await page.getByRole('button', { name: 'Démarrer la session' }).click();
  await page.getByRole('button', { name: 'Oui, démarrer maintenant' }).click();
  await expect(page.getByRole('tab', { name: 'Déroulement' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('timer')).toContainText('scénario');
  await current(page, 'initial');
  // The second device learns of the start by itself: its moves change, without a reload.
  await expect(second.getByRole('button', { name: 'Passer au débriefing' })).toBeVisible(LIVE);
  // It follows the session's stream, whose library it fetched once the session's page opened it.
  expect(secondDownloads).toHaveLength(1);
  await second.getByRole('tab', { name: 'Déroulement' }).click();
  await current(second, 'initial');
  await expect(monitor.getByLabel('FC', { exact: true })).toContainText(String(state('initial').vitals.fc), LIVE);
  // The monitor as a bedside one: rates in « /min », PAM beside PA, the room's clock, each alarm with its priority's
  // mark, the sound once the screen was clicked, « Silence alarme » for two minutes, the traces across their tile.
  const { fc, pa } = state('initial').vitals;
  const [systolic, diastolic] = pa.split('/').map(Number) as [number, number];
  await expect(monitor.getByLabel('FC', { exact: true })).toContainText(`${fc} /min`);
  await expect(monitor.getByLabel('PAM', { exact: true })).toContainText(`${Math.round((2 * diastolic + systolic) / 3)} mmHg`);
  await expect(monitor.getByRole('timer', { name: 'Heure' })).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(monitor.getByLabel('SpO₂', { exact: true })).toContainText('!! Alarme basse, priorité moyenne');
  await monitor.getByRole('button', { name: 'Activer le son' }).click();
  await monitor.getByRole('button', { name: 'Silence alarme' }).click();
  await expect(monitor.getByText(/^Son des alarmes coupé\s: (2:00|1:5\d)$/)).toBeVisible();
  const [tileWidth, traceWidth] = await monitor.getByLabel('FC', { exact: true }).evaluate((tile) => [tile.clientWidth, tile.querySelector('canvas')?.clientWidth ?? 0]);
  expect(traceWidth).toBeGreaterThan((tileWidth ?? 0) * 0.9);
  await axe(monitor);

  // The offered transitions: large buttons named by their label, the timed one with its countdown, above the fold on a tablet or a desktop.
  const timed = page.getByRole('button', { name: new RegExp(`^${transition('t1')}`) });
  const adrenaline = page.getByRole('button', { name: new RegExp(`^${transition('t2')}`) });
  await expect(timed).toContainText(/automatique dans 0[23]:\d\d/);
  await expect(adrenaline).toHaveAttribute('aria-keyshortcuts', '2');
  // The keys' hint where there are keys: none on a phone nor on a touch-only tablet (each button still announces its key).
  const keyHint = page.getByText(/^Touches 1 à 9/);
  const touchOnly = await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches);
  if (isMobile(page) || touchOnly) await expect(keyHint).toBeHidden();
  else await expect(keyHint).toBeVisible();
  // Each vital sign on one line with its unit, « 95/60 mmHg » included, and inside its tile.
  const values = page.getByRole('list', { name: 'Constantes du patient' }).locator('li > strong');
  await expect(values.first()).toBeVisible();
  for (const value of await values.all()) {
    const fits = await value.evaluate((strong) => {
      const { height } = strong.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(strong).fontSize) * 1.2;
      return height < lineHeight * 1.5 && strong.scrollWidth <= strong.clientWidth + 1;
    });
    expect(fits, `${await value.textContent()} sur une ligne`).toBe(true);
  }
  if (!isMobile(page)) {
    const box = await adrenaline.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  }
  await axe(page);

  // Pause and resume: both devices see it.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Reprendre' })).toBeVisible();
  await expect(second.getByRole('timer')).toContainText('En pause', LIVE);
  await expect(timed).toContainText('(en pause)');
  await page.getByRole('button', { name: 'Reprendre' }).click();
  await expect(second.getByRole('timer')).not.toContainText('En pause', LIVE);

  // Key 2 takes « Perfusion arrêtée et adrénaline IM »: the second device and the monitor follow.
  await page.getByRole('timer').click();
  await page.keyboard.press('2');
  await current(page, 'adrenaline');
  await expect(second.getByRole('heading', { name: `État actuel du patient : ${state('adrenaline').name}` })).toBeVisible(LIVE);
  await expect(monitor.getByLabel('FC', { exact: true })).toContainText(String(state('adrenaline').vitals.fc), LIVE);

  // A quick note with a tag, on the timeline of both devices.
  await page.getByRole('button', { name: 'Geste', exact: true }).click();
  await page.getByLabel('Note libre').fill('Adrénaline 0,5 mg IM cuisse.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  for (const device of [page, second]) {
    await expect(device.getByRole('list', { name: 'Journal du déroulement' }).getByText(/Adrénaline 0,5 mg IM cuisse\. \[Geste\]/)).toBeVisible(LIVE);
  }
  await expect(page.getByRole('list', { name: 'Journal du déroulement' }).getByRole('listitem').first()).toContainText(/^\+\d\d:\d\d/);

  // A mistaken transition is corrected, not deleted: everyone is back in the initial state.
  await page.getByRole('button', { name: 'Annuler la dernière transition' }).click();
  await page.getByRole('group', { name: 'Annuler la dernière transition' }).getByRole('button', { name: 'Oui, annuler la transition' }).click();
  await current(page, 'initial');
  await expect(second.getByRole('heading', { name: `État actuel du patient : ${state('initial').name}` })).toBeVisible(LIVE);
  await expect(monitor.getByLabel('FC', { exact: true })).toContainText(String(state('initial').vitals.fc), LIVE);
  await expect(page.getByRole('list', { name: 'Journal du déroulement' }).getByText(/Correction/)).toBeVisible();

  // Revoking the link stops the monitor at once.
  await page.getByRole('button', { name: 'Révoquer le lien' }).click();
  await page.getByRole('group', { name: 'Révoquer le lien' }).getByRole('button', { name: 'Oui, révoquer le lien' }).click();
  await expect(page.getByText(/Le lien est révoqué/)).toBeVisible();
  await expect(monitor.getByText(/révoqué/i)).toBeVisible(LIVE);

  // To the debriefing: its tab opens, and the second device follows.
  await page.getByRole('button', { name: 'Passer au débriefing' }).click();
  // Each phase move asks first.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, passer au débriefing' }).click();
  await expect(page.getByRole('tab', { name: 'Débriefing' })).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByRole('button', { name: 'Terminer la session' })).toBeVisible(LIVE);
  // The debriefing starts from the run: the path with the correction, the marked states' outcomes.
  await expect(page.getByText(/Corrigé/).first()).toBeVisible();
  await axe(page);
  await monitor.context().close();
  await second.context().close();
});

/** The page's controls that scroll their content while the room is shown (the journal alone may). */
async function scrolledBoxes(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: /^Mode salle/ }).evaluate((layer) =>
    [layer, ...Array.from(layer.querySelectorAll<HTMLElement>('*'))]
      .filter((element) => element.getAttribute('aria-label') !== 'Journal du déroulement' && !element.closest('[aria-label="Journal du déroulement"]'))
      .filter((element) => element.scrollHeight > element.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowY))
      .map((element) => `${element.tagName} ${element.className}`),
  );
}

test('« Mode salle »: the room alone, every control and the five tiles in view without scrolling; kept after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto(`${SESSION_PATH}?onglet=preparation`);
  await page.getByRole('button', { name: 'Démarrer la session' }).click();
  await page.getByRole('button', { name: 'Oui, démarrer maintenant' }).click();
  await expect(page.getByRole('tab', { name: 'Déroulement' })).toHaveAttribute('aria-selected', 'true');
  const started = Date.now();

  await page.getByRole('button', { name: 'Mode salle' }).click();
  await expect(page).toHaveURL(/[?&]mode=salle/);
  const room = page.getByRole('region', { name: `Mode salle : ${NEXT_WEEK_SESSION.title}` });
  await expect(room).toBeVisible();
  // The app's bar, the page's title, the facts and the tabs are not there.
  await expect(page.getByRole('tablist')).toBeHidden();
  // The app's bar is still in the page, covered by the room and inert: neither a tap nor the keyboard reaches it.
  const covered = await page.getByRole('navigation', { name: 'Navigation principale' }).evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return nav.closest('[inert]') !== null && (box.height === 0 || !nav.contains(onTop));
  });
  expect(covered).toBe(true);

  const controls = [
    room.getByRole('heading', { level: 1, name: NEXT_WEEK_SESSION.title }),
    room.getByRole('timer'),
    room.getByRole('button', { name: 'Pause' }),
    room.getByRole('button', { name: 'Passer au débriefing' }),
    room.getByRole('button', { name: 'Quitter le mode salle' }),
    room.getByRole('button', { name: new RegExp(`^${transition('t1')}`) }),
    room.getByRole('button', { name: new RegExp(`^${transition('t2')}`) }),
    room.getByRole('group', { name: 'Étiquettes de la note' }),
    room.getByLabel('Note libre'),
    room.getByRole('button', { name: 'Ajouter la note' }),
    ...['FC', 'PA', 'SpO₂', 'FR', 'T°'].map((sign) => room.getByRole('listitem', { name: sign, exact: true })),
  ];
  await expect(room.getByRole('button', { name: new RegExp(`^${transition('t1')}`) })).toContainText(/automatique dans 0[23]:\d\d/);
  await expect(room.getByRole('listitem', { name: 'FC', exact: true })).toContainText(`${state('initial').vitals.fc} /min`);
  await expect(room.getByRole('listitem', { name: 'FR', exact: true })).toContainText(`${state('initial').vitals.fr} /min`);
  // The monitor's alarms: 112/min is above an adult's range.
  await expect(room.getByRole('listitem', { name: 'FC', exact: true })).toContainText('Alarme haute');

  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  if (isMobile(page)) {
    // A phone: the room scrolls in one column, never sideways.
    const wide = await room.evaluate((layer) =>
      Array.from(layer.querySelectorAll<HTMLElement>('*'))
        .filter((element) => element.getBoundingClientRect().right > layer.clientWidth + 1)
        .map((element) => `${element.tagName} ${element.className} ${Math.round(element.getBoundingClientRect().right)}`),
    );
    expect(wide).toEqual([]);
    expect(await room.evaluate((layer) => layer.scrollWidth - layer.clientWidth)).toBeLessThanOrEqual(0);
  } else {
    // A tablet in landscape and a laptop: everything at once, inside the window, nothing scrolled away.
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box, String(control)).not.toBeNull();
      if (!box) continue;
      expect(box.x, String(control)).toBeGreaterThanOrEqual(0);
      expect(box.y, String(control)).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, String(control)).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height, String(control)).toBeLessThanOrEqual(viewport.height);
    }
    expect(await scrolledBoxes(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
  }
  // « Passer au débriefing » is secondary during the scenario: drawn as « Pause » is, not filled.
  await expect(room.getByRole('button', { name: 'Passer au débriefing' })).toBeEnabled();
  const fill = (name: string) => room.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(await fill('Passer au débriefing')).toBe(await fill('Pause'));
  await axe(page);

  // A transition a few seconds in: the journal says when, on the scenario clock.
  await page.waitForTimeout(Math.max(0, 3_000 - (Date.now() - started)));
  await room.getByRole('button', { name: new RegExp(`^${transition('t2')}`) }).click();
  await expect(room.getByRole('heading', { name: `État actuel du patient : ${state('adrenaline').name}` })).toBeVisible();
  const newest = room.getByRole('list', { name: 'Journal du déroulement' }).getByRole('listitem').first();
  await expect(newest).toContainText(/^\+00:(0[3-9]|[1-5]\d)/);

  // Escape leaves nothing; a reload keeps the room.
  await page.keyboard.press('Escape');
  await expect(room).toBeVisible();
  await page.reload();
  await expect(room).toBeVisible();
  await expect(room.getByRole('heading', { name: `État actuel du patient : ${state('adrenaline').name}` })).toBeVisible();

  // Moving on asks first, from the room too; « Non » stays.
  await room.getByRole('button', { name: 'Passer au débriefing' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Non, continuer le scénario' }).click();
  await expect(room).toBeVisible();

  await room.getByRole('button', { name: 'Quitter le mode salle' }).click();
  await expect(page.getByRole('tab', { name: 'Déroulement' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/mode=salle/);
  await expect(page.getByRole('button', { name: 'Mode salle' })).toBeFocused();
});

test('the trainer’s change of the vitals reaches the monitor’s tiles, a trend moving there smoothly, until the next state', async ({ page, browser, baseURL, pageErrors }) => {
  test.setTimeout(120_000);
  // The trainer's own credentials, as the app sends them: the change goes through the API (POST …/events).
  let authorization = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header && new URL(request.url()).pathname.startsWith('/api/')) authorization = header;
  });
  const changeVitals = async (vitals: Record<string, number | string>, overSeconds?: number) => {
    const reply = await page.request.post(`${baseURL}/api/sessions/${NEXT_WEEK_SESSION.id}/events`, {
      headers: { authorization },
      data: { kind: 'vitals_changed', vitals, ...(overSeconds === undefined ? {} : { over_seconds: overSeconds }) },
    });
    expect(reply.status(), await reply.text()).toBeLessThan(300);
  };
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto(SESSION_PATH);
  await page.getByRole('tab', { name: 'Déroulement' }).click();
  await page.getByRole('button', { name: 'Créer le lien du moniteur' }).click();
  const href = await page.getByRole('link', { name: 'Moniteur patient' }).getAttribute('href');
  const monitor = await newDevice(browser, baseURL, pageErrors, 'moniteur');
  await monitor.goto(new URL(href ?? '', baseURL).pathname);
  await page.getByRole('tab', { name: 'Préparation' }).click();
  await page.getByRole('button', { name: 'Démarrer la session' }).click();
  await page.getByRole('button', { name: 'Oui, démarrer maintenant' }).click();
  await current(page, 'initial');
  const fc = monitor.getByLabel('FC', { exact: true });
  const spo2 = monitor.getByLabel('SpO₂', { exact: true });
  await expect(fc).toContainText(`${state('initial').vitals.fc} /min`, LIVE);
  expect(authorization).toMatch(/^Bearer /);

  // A change at once: FC back within the adult's range, its alarm gone; the other signs stay the state's.
  await changeVitals({ fc: 88 });
  await expect(fc).toContainText('88 /min', LIVE);
  await expect(fc).not.toHaveAttribute('data-alarm');
  await expect(spo2).toContainText(`${state('initial').vitals.spo2} %`);

  // A trend over 8 s: the figures pass through the values on the way, then stay at the target with its alarms.
  await changeVitals({ fc: 130, spo2: 85 }, 8);
  await expect
    .poll(async () => Number((await fc.textContent())?.match(/(\d+)\s\/min/)?.[1]), { timeout: 6_000, intervals: [200] })
    .toBeGreaterThan(88);
  const onTheWay = Number((await fc.textContent())?.match(/(\d+)\s\/min/)?.[1]);
  expect(onTheWay, 'une valeur intermédiaire pendant la tendance').toBeLessThan(130);
  await expect(fc).toContainText('130 /min', { timeout: 8_000 + LIVE.timeout });
  await expect(spo2).toContainText('85 %', LIVE);
  await expect(fc).toHaveAttribute('data-alarm', 'high');
  await expect(spo2).toHaveAttribute('data-alarm', 'low');

  // The next transition's state replaces them.
  await page.getByRole('button', { name: new RegExp(`^${transition('t2')}`) }).click();
  await current(page, 'adrenaline');
  await expect(fc).toContainText(`${state('adrenaline').vitals.fc} /min`, LIVE);
  await expect(spo2).toContainText(`${state('adrenaline').vitals.spo2} %`, LIVE);
  await monitor.context().close();
});

test('the room’s quick action with a learner chosen, and « Modifier les constantes », reach the journal and the tiles', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto(`${SESSION_PATH}?onglet=preparation`);
  await page.getByRole('button', { name: 'Démarrer la session' }).click();
  await page.getByRole('button', { name: 'Oui, démarrer maintenant' }).click();
  await page.getByRole('button', { name: 'Mode salle' }).click();
  const room = page.getByRole('region', { name: `Mode salle : ${NEXT_WEEK_SESSION.title}` });
  await expect(room).toBeVisible();

  // Emma Petit, a learner of the session, then the quick action: the journal names both.
  const emma = room.getByRole('group', { name: 'Apprenants concernés' }).getByRole('button', { name: 'Emma Petit' });
  await emma.click();
  await expect(emma).toHaveAttribute('aria-pressed', 'true');
  await room.getByRole('button', { name: 'Appel du médecin' }).click();
  await expect(emma).toHaveAttribute('aria-pressed', 'false');
  const journal = room.getByRole('list', { name: 'Journal du déroulement' });
  await expect(journal.getByText('Action : Appel du médecin — Emma Petit')).toBeVisible(LIVE);

  // A change of the heart rate: the tile shows it.
  await room.getByRole('button', { name: 'Modifier les constantes' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier les constantes' });
  await expect(form.getByLabel('FC (/min)')).toHaveValue(String(state('initial').vitals.fc));
  await form.getByLabel('FC (/min)').fill('88');
  await form.getByRole('button', { name: 'Appliquer' }).click();
  await expect(form).toBeHidden();
  await expect(room.getByRole('listitem', { name: 'FC', exact: true })).toContainText('88 /min', LIVE);
  await expect(journal.getByText('Constantes modifiées : FC 88 /min')).toBeVisible(LIVE);
});
