/**
 * Resolves when the browser has nothing more urgent to do: what was rendered is painted and
 * no task is queued (or after `timeout` ms). Without requestIdleCallback: the next task.
 */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 1);
  });
}

/**
 * Resolves after `ms`: the longest start-up work waits for the moments here (a slow device's
 * first page can take longer). Beside them so that a test that plays those moments plays
 * this one too.
 */
export function waitAtMost(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves once the next frame has been drawn: after what is rendered now reaches the screen
 * (an idle period can come between the main thread's work on a frame and its painting).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function')
      window.requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 1);
  });
}
