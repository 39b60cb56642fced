import type { Configuration, WebpackPluginInstance } from 'webpack';
import { DefinePlugin } from 'webpack';
import buildConfig from '../../webpack.config';
import { ENV_KEYS } from './env';

function defines(config: Configuration): Record<string, unknown> {
  const plugin = (config.plugins ?? []).find(
    (p): p is WebpackPluginInstance => p instanceof DefinePlugin,
  ) as (DefinePlugin & { definitions: Record<string, unknown> }) | undefined;
  if (!plugin) throw new Error('no DefinePlugin');
  return plugin.definitions;
}

describe('webpack env whitelist', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('lets only the documented keys reach the bundle', () => {
    process.env.SECRET_SERVICE_ACCOUNT = 'must-not-leak';
    process.env.PUBLIC_URL = '/admin/';
    const definitions = defines(buildConfig(undefined, { mode: 'production' }));
    const keys = Object.keys(definitions);
    expect(keys).toEqual(expect.arrayContaining(ENV_KEYS.map((k) => `process.env.${k}`)));
    expect(keys.filter((k) => k.startsWith('process.env.')).sort()).toEqual(
      ENV_KEYS.map((k) => `process.env.${k}`).sort(),
    );
    expect(JSON.stringify(definitions)).not.toContain('must-not-leak');
    expect(definitions['process.env.PUBLIC_URL']).toBe('"/admin/"');
  });

  it('serves assets from the base path and hashes production file names', () => {
    process.env.PUBLIC_URL = '/admin/';
    const config = buildConfig(undefined, { mode: 'production' });
    expect(config.output?.publicPath).toBe('/admin/');
    expect(config.output?.filename).toContain('[contenthash');
    expect(config.output?.chunkFilename).toContain('[contenthash');
    expect(config.devtool).toBe('source-map');
  });

  it('ships the msw worker only where it answers something: demo mode, or the demo API of a build without API_BASE_URL', () => {
    const copyIgnores = (config: Configuration) => JSON.stringify(config.plugins);
    const demo = buildConfig(undefined, { mode: 'production' });
    expect(defines(demo).__DEMO_BACKEND__).toBe('true');
    expect(copyIgnores(demo)).not.toContain('mockServiceWorker.js');
    expect(copyIgnores(demo)).not.toContain('demoWorker.js');

    Object.assign(process.env, {
      FIREBASE_API_KEY: 'k',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_APP_ID: 'a',
    });
    const cloud = buildConfig(undefined, { mode: 'production' });
    expect(defines(cloud).__DEMO_BACKEND__).toBe('false');
    expect(defines(cloud).__DEMO_API__).toBe('true');
    expect(copyIgnores(cloud)).not.toContain('mockServiceWorker.js');
    expect(copyIgnores(cloud)).not.toContain('demoWorker.js');

    process.env.API_BASE_URL = 'https://api.example.test/';
    const ownApi = buildConfig(undefined, { mode: 'production' });
    expect(defines(ownApi).__DEMO_API__).toBe('false');
    expect(copyIgnores(ownApi)).toContain('**/mockServiceWorker.js');
    expect(copyIgnores(ownApi)).toContain('**/demoWorker.js');
  });

  it('stops the build on a bad value, naming the key', () => {
    process.env.API_TIMEOUT = 'soon';
    expect(() => buildConfig(undefined, { mode: 'production' })).toThrow(/API_TIMEOUT/);
  });
});
