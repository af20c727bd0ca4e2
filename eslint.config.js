import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { houseStyle } from './eslint-house-style.js';

// Import boundaries (docs/architecture.md#layers): domain is pure, web never reaches into the server,
// and only the Plaid adapter may import the SDK.
const noServer = {
  group: ['@tourniquet/server', '**/apps/server/**'],
  message: 'The web app never imports the server.',
};
const noWeb = {
  group: ['@tourniquet/web', '**/apps/web/**'],
  message: 'The server never imports the web app.',
};
// Reports (summaries, criteria, PDFs) sit below the routes: routes and PDFs both depend on them.
const noRoutes = {
  group: ['**/routes/**'],
  message: 'reports/ never imports routes/: put what both need in reports/ (or below).',
};
// Workspaces depend downward only: a package never imports an app (the apps import the packages).
const noApps = {
  group: ['@tourniquet/server', '@tourniquet/web', '**/apps/**'],
  message:
    'A package never imports an app: put the code that needs the app in the app (its testing/ folder).',
};
const noPlaidSdk = {
  regex: '^plaid(/.*)?$',
  message: 'Only apps/server/src/bank/plaid imports the plaid SDK.',
};

// Web layers (docs/architecture.md "Layers"): app -> features -> components / data -> lib. A feature reaches
// another feature only through that feature's index.ts; the shared layers never import a feature.
// Imports are relative, so "another feature" is a path that climbs exactly out of this feature's folder and
// goes down into a sibling's files: one rule per folder depth. scripts/check-imports.mjs checks the same
// rules on resolved paths (and dynamic imports) and finds import cycles.
const noSharedToFeature = {
  regex: '(^|/)features/',
  message: 'Shared web code (components, data, lib, config) never imports a feature.',
};
const featureDepths = [0, 1, 2, 3].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noServer,
          noPlaidSdk,
          {
            regex: `^(\\.\\./){${depth + 1}}(?!\\.)[^/]+/(?!index\\.tsx?$).+`,
            message:
              'Another feature is reached only through its public index.ts (features/<name>/index.ts).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.{1,2}/).*',
              message: 'The domain package is pure: it imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/{plaid-sim,labelled-statements}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApps] }] },
  },
  {
    // The blind labelled sets share the kit's mechanics, never one another's scenarios (decision 018).
    files: ['packages/labelled-statements/sets/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'A labelled set never imports another set: share mechanics through kit/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServer, noPlaidSdk] }],
    },
  },
  ...featureDepths,
  {
    files: ['apps/web/src/{components,data,lib,config}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noPlaidSdk, noSharedToFeature] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/bank/plaid/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, noPlaidSdk] }] },
  },
  {
    files: ['apps/server/src/reports/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, noPlaidSdk, noRoutes] }] },
  },
  ...houseStyle,
);
