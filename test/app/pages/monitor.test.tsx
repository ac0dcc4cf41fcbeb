/**
 * The patient monitor (`/moniteur/:token`, docs/product.md §14) against MSW answering as the API does,
 * and a stand-in EventSource the test pushes the stream's events through.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Population } from '../../../contract/roles';
import type { Vitals } from '../../../contract/schemas/scenarios';
import { streamRetryMs } from '../../../src/features/monitor/monitorApi';
import { MONITOR_PALETTE } from '../../../src/features/monitor/palette';
import { contrastRatio } from '../../../src/ui/contrast';
import { renderApp } from '../ui/renderApp';

const TOKEN = 'Q2hvYyBhbmFwaHlsYWN0aXF1ZSBkZSBsYSBzYWxsZSAy';
const ADULT_SHOCK: Vitals = { fc: 112, pa: '105/65', spo2: 94, fr: 24, temperature: 38.2, conscience: 'Consciente, anxieuse' };
const CALM: Vitals = { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: 'Consciente' };

/** The stream as the browser's EventSource gives it to the page: the test sends its events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(type: 'vitals' | 'revoked' | 'ended', data = '') {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  /** The connection dropped: the browser tries again by itself (CONNECTING) or gave up (CLOSED). */
  drop(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
}
const stream = () => {
  const last = FakeEventSource.opened[FakeEventSource.opened.length - 1];
  if (!last) throw new Error('aucun flux ouvert');
  return last;
};

type Answer = { status: 200; vitals: Vitals | null; population: Population | null } | { status: 404 | 410; message: string };
let answer: Answer;
let gets = 0;
const server = setupServer(
  http.get('http://localhost/api/monitor/:token', ({ params, request }) => {
    gets += 1;
    // Public: the room's screen sends no credentials.
    if (request.headers.has('authorization') || params.token !== TOKEN) return HttpResponse.json({ success: false, message: 'Lien de moniteur introuvable.' }, { status: 404 });
    if (answer.status !== 200) return HttpResponse.json({ success: false, message: answer.message }, { status: answer.status });
    return HttpResponse.json({ success: true, message: '', data: answer.vitals }, { headers: answer.population ? { 'X-Patient-Population': answer.population } : {} });
  }),
);

// The page's first lazy load compiles its modules on the spot: on a shared, busy machine that alone can take seconds.
jest.setTimeout(20_000);

const originalGetContext = HTMLCanvasElement.prototype.getContext;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(window, 'EventSource', { configurable: true, writable: true, value: FakeEventSource });
  // jsdom draws nothing: the traces are the browser's business (test/bench/monitorFps.ts measures them).
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as unknown as typeof originalGetContext;
});
beforeEach(() => {
  answer = { status: 200, vitals: ADULT_SHOCK, population: 'adulte' };
  gets = 0;
  FakeEventSource.opened = [];
});
afterAll(() => {
  server.close();
  HTMLCanvasElement.prototype.getContext = originalGetContext;
  Reflect.deleteProperty(window, 'EventSource');
});

const open = (token = TOKEN) => renderApp(`/moniteur/${token}`, { user: null, consentDecided: false });
const tile = (name: string) => screen.getByRole('group', { name });
// The stream's updates reach the screen at the next frame: RTK batches its cache patches' notifications.
const shown = (name: string, text: string) => waitFor(() => expect(tile(name)).toHaveTextContent(text));

describe('the patient monitor', () => {
  it('shows one tile per sign, named by its abbreviation, with its value and unit, and nothing of the site around it', async () => {
    open();
    expect(await screen.findByRole('group', { name: 'FC' })).toHaveTextContent('112 /min');
    expect(tile('PA')).toHaveTextContent('105/65 mmHg');
    // PAM beside PA: round((2 × 65 + 105) / 3) = 78.
    expect(tile('PAM')).toHaveTextContent('78 mmHg');
    expect(tile('SpO₂')).toHaveTextContent('94 %');
    expect(tile('FR')).toHaveTextContent('24 /min');
    expect(tile('T°')).toHaveTextContent('38,2 °C');
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['FC', 'SpO₂', 'PA', 'PAM', 'FR', 'T°']);
    // The traces: ECG on FC's tile, plethysmography on SpO₂'s.
    expect(within(tile('FC')).getByRole('img', { name: 'Tracé ECG' })).toBeInTheDocument();
    expect(within(tile('SpO₂')).getByRole('img', { name: 'Courbe de pléthysmographie' })).toBeInTheDocument();
    // Full screen: no header, no footer, no cookie banner (even for a first-time visitor), no other data.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Consciente/)).toBeNull();
    expect(document.title).toBe('Moniteur patient · SimuSession');
    expect(stream().url).toBe(`http://localhost/api/monitor/${TOKEN}/stream`);
  });

  const MEDIUM_HIGH = '!! Alarme haute, priorité moyenne';
  const MEDIUM_LOW = '!! Alarme basse, priorité moyenne';
  const HIGH_HIGH = '!!! Alarme haute, priorité haute';
  const HIGH_LOW = '!!! Alarme basse, priorité haute';
  it.each<[Population, Vitals, Record<string, string>]>([
    ['adulte', ADULT_SHOCK, { FC: MEDIUM_HIGH, 'SpO₂': MEDIUM_LOW, FR: MEDIUM_HIGH, 'T°': MEDIUM_HIGH }],
    ['adulte', CALM, {}],
    // Far outside: high priority (PAM 0/0 → 0 too).
    ['adulte', { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 36.6, conscience: '' }, { FC: HIGH_LOW, PA: HIGH_LOW, PAM: HIGH_LOW, 'SpO₂': HIGH_LOW, FR: HIGH_LOW }],
    ['adulte', { ...CALM, fc: 160, pa: '150/95' }, { FC: HIGH_HIGH, PA: MEDIUM_HIGH, PAM: MEDIUM_HIGH }],
    // An infant's normal figures are an adult's alarms, and the reverse.
    ['nourrisson', { fc: 150, pa: '90/55', spo2: 96, fr: 44, temperature: 37.8, conscience: '' }, {}],
    ['nourrisson', CALM, { FC: MEDIUM_LOW, PA: MEDIUM_HIGH, PAM: HIGH_HIGH, FR: HIGH_LOW }],
    ['enfant', { fc: 150, pa: '100/60', spo2: 98, fr: 35, temperature: 37, conscience: '' }, { FC: MEDIUM_HIGH, FR: MEDIUM_HIGH }],
  ])('raises the alarms of the %s’s ranges, each with its priority', async (population, vitals, alarms) => {
    answer = { status: 200, vitals, population };
    open();
    await screen.findByRole('group', { name: 'FC' });
    const shown = Object.fromEntries(
      ['FC', 'PA', 'PAM', 'SpO₂', 'FR', 'T°'].flatMap((sign) => {
        const alarm = within(tile(sign)).queryByText(/Alarme/);
        return alarm ? [[sign, alarm.textContent]] : [];
      }),
    );
    expect(shown).toEqual(alarms);
  });

  it('takes the adult’s ranges when the population header is missing', async () => {
    answer = { status: 200, vitals: { ...CALM, fc: 150 }, population: null };
    open();
    expect(await within(await screen.findByRole('group', { name: 'FC' })).findByText(/Alarme haute/)).toBeInTheDocument();
  });

  it('follows the pushed vitals without asking the API again, and says when the stream is reconnecting', async () => {
    open();
    await screen.findByRole('group', { name: 'FC' });
    act(() => stream().open());
    act(() => stream().send('vitals', JSON.stringify(CALM)));
    await shown('FC', '80 /min');
    expect(tile('PA')).toHaveTextContent('120/80 mmHg');
    expect(tile('T°')).toHaveTextContent('37,0 °C');
    expect(within(tile('FC')).queryByText(/Alarme/)).toBeNull();
    expect(gets).toBe(1);

    // The browser reconnects by itself (with Last-Event-ID): the figures stay, a discreet word says so.
    act(() => stream().drop(FakeEventSource.CONNECTING));
    expect(await screen.findByText('Reconnexion…')).toBeInTheDocument();
    expect(tile('FC')).toHaveTextContent('80 /min');
    act(() => stream().open());
    await waitFor(() => expect(screen.queryByText('Reconnexion…')).toBeNull());
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it.each([
    ['the link was revoked meanwhile: the monitor says so', { status: 404, message: 'Lien de moniteur introuvable.' } as const, 1],
    ['the link still works: a new stream is opened', null, 2],
  ])('asks the API again when the browser gave the stream up; %s', async (_case, refusal, streams) => {
    open();
    await screen.findByRole('group', { name: 'FC' });
    if (refusal) answer = refusal;
    act(() => stream().drop(FakeEventSource.CLOSED));
    expect(await screen.findByText('Reconnexion…')).toBeInTheDocument();
    // STREAM_RETRY_MS (3 s) later.
    if (refusal) expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Ce lien de moniteur n’existe pas ou n’est plus valable.');
    else await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 6000 });
    expect(FakeEventSource.opened).toHaveLength(streams);
    expect(gets).toBe(2);
  });

  it.each([
    [0, 3_000],
    [1, 6_000],
    [2, 12_000],
    [4, 48_000],
    [5, 60_000],
    [40, 60_000],
  ])('after %i streams refused in a row, asks again %i ms later (never every 3 s for ever)', (failures, ms) => {
    expect(streamRetryMs(failures)).toBe(ms);
  });

  it('waits for the scenario’s first state, then shows it as it arrives', async () => {
    answer = { status: 200, vitals: null, population: 'adulte' };
    open();
    expect(await screen.findByText('En attente du début du scénario')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
    act(() => stream().send('vitals', JSON.stringify(CALM)));
    await shown('FC', '80 /min');
  });

  it.each([
    ['revoked', 'Ce lien de moniteur a été révoqué.'],
    ['ended', 'La session est terminée.'],
  ] as const)('says plainly when the stream says %s, and stops following it', async (event, message) => {
    open();
    await screen.findByRole('group', { name: 'FC' });
    act(() => stream().send(event));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('group')).toBeNull();
    expect(stream().readyState).toBe(FakeEventSource.CLOSED);
    // Whatever comes after, the link stays dead.
    act(() => stream().send('vitals', JSON.stringify(CALM)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['an unknown or revoked link', { status: 404, message: 'Lien de moniteur introuvable.' }, 'Ce lien de moniteur n’existe pas ou n’est plus valable.'],
    ['an ended session', { status: 410, message: 'La session est terminée.' }, 'La session est terminée.'],
  ] as const)('says so for %s, and opens no stream', async (_case, refusal, message) => {
    answer = refusal;
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('group')).toBeNull();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('says an unknown token is unknown', async () => {
    open('inconnu');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de moniteur n’existe pas ou n’est plus valable.');
  });

  describe('a trend the trainer started (vitals_changed with over_seconds)', () => {
    const START = Date.parse('2026-12-07T10:00:00.000Z');
    const frame = (vitals: Vitals, trends: object[]) => JSON.stringify({ ...vitals, trends });
    const FC_TREND = { sign: 'fc', from: 80, to: 120, started_at: new Date(START).toISOString(), over_seconds: 40 };
    /** The stream's frame at the trend's start, then the clock alone moves: no other frame arrives meanwhile. */
    async function startTrend(trends: object[]) {
      answer = { status: 200, vitals: CALM, population: 'adulte' };
      open();
      await screen.findByRole('group', { name: 'FC' });
      jest.useFakeTimers({ now: START });
      act(() => stream().open());
      await push(frame(CALM, trends));
    }
    // Async acts: the store notifies its subscribers in a microtask (autoBatch 'tick'), flushed before the act ends.
    const push = (data: string) =>
      act(async () => {
        stream().send('vitals', data);
        await Promise.resolve();
      });
    const after = (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
        await Promise.resolve();
      });
    afterEach(() => jest.useRealTimers());

    it('moves FC from 80 to 120 over 40 s between the frames, then stays there; the alarm comes as it crosses the range', async () => {
      await startTrend([FC_TREND]);
      expect(tile('FC')).toHaveTextContent('80 /min');
      await after(10_000);
      expect(tile('FC')).toHaveTextContent('90 /min');
      await after(10_000);
      expect(tile('FC')).toHaveTextContent('100 /min');
      expect(within(tile('FC')).queryByText(/Alarme/)).toBeNull();
      // The adult's range ends at 100 /min: past it, a medium alarm, without waiting for a frame.
      await after(2_000);
      expect(tile('FC')).toHaveTextContent('102 /min');
      expect(within(tile('FC')).getByText(/Alarme/)).toHaveTextContent('!! Alarme haute, priorité moyenne');
      await after(18_000);
      expect(tile('FC')).toHaveTextContent('120 /min');
      await after(60_000);
      expect(tile('FC')).toHaveTextContent('120 /min');
      // The other signs never moved.
      expect(tile('PA')).toHaveTextContent('120/80 mmHg');
      expect(tile('SpO₂')).toHaveTextContent('98 %');
    });

    it('moves PA per systolic and diastolic, PAM following it', async () => {
      await startTrend([{ sign: 'pa', from: '120/80', to: '80/40', started_at: new Date(START).toISOString(), over_seconds: 20 }]);
      await after(10_000);
      expect(tile('PA')).toHaveTextContent('100/60 mmHg');
      // round((2 × 60 + 100) / 3) = 73.
      expect(tile('PAM')).toHaveTextContent('73 mmHg');
      await after(10_000);
      expect(tile('PA')).toHaveTextContent('80/40 mmHg');
      expect(tile('PAM')).toHaveTextContent('53 mmHg');
    });

    it('stops the trend at once when a frame without it arrives (the next state replaced it)', async () => {
      await startTrend([FC_TREND]);
      await after(20_000);
      expect(tile('FC')).toHaveTextContent('100 /min');
      await push(frame(ADULT_SHOCK, []));
      expect(tile('FC')).toHaveTextContent('112 /min');
      expect(tile('PA')).toHaveTextContent('105/65 mmHg');
      await after(20_000);
      expect(tile('FC')).toHaveTextContent('112 /min');
    });

    it('follows a new change that replaces the running trend from where it had got', async () => {
      await startTrend([FC_TREND]);
      await after(20_000);
      // The trainer brings FC back down to 60 over 10 s from 100, where the first trend had got.
      await push(frame({ ...CALM, fc: 100 }, [{ sign: 'fc', from: 100, to: 60, started_at: new Date(START + 20_000).toISOString(), over_seconds: 10 }]));
      await after(5_000);
      expect(tile('FC')).toHaveTextContent('80 /min');
      await after(20_000);
      expect(tile('FC')).toHaveTextContent('60 /min');
    });
  });

  it('draws its colours readably on its black screen and on the alarm’s band', () => {
    const { screen: black, tile: tileBackground, alarmBand, text, muted, fc, pa, spo2, fr, temperature } = MONITOR_PALETTE;
    for (const colour of [text, muted, fc, pa, spo2, fr, temperature]) {
      expect(contrastRatio(colour, black)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, tileBackground)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(text, alarmBand)).toBeGreaterThanOrEqual(4.5);
    // The medium priority's badge: black words on its yellow band; its yellow frame on the black screen.
    expect(contrastRatio(MONITOR_PALETTE.alarmMediumText, MONITOR_PALETTE.alarmMedium)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(MONITOR_PALETTE.alarmMedium, black)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(MONITOR_PALETTE.alarm, black)).toBeGreaterThanOrEqual(3);
  });

  describe('its clock, its sound and Silence alarme', () => {
    /** Web Audio as the page uses it: the test counts the pulses started and whether a gesture unlocked it. */
    class FakeAudioContext {
      static made: FakeAudioContext[] = [];
      state: 'suspended' | 'running' | 'closed' = 'suspended';
      currentTime = 0;
      destination = {};
      frequencies: number[] = [];
      constructor() {
        FakeAudioContext.made.push(this);
      }
      resume() {
        this.state = 'running';
        return Promise.resolve();
      }
      close() {
        this.state = 'closed';
        return Promise.resolve();
      }
      createGain() {
        return { gain: { setValueAtTime: jest.fn(), linearRampToValueAtTime: jest.fn() }, connect: (node: unknown) => node };
      }
      createOscillator() {
        const oscillator = { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => this.frequencies.push(oscillator.frequency.value), stop: jest.fn() };
        return oscillator;
      }
    }
    beforeEach(() => {
      FakeAudioContext.made = [];
      Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeAudioContext });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'AudioContext');
      Reflect.deleteProperty(document, 'fullscreenElement');
    });

    it('shows the time of day, HH:MM:SS', async () => {
      open();
      await screen.findByRole('group', { name: 'FC' });
      expect(screen.getByRole('timer', { name: 'Heure' }).textContent).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
    });

    it('offers « Activer le son » until a gesture, then sounds the alarm; « Silence alarme » mutes it and shows the time left', async () => {
      open();
      const user = userEvent.setup();
      await screen.findByRole('group', { name: 'FC' });
      expect(screen.queryByRole('button', { name: 'Silence alarme' })).toBeNull();
      // Nothing may sound before a gesture: no audio context yet.
      await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(FakeAudioContext.made.every((context) => context.frequencies.length === 0)).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Activer le son' }));
      expect(screen.queryByRole('button', { name: 'Activer le son' })).toBeNull();
      const context = FakeAudioContext.made[0];
      expect(context?.state).toBe('running');
      // The adult in shock: four medium alarms, three pulses at 660 Hz.
      await waitFor(() => expect(context?.frequencies).toEqual([660, 660, 660]));

      await user.click(screen.getByRole('button', { name: 'Silence alarme' }));
      expect(screen.getByText('Son des alarmes coupé : 2:00')).toBeInTheDocument();
      // A high-priority alarm arriving during the silence stays silent (its colour and words show it).
      act(() => stream().send('vitals', JSON.stringify({ ...ADULT_SHOCK, spo2: 80 })));
      await waitFor(() => expect(within(tile('SpO₂')).getByText(/Alarme basse/)).toHaveTextContent('!!! Alarme basse, priorité haute'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(context?.frequencies).toHaveLength(3);
    });

    it('leaves no control on the screen in full screen; a tap there silences the alarm', async () => {
      open();
      const user = userEvent.setup();
      await screen.findByRole('group', { name: 'FC' });
      await user.click(screen.getByRole('button', { name: 'Activer le son' }));
      expect(screen.getByRole('button', { name: 'Silence alarme' })).toBeInTheDocument();
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: document.documentElement });
      act(() => {
        document.dispatchEvent(new Event('fullscreenchange'));
      });
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('timer', { name: 'Heure' })).toBeInTheDocument();
      await user.click(tile('FC'));
      expect(screen.getByText('Son des alarmes coupé : 2:00')).toBeInTheDocument();
    });
  });
});
