import { EnvError, parseEnv, type AppEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the demo backend under /shreyu/react/ with no timeout', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      publicUrl: '/shreyu/react/',
      basename: '/shreyu/react',
      apiBaseUrl: '/shreyu/react/',
      apiTimeout: 0,
      backend: 'demo',
    });
    expect(env.firebase.projectId).toBe('demo-shreyu');
  });

  it('normalises the base path and derives the API base from it', () => {
    expect(parseEnv({ PUBLIC_URL: '/admin' })).toMatchObject({
      publicUrl: '/admin/',
      basename: '/admin',
      apiBaseUrl: '/admin/',
    });
    expect(parseEnv({ PUBLIC_URL: '/' })).toMatchObject({ publicUrl: '/', basename: '/' });
    expect(parseEnv({ API_BASE_URL: 'https://api.example.com/v1' }).apiBaseUrl).toBe(
      'https://api.example.com/v1/',
    );
  });

  it.each([
    [{ PUBLIC_URL: 'shreyu' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: '//evil.example/' }, /PUBLIC_URL/],
    [{ API_TIMEOUT: '5s' }, /API_TIMEOUT/],
    [{ API_TIMEOUT: '-1' }, /API_TIMEOUT/],
    [{ FIREBASE_EMULATORS: 'yes please' }, /FIREBASE_EMULATORS/],
    [
      { FIREBASE_EMULATORS: 'true', FIREBASE_AUTH_EMULATOR_HOST: 'localhost' },
      /FIREBASE_AUTH_EMULATOR_HOST/,
    ],
    [{ FIREBASE_API_KEY: 'abc' }, /FIREBASE_PROJECT_ID/],
  ])('rejects %j with a message naming the key', (raw, key) => {
    expect(() => parseEnv(raw)).toThrow(EnvError);
    expect(() => parseEnv(raw)).toThrow(key);
  });

  it('uses the emulators when asked, with a demo project by default', () => {
    const env = parseEnv({ FIREBASE_EMULATORS: 'true' });
    expect(env.backend).toBe('emulators');
    expect(env.emulators).toEqual({ authHost: '127.0.0.1:9099', firestoreHost: '127.0.0.1:8080' });
    expect(env.firebase.projectId).toBe('demo-shreyu');
  });

  it('uses the real project when a complete web config is given', () => {
    const env = parseEnv({
      FIREBASE_API_KEY: 'key',
      FIREBASE_AUTH_DOMAIN: 'app.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'app',
      FIREBASE_APP_ID: '1:2:web:3',
      API_TIMEOUT: '15000',
    });
    expect(env.backend).toBe('cloud');
    expect(env.firebase).toMatchObject({ apiKey: 'key', projectId: 'app', appId: '1:2:web:3' });
    expect(env.apiTimeout).toBe(15000);
  });

  it('reads an optional Google Maps key and refuses one that cannot be a key', () => {
    expect(parseEnv({}).googleMapsApiKey).toBe('');
    expect(parseEnv({ GOOGLE_MAPS_API_KEY: '  AIzaSyA-example_key123 ' }).googleMapsApiKey).toBe(
      'AIzaSyA-example_key123',
    );
    expect(() => parseEnv({ GOOGLE_MAPS_API_KEY: '"AIza key"' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => parseEnv({ GOOGLE_MAPS_API_KEY: 'https://maps.example' })).toThrow(EnvError);
  });
});

describe('env', () => {
  const globals = globalThis as { __APP_ENV__?: unknown };
  const publicUrl = process.env.PUBLIC_URL;
  afterEach(() => {
    delete globals.__APP_ENV__;
    if (publicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = publicUrl;
  });

  /** env.ts loaded afresh, as a page load or a test file would. */
  const load = (): AppEnv => {
    let loaded: AppEnv | null = null;
    jest.isolateModules(() => {
      loaded = jest.requireActual<{ env: AppEnv }>('./env').env;
    });
    if (!loaded) throw new Error('env.ts did not load');
    return loaded;
  };

  it("is the build's checked configuration when the build gives one, not checked again", () => {
    // The build checked it; a bad raw value beside it is not read.
    globals.__APP_ENV__ = parseEnv({ PUBLIC_URL: '/admin' });
    process.env.PUBLIC_URL = 'not a path';
    expect(load()).toBe(globals.__APP_ENV__);
  });

  it("is the process's environment, checked, without one (jest, the prerender)", () => {
    process.env.PUBLIC_URL = '/admin';
    expect(load().basename).toBe('/admin');
    process.env.PUBLIC_URL = 'not a path';
    expect(load).toThrow(/PUBLIC_URL/);
  });
});
