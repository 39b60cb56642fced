/**
 * A console.error during a test fails it (React warnings, unhandled saga errors...). A test
 * that expects one says so with `expectConsoleError(/pattern/)`; the match is then consumed.
 */
const seen: unknown[][] = [];
const expected: RegExp[] = [];

export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    seen.length = 0;
    expected.length = 0;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      seen.push(args);
    });
  });
  afterEach(() => {
    const text = (args: unknown[]) =>
      args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    const unexpected = seen.filter((args) => {
      const index = expected.findIndex((pattern) => pattern.test(text(args)));
      if (index === -1) return true;
      return false;
    });
    const missing = expected.filter((pattern) => !seen.some((args) => pattern.test(text(args))));
    if (unexpected.length > 0) {
      throw new Error(`console.error was called:\n${unexpected.map(text).join('\n')}`);
    }
    if (missing.length > 0) {
      throw new Error(`expected console.error matching ${missing.map(String).join(', ')}`);
    }
  });
}
