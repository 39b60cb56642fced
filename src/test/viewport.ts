/** Makes `matchMedia` report a small (<= 991 px) or wide screen; returns a function to change it. */
export function mockViewport(mobile: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  let matches = mobile;
  const query = {
    get matches() {
      return matches;
    },
    media: '(max-width: 991.98px)',
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  } as unknown as MediaQueryList;
  const original = window.matchMedia;
  window.matchMedia = () => query;
  return {
    resize(toMobile: boolean) {
      matches = toMobile;
      for (const listener of listeners) listener({ matches } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
