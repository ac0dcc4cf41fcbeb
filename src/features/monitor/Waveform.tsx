import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { advancePhase, SWEEP_SECONDS, traceValue, type Trace } from './waveforms';

// Out of the flow, over its box: the canvas's own size (set on each resize) never sizes the tile,
// which would resize the canvas again, and so on.
// Contained, and the canvas on a layer of its own: each frame's few pixels repaint nothing else of the screen.
const Box = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 0;
  overflow: hidden;
  contain: strict;
`;
const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  will-change: transform;
`;

/** The vertical extent of each trace's values, with room above and below. */
const EXTENT: Readonly<Record<Trace, { low: number; high: number }>> = {
  ecg: { low: -0.4, high: 1.1 },
  pleth: { low: -0.1, high: 1.15 },
};
/** Columns computed per step: smooth enough at any rate, few enough for a large screen. */
const STEP_PX = 2;
/** The blank ahead of the sweeping cursor, where the previous sweep is erased. */
const GAP_PX = 14;
/** After a hidden tab or a long pause, the trace resumes rather than drawing the whole lapse at once. */
const MAX_FRAME_SECONDS = 0.25;

type Sweeper = { setRate: (beatsPerMinute: number) => void; stop: () => void };

/**
 * Draws `trace` sweeping across `canvas` at `beatsPerMinute`, frame by frame, outside React: the
 * canvas's size is read when it is resized, never per frame; a changed rate carries on from the same
 * phase. With reduced motion asked for, a still trace at the current rate instead.
 */
function startSweep(canvas: HTMLCanvasElement, trace: Trace, colour: string, initialRate: number): Sweeper {
  const context = canvas.getContext('2d');
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let rate = initialRate;
  let width = 0;
  let height = 0;
  let cursor = 0;
  let phase = 0;
  let last: number | null = null;
  let frame = 0;

  const { low, high } = EXTENT[trace];
  const yOf = (value: number) => height * (1 - (value - low) / (high - low));
  const pen = (ctx: CanvasRenderingContext2D) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2.5;
    ctx.lineJoin = 'round';
  };

  function drawStill() {
    if (!context || width === 0) return;
    context.clearRect(0, 0, width, height);
    pen(context);
    context.beginPath();
    let still = 0;
    const secondsPerPixel = SWEEP_SECONDS / width;
    for (let x = 0; x <= width; x += STEP_PX) {
      const y = yOf(traceValue(trace, still, rate));
      if (x === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
      still = advancePhase(still, STEP_PX * secondsPerPixel, rate);
    }
    context.stroke();
  }

  function resize(cssWidth: number, cssHeight: number) {
    const ratio = window.devicePixelRatio || 1;
    width = Math.max(0, Math.floor(cssWidth));
    height = Math.max(0, Math.floor(cssHeight));
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
    cursor = 0;
    if (reducedMotion) drawStill();
  }

  function draw(now: number) {
    frame = window.requestAnimationFrame(draw);
    const seconds = last === null ? 0 : Math.min((now - last) / 1000, MAX_FRAME_SECONDS);
    last = now;
    if (!context || width === 0 || seconds === 0) return;
    const pixelsPerSecond = width / SWEEP_SECONDS;
    let remaining = seconds * pixelsPerSecond;
    pen(context);
    context.beginPath();
    context.moveTo(cursor, yOf(traceValue(trace, phase, rate)));
    while (remaining > 0) {
      const step = Math.min(STEP_PX, remaining);
      remaining -= step;
      phase = advancePhase(phase, step / pixelsPerSecond, rate);
      cursor += step;
      if (cursor >= width) {
        // Back to the left edge: the stroke so far is drawn, the next one starts there.
        context.stroke();
        cursor -= width;
        context.beginPath();
        context.moveTo(cursor, yOf(traceValue(trace, phase, rate)));
        continue;
      }
      context.lineTo(cursor, yOf(traceValue(trace, phase, rate)));
    }
    context.stroke();
    const gapStart = cursor + 2;
    context.clearRect(gapStart, 0, GAP_PX, height);
    if (gapStart + GAP_PX > width) context.clearRect(0, 0, gapStart + GAP_PX - width, height);
  }

  const measured = () => {
    const box = canvas.getBoundingClientRect();
    resize(box.width, box.height);
  };
  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) resize(box.width, box.height);
    });
    observer.observe(canvas);
  } else {
    measured();
    window.addEventListener('resize', measured);
  }
  if (!reducedMotion && context) frame = window.requestAnimationFrame(draw);

  return {
    setRate(beatsPerMinute) {
      rate = beatsPerMinute;
      if (reducedMotion) drawStill();
    },
    stop() {
      window.cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', measured);
    },
  };
}

/** A sweeping trace at `beatsPerMinute` (0: flat). Decorative: the tile's figure says the value. */
export function Waveform({ trace, beatsPerMinute, colour, label }: { trace: Trace; beatsPerMinute: number; colour: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const sweeper = useRef<Sweeper | null>(null);

  // Started flat: the effect below, run next, gives the rate (and every later one) to the running sweep.
  useEffect(() => {
    if (!canvas.current) return undefined;
    const started = startSweep(canvas.current, trace, colour, 0);
    sweeper.current = started;
    return () => {
      started.stop();
      sweeper.current = null;
    };
  }, [trace, colour]);

  useEffect(() => {
    sweeper.current?.setRate(beatsPerMinute);
  }, [beatsPerMinute]);

  return (
    <Box>
      <Canvas ref={canvas} role="img" aria-label={label} data-trace={trace} />
    </Box>
  );
}
