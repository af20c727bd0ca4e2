// House style that lint can hold (CONTRIBUTING.md#house-style); scripts/eslint-house-style.test.mjs
// breaks each rule once.

/** Every answer a route makes is checked against its contract type where it is made. */
const answersChecked = {
  selector:
    "CallExpression[callee.object.name='c'][callee.property.name='json']:not([typeArguments]) > :not(TSSatisfiesExpression).arguments:first-child",
  message:
    'Check the answer against its contract type where it is made: c.json({ ... } satisfies XResponse), the type from @tourniquet/domain/contracts.',
};

/**
 * One alert look: FormAlert (components/ui/form-alert.tsx) is the only element with role="alert". The
 * toaster's live region is not a form's alert: it announces the toasts.
 */
const noInlineAlerts = {
  selector: "JSXAttribute[name.name='role'][value.value='alert']",
  message: 'Use <FormAlert> from components/ui/form-alert.tsx instead of an inline role="alert".',
};

/** The web names the contract type of what it calls, never a shape written at the call. */
const noHandTypedCalls = {
  selector: "CallExpression[callee.name='api'] > TSTypeParameterInstantiation.typeArguments > TSTypeLiteral",
  message:
    "Type the call with the route's contract type from @tourniquet/domain/contracts (api<XResponse>), not a shape written here.",
};

export const houseStyle = [
  {
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', answersChecked] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/components/ui/{form-alert,toaster}.tsx'],
    rules: { 'no-restricted-syntax': ['error', noHandTypedCalls, noInlineAlerts] },
  },
];
