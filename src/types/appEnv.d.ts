import type { AppEnv } from '@/config/env';

declare global {
  /**
   * The configuration the build read from the environment and `.env` and checked (parseEnv in
   * webpack.config.ts; a DefinePlugin constant like those in globals.d.ts). Not defined under
   * jest or Node: src/config/env.ts reads the process's environment there.
   */
  const __APP_ENV__: AppEnv | undefined;
}
