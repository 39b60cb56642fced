/** @jest-config-loader esbuild-register */
import os from 'node:os';
import type { Config } from 'jest';

// ESM-only packages (msw's helpers, and the demo pages' libraries); jest transforms them.
const esmPackages = [
  'rettime',
  'until-async',
  '@open-draft',
  'msw',
  '@mswjs',
  '@fullcalendar',
  '@full-ui',
  'temporal-polyfill',
  'temporal-utils',
  'temporal-spec',
  '@tanstack/react-table',
  '@tanstack/table-core',
  '@preact/signals-core',
  '@dnd-kit',
  'marked',
];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  // A hang guard, not a speed check (speed is the benchmarks'): the tests wait on conditions,
  // and a whole-app test (sign in, then the dashboard) ran past jest's 5 s default on a busy
  // 2-core machine (Login.test.tsx's first test: 5.3 s with a CI run beside it).
  testTimeout: 30_000,
  // jest's default leaves one core to itself (cores - 1): one worker on a 2-core machine, where
  // two ran the suite in 277 s against 469 s. The tests wait on conditions, not on time.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  testEnvironmentOptions: {
    // Let msw's own exports resolve to their Node builds while jsdom stands in for the DOM.
    customExportConditions: [''],
    url: 'http://localhost/shreyu/react/',
  },
  roots: ['<rootDir>/src'],
  // webpack's DefinePlugin constants (src/types/globals.d.ts): tests run the demo backend.
  globals: { __DEMO_BACKEND__: true, __DEMO_API__: true },
  setupFiles: ['<rootDir>/src/test/setupEnv.ts', 'jest-canvas-mock'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    // Styles and files first: `@/styles/x.scss` is a stylesheet before it is a path.
    '\\.(css|scss)$': '<rootDir>/__mocks__/styleMock.ts',
    '\\.(png|jpe?g|gif|svg|webp|ico|woff2?|ttf|eot)$': '<rootDir>/__mocks__/fileMock.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  clearMocks: true,
  restoreMocks: true,
};

export default config;
