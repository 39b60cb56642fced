/**
 * Holds the API's requests while a stored session is being checked: the frame and the page
 * draw before the check (see `sessionRestoring`), their reads wait here for its token
 * instead of going out without one. Open unless held; the auth saga holds it at start-up
 * when it restores a session and releases it once the first auth report is in the state.
 */
export interface SessionGate {
  hold(): void;
  release(): void;
  /** Resolves at once when open, else when released. */
  passed(): Promise<void>;
}

export function createSessionGate(): SessionGate {
  let passed: Promise<void> = Promise.resolve();
  let open: (() => void) | null = null;
  return {
    hold() {
      if (open) return;
      passed = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      open?.();
      open = null;
    },
    passed: () => passed,
  };
}
