// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import globals from 'globals';
import fs from 'node:fs';
import { builtinModules } from 'node:module';

// ---- import boundaries -------------------------------------------------------------------
// - only services/ talks to Firebase and axios; only app/hooks.ts uses raw react-redux hooks;
// - a feature never imports another feature (cross-feature events: @/features/events), and
//   its relative imports stay inside its folder;
// - outside src/features, a feature is imported only through @/features/<name> (state side)
//   or @/features/<name>/ui (components for pages); the API's paths, schemas and types come
//   from @/contract/<area>;
// - src/contract and src/backend run in the browser (msw) and in Node (the server): no React,
//   msw, DOM-only or Node-only module, Firebase or axios; src/contract imports only zod;
// - @/mocks (the demo backend) only from src/mocks, src/test, tests, src/index.tsx and the
//   migration guide's fake-backend example (src/migration).

const TESTS = ['src/**/*.test.{ts,tsx}'];
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Folder depth below a feature's root that the rules below are written out for. */
const MAX_DEPTH = 6;

const AXIOS = { name: 'axios', message: 'HTTP goes through services.http (src/services/http).' };
const REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch / useAppSelector from @/app/hooks.',
};
const I18N_HOOK = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message: 'Use useTranslation from @/i18n/useTranslation (src/i18n/useTranslation.ts says why).',
};
const FIREBASE = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Firebase is reached only through src/services.',
};
const MOCKS = [
  {
    regex: '^@/mocks(/|$)',
    message: 'The demo backend (@/mocks) is only for src/mocks, src/test, tests and src/index.tsx.',
  },
  {
    regex: '^(\\.{1,2}/)+(.+/)?mocks(/|$)',
    message:
      'The demo backend (src/mocks) is only for src/mocks, src/test, tests and src/index.tsx.',
  },
];
const FEATURE_PUBLIC_API = [
  {
    regex: '^@/features/[^/]+/(?!ui$).+',
    message:
      'Import a feature through @/features/<name> or @/features/<name>/ui, not its inner files (the API contract: @/contract/<area>).',
  },
  {
    regex: '^(\\.\\./)+(.+/)?features(/|$)',
    message: 'Import a feature through @/features/<name>.',
  },
];
/** What the layers shared by the browser and the server never import. */
const SHARED_LAYER = [
  FIREBASE,
  ...MOCKS,
  {
    regex: '^(react|react-dom|react-redux|react-i18next|react-bootstrap)(/|$)|^@?react-',
    message: 'src/contract and src/backend are framework-free: no React.',
  },
  { regex: '^msw(/|$)', message: 'msw is the demo adapter (src/mocks), not the shared layer.' },
  {
    regex:
      '^(dompurify|jsvectormap|chart\\.js|bootstrap|i18next-browser-languagedetector|@/(services|features|app|pages|layouts|components|lib|i18n|config)(/|$))',
    message:
      'A DOM or browser-only module (or the app): src/contract and src/backend run in Node too.',
  },
  {
    regex: `^(node:|(${builtinModules
      .filter((m) => !m.startsWith('_'))
      .map((m) => m.replace(/[/]/g, '\\/'))
      .join('|')})(/|$))`,
    message: 'A Node built-in: src/contract and src/backend run in the browser too.',
  },
];
/** DOM and browser globals the shared layers must not touch. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'indexedDB',
  'location',
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Inside feature `name`, `depth` folders below its root. */
const featureRules = (name, depth) => [
  {
    regex: `^@/features/(?!(${escape(name)}(/|$)|events$))`,
    message: 'A feature never imports another feature: react to @/features/events instead.',
  },
  {
    regex: `^(\\.\\./){${depth + 1}}(?!events$)`,
    message: "Relative imports stay inside the feature's folder; use @/ for the rest.",
  },
];

const restrict = ({ paths = [], patterns = [] }) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

function importBoundaries() {
  const configs = [
    {
      // Everything outside features, services and the demo backend / test helpers.
      files: ['src/**/*.{ts,tsx}'],
      ignores: [
        'src/contract/**',
        'src/backend/**',
        'src/features/**',
        'src/services/**',
        'src/mocks/**',
        'src/test/**',
        'src/migration/**',
        'src/index.tsx',
        'src/app/hooks.ts',
        ...TESTS,
      ],
      rules: restrict({
        paths: [AXIOS, REDUX_HOOKS, I18N_HOOK],
        patterns: [FIREBASE, ...MOCKS, ...FEATURE_PUBLIC_API],
      }),
    },
    {
      // The API's behaviour, shared by msw and the server: the contract, nothing of the app.
      files: ['src/backend/**/*.ts'],
      ignores: TESTS,
      rules: {
        ...restrict({ paths: [AXIOS], patterns: SHARED_LAYER }),
        'no-restricted-globals': ['error', ...BROWSER_GLOBALS],
      },
    },
    {
      // The contract: the bottom floor, zod and its own files only.
      files: ['src/contract/**/*.ts'],
      ignores: TESTS,
      rules: {
        ...restrict({
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\./)',
              message: 'src/contract imports only zod/mini and its own files.',
            },
          ],
        }),
        'no-restricted-globals': ['error', ...BROWSER_GLOBALS],
      },
    },
    {
      // The adapters: Firebase and axios live here, nothing of the demo backend or features.
      files: ['src/services/**/*.{ts,tsx}'],
      ignores: TESTS,
      rules: restrict({ patterns: [...MOCKS, ...FEATURE_PUBLIC_API] }),
    },
    {
      // The migration guide's after-snippets: its fake-backend example is the demo backend.
      files: ['src/migration/**/*.{ts,tsx}'],
      ignores: TESTS,
      rules: restrict({
        paths: [AXIOS, REDUX_HOOKS, I18N_HOOK],
        patterns: [FIREBASE, ...FEATURE_PUBLIC_API],
      }),
    },
    {
      // The demo bootstrap starts the demo backend.
      files: ['src/index.tsx'],
      rules: restrict({
        paths: [AXIOS, REDUX_HOOKS, I18N_HOOK],
        patterns: [FIREBASE, ...FEATURE_PUBLIC_API],
      }),
    },
    {
      // The one place the raw react-redux hooks are typed.
      files: ['src/app/hooks.ts'],
      rules: restrict({
        paths: [AXIOS, I18N_HOOK],
        patterns: [FIREBASE, ...MOCKS, ...FEATURE_PUBLIC_API],
      }),
    },
    {
      // Events shared by every feature.
      files: ['src/features/*.{ts,tsx}'],
      ignores: TESTS,
      rules: restrict({
        paths: [AXIOS, REDUX_HOOKS, I18N_HOOK],
        patterns: [
          FIREBASE,
          ...MOCKS,
          { regex: '^@/features/', message: 'Shared events import no feature.' },
        ],
      }),
    },
  ];
  for (const name of FEATURES) {
    for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
      const dir = `src/features/${name}/${'*/'.repeat(depth)}`;
      configs.push(
        {
          files: [`${dir}*.{ts,tsx}`],
          ignores: TESTS,
          rules: restrict({
            paths: [AXIOS, REDUX_HOOKS, I18N_HOOK],
            patterns: [FIREBASE, ...MOCKS, ...featureRules(name, depth)],
          }),
        },
        {
          // A feature's tests may use the demo backend, but stay inside their feature too.
          files: [`${dir}*.test.{ts,tsx}`],
          rules: restrict({ patterns: featureRules(name, depth) }),
        },
      );
    }
  }
  return configs;
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'coverage/**',
      'node_modules/**',
      'public/mockServiceWorker.js',
      'public/demoWorker.js',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks, react },
    settings: { react: { version: 'detect' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-key': 'error',
      'react/no-danger': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Sagas call port methods as `call([port, port.method])`, which binds `this`; the
      // adapters are closures that never use `this` anyway.
      '@typescript-eslint/unbound-method': 'off',
      // Failures cross the ports as plain, serializable AppError objects (never Error
      // instances, which the store cannot hold).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'file', name: 'AppError', path: 'src/services/errors.ts' }] },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Architecture, as import rules (one no-restricted-imports per file group: a later
  // config object replaces the rule's options, it does not add to them).
  ...importBoundaries(),
  {
    // The server's tests: node:test's describe/it return promises the runner awaits.
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: ['describe', 'it', 'test'], package: 'node:test' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['e2e/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
