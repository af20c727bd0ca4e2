import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (ARCHITECTURE.md section 3): domain is pure, web never reaches into the server,
// and only the Plaid adapter may import the SDK.
const noServer = {
  group: ['@tourniquet/server', '**/apps/server/**'],
  message: 'The web app never imports the server.',
};
const noWeb = {
  group: ['@tourniquet/web', '**/apps/web/**'],
  message: 'The server never imports the web app.',
};
const noPlaidSdk = {
  regex: '^plaid(/.*)?$',
  message: 'Only apps/server/src/bank/plaid imports the plaid SDK.',
};

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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServer, noPlaidSdk] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/bank/plaid/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, noPlaidSdk] }] },
  },
);
