/**
 * Build-time constants (webpack's DefinePlugin, see webpack.config.ts; jest.config.ts
 * defines them for the tests).
 */

/** The msw demo backend answers Firebase: true without a Firebase config in `.env`. */
declare const __DEMO_BACKEND__: boolean;

/** The demo API is answered in the browser (msw): true when `API_BASE_URL` is empty. */
declare const __DEMO_API__: boolean;
