/**
 * The one typed view of the build-time configuration. webpack's DefinePlugin replaces each
 * `process.env.KEY` below with the value from `.env` (only these keys are whitelisted, see
 * `ENV_KEYS`); under jest they come from the real process environment. A bad value fails
 * fast with a message naming the key, instead of surfacing later as a confusing bug.
 */

export const ENV_KEYS = [
  'PUBLIC_URL',
  'API_BASE_URL',
  'API_TIMEOUT',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FIREBASE_APP_ID',
  'FIREBASE_EMULATORS',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'GOOGLE_MAPS_API_KEY',
] as const;

export type EnvKey = (typeof ENV_KEYS)[number];
export type RawEnv = Partial<Record<EnvKey, string | undefined>>;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export type BackendMode = 'demo' | 'emulators' | 'cloud';

export interface AppEnv {
  /** Base path with leading and trailing slash, e.g. `/shreyu/react/`. */
  publicUrl: string;
  /** Router basename: the base path without its trailing slash (`/` stays `/`). */
  basename: string;
  apiBaseUrl: string;
  /**
   * No API_BASE_URL: the demo API answers `<base>api/` inside the browser (msw) in every
   * backend mode. A product with its own backend sets API_BASE_URL and the worker stays out.
   */
  demoApi: boolean;
  apiTimeout: number;
  backend: BackendMode;
  firebase: FirebaseWebConfig;
  emulators: { authHost: string; firestoreHost: string };
  /** Google Maps JavaScript API key; '' means the Google Maps page shows its "not available" card. */
  googleMapsApiKey: string;
}

export class EnvError extends Error {
  constructor(key: EnvKey, problem: string) {
    super(`Invalid configuration ${key}: ${problem}`);
    this.name = 'EnvError';
  }
}

/** Project id used in demo mode; the `demo-` prefix is what the emulators also expect. */
export const DEMO_PROJECT_ID = 'demo-shreyu';
const DEMO_FIREBASE: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: DEMO_PROJECT_ID,
  storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:demo',
};

const blank = (v: string | undefined): v is undefined => v === undefined || v.trim() === '';

function basePath(key: EnvKey, value: string | undefined, fallback: string): string {
  if (blank(value)) return fallback;
  const v = value.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return v.endsWith('/') ? v : `${v}/`;
  if (!v.startsWith('/') || v.startsWith('//')) {
    throw new EnvError(key, `"${v}" must be a path starting with a single "/" or an absolute URL`);
  }
  return v.endsWith('/') ? v : `${v}/`;
}

function nonNegativeInt(key: EnvKey, value: string | undefined, fallback: number): number {
  if (blank(value)) return fallback;
  const v = value.trim();
  if (!/^\d+$/.test(v)) throw new EnvError(key, `"${v}" must be a whole number of milliseconds`);
  return Number(v);
}

function bool(key: EnvKey, value: string | undefined): boolean {
  if (blank(value)) return false;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new EnvError(key, `"${value}" must be true or false`);
}

function hostPort(key: EnvKey, value: string | undefined, fallback: string): string {
  if (blank(value)) return fallback;
  const v = value.trim();
  if (!/^[\w.-]+:\d{1,5}$/.test(v)) throw new EnvError(key, `"${v}" must look like host:port`);
  return v;
}

function apiKey(key: EnvKey, value: string | undefined): string {
  if (blank(value)) return '';
  const v = value.trim();
  // Browser API keys are URL-safe tokens; quotes, spaces or a pasted URL mean a copy/paste slip.
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(v)) {
    throw new EnvError(key, 'must be a browser API key (letters, digits, "-" and "_" only)');
  }
  return v;
}

const FIREBASE_KEYS = {
  apiKey: 'FIREBASE_API_KEY',
  authDomain: 'FIREBASE_AUTH_DOMAIN',
  projectId: 'FIREBASE_PROJECT_ID',
  storageBucket: 'FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'FIREBASE_MESSAGING_SENDER_ID',
  appId: 'FIREBASE_APP_ID',
} as const satisfies Record<keyof FirebaseWebConfig, EnvKey>;

/** Validates raw values; throws `EnvError` naming the first bad key. */
export function parseEnv(raw: RawEnv): AppEnv {
  const publicUrl = basePath('PUBLIC_URL', raw.PUBLIC_URL, '/shreyu/react/');
  const apiBaseUrl = basePath('API_BASE_URL', raw.API_BASE_URL, publicUrl);
  const apiTimeout = nonNegativeInt('API_TIMEOUT', raw.API_TIMEOUT, 0);
  const useEmulators = bool('FIREBASE_EMULATORS', raw.FIREBASE_EMULATORS);
  const emulators = {
    authHost: hostPort(
      'FIREBASE_AUTH_EMULATOR_HOST',
      raw.FIREBASE_AUTH_EMULATOR_HOST,
      '127.0.0.1:9099',
    ),
    firestoreHost: hostPort(
      'FIRESTORE_EMULATOR_HOST',
      raw.FIRESTORE_EMULATOR_HOST,
      '127.0.0.1:8080',
    ),
  };

  const given = Object.entries(FIREBASE_KEYS).filter(([, key]) => !blank(raw[key]));
  let backend: BackendMode = 'demo';
  let firebase = DEMO_FIREBASE;
  if (useEmulators) {
    backend = 'emulators';
    const projectId = raw.FIREBASE_PROJECT_ID?.trim() || DEMO_PROJECT_ID;
    firebase = {
      ...DEMO_FIREBASE,
      apiKey: raw.FIREBASE_API_KEY?.trim() || DEMO_FIREBASE.apiKey,
      projectId,
      authDomain: `${projectId}.firebaseapp.com`,
    };
  } else if (given.length > 0) {
    backend = 'cloud';
    for (const key of ['FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID', 'FIREBASE_APP_ID'] as const) {
      if (blank(raw[key])) throw new EnvError(key, 'is required once any FIREBASE_* key is set');
    }
    firebase = Object.fromEntries(
      Object.entries(FIREBASE_KEYS).map(([field, key]) => [field, raw[key]?.trim() ?? '']),
    ) as unknown as FirebaseWebConfig;
  }

  return {
    publicUrl,
    basename: publicUrl === '/' ? '/' : publicUrl.replace(/\/$/, ''),
    apiBaseUrl,
    demoApi: blank(raw.API_BASE_URL),
    apiTimeout,
    backend,
    firebase,
    emulators,
    googleMapsApiKey: apiKey('GOOGLE_MAPS_API_KEY', raw.GOOGLE_MAPS_API_KEY),
  };
}

// Under jest and Node (the prerender), the process's environment. Each key is spelled out so
// DefinePlugin can substitute it in the browser build, which then drops this (see `env`).
const raw: RawEnv = {
  PUBLIC_URL: process.env.PUBLIC_URL,
  API_BASE_URL: process.env.API_BASE_URL,
  API_TIMEOUT: process.env.API_TIMEOUT,
  FIREBASE_API_KEY: process.env.FIREBASE_API_KEY,
  FIREBASE_AUTH_DOMAIN: process.env.FIREBASE_AUTH_DOMAIN,
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
  FIREBASE_STORAGE_BUCKET: process.env.FIREBASE_STORAGE_BUCKET,
  FIREBASE_MESSAGING_SENDER_ID: process.env.FIREBASE_MESSAGING_SENDER_ID,
  FIREBASE_APP_ID: process.env.FIREBASE_APP_ID,
  FIREBASE_EMULATORS: process.env.FIREBASE_EMULATORS,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
  GOOGLE_MAPS_API_KEY: process.env.GOOGLE_MAPS_API_KEY,
};

/**
 * The configuration: in the browser build, what webpack.config.ts read and checked with
 * parseEnv (a bad value fails the build), given as it is, so the browser neither checks it
 * again nor downloads the checks; under jest and Node, the process's environment, checked here.
 */
export const env: AppEnv = typeof __APP_ENV__ === 'object' ? __APP_ENV__ : parseEnv(raw);
