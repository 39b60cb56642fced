import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { nextTask } from '@/lib/nextTask';

/** Charts waiting to draw, in the order they came near the screen; one is let through per frame. */
const queue: Array<() => void> = [];
let running = false;

/**
 * After the browser has drawn a frame: the page the charts sit in is laid out by then, in
 * the browser's own rendering step. A chart measures its box when it is created, and
 * measuring a page that was never laid out forced the whole layout inside the first chart's
 * task (a quarter of a second on a mid-range phone). A hidden tab draws no frames: there it
 * is just the next task.
 */
function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    return nextTask();
  }
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/** Rehearsals still to run before the first chart's turn (see rehearsal.ts). */
const rehearsals: Array<() => Array<() => void>> = [];

/**
 * Runs `stages()` before the first chart's turn, one stage per task. Called once per chart
 * module; a module loaded after the first turn rehearses before the next one.
 */
export function rehearseBeforeFirstTurn(stages: () => Array<() => void>) {
  rehearsals.push(stages);
}

/** A rehearsal only warms a library up: a stage that fails is skipped, the next ones still run. */
async function rehearseInTurns(rehearsal: () => Array<() => void>) {
  let stages: Array<() => void> = [];
  try {
    stages = rehearsal();
  } catch {
    return;
  }
  for (const stage of stages) {
    await nextTask();
    try {
      stage();
    } catch {
      // The real chart reports its own failures.
    }
  }
}

async function letThrough() {
  running = true;
  while (queue.length > 0) {
    for (let rehearsal = rehearsals.shift(); rehearsal; rehearsal = rehearsals.shift()) {
      await rehearseInTurns(rehearsal);
    }
    await afterNextFrame();
    queue.shift()?.();
  }
  running = false;
}

/** Charts not drawn yet, by their "draw now" function: printing draws them all at once. */
const waiting = new Set<() => void>();
let printListening = false;
function drawAllBeforePrint() {
  if (printListening || typeof window === 'undefined') return;
  printListening = true;
  window.addEventListener('beforeprint', () => {
    for (const draw of [...waiting]) draw();
  });
}

/**
 * How far from the screen a chart starts drawing: half a screen above or below, so one that
 * scrolls into view is drawn by the time it gets there.
 */
const NEAR_SCREEN = '50% 0px';

/**
 * False until this chart's turn. A chart waits until its frame is on or near the screen,
 * then its turn: one chart per frame, in the order they got there, instead of all in the
 * commit that mounted them (twelve Chart.js charts at once blocked a mid-range phone for over
 * half a second, and most of them were below the fold). The frame keeps its height
 * meanwhile, so nothing moves when the canvas appears; its hidden data table is there from
 * the start. Printing draws every chart first. Without IntersectionObserver (old browsers,
 * jsdom) every chart counts as on screen.
 */
export function useChartTurn(frame: RefObject<HTMLElement | null>, active = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!active || ready || !element) return undefined;
    let current = true;
    // Rendered and committed inside its own task (flushSync): a plain update would wait for
    // React's next render, by which time several turns have passed, and all those charts
    // would be created in one long commit again.
    const draw = () => {
      waiting.delete(draw);
      if (current) flushSync(() => setReady(true));
    };
    const takeTurn = () => {
      queue.push(draw);
      if (!running) void letThrough();
    };
    waiting.add(draw);
    drawAllBeforePrint();
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          takeTurn();
        },
        { rootMargin: NEAR_SCREEN },
      );
      observer.observe(element);
    } else {
      takeTurn();
    }
    return () => {
      current = false;
      waiting.delete(draw);
      observer?.disconnect();
    };
  }, [frame, active, ready]);
  return ready;
}
