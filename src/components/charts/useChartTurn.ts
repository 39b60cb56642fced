import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { nextTask } from '@/lib/nextTask';

/** Charts waiting to draw, in mount order; one is let through per task. */
const queue: Array<() => void> = [];
let running = false;

async function letThrough() {
  running = true;
  while (queue.length > 0) {
    await nextTask();
    queue.shift()?.();
  }
  running = false;
}

/**
 * False until this chart's turn: charts on a page create their canvases one task each, in
 * the order they mounted, instead of all in the commit that mounted them (eight Chart.js
 * charts at once blocked a mid-range phone for over half a second). The frame keeps its
 * height meanwhile, so nothing moves when the canvas appears.
 */
export function useChartTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    // Rendered and committed inside its own task (flushSync): a plain update would wait for
    // React's next render, by which time several turns have passed, and all those charts
    // would be created in one long commit again.
    queue.push(() => {
      if (current) flushSync(() => setReady(true));
    });
    if (!running) void letThrough();
    return () => {
      current = false;
    };
  }, []);
  return ready;
}
