// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The architecture rule (bulletproof-react's): a feature imports only from shared code
 * (components/, hooks/, lib/, api/) and itself, never from another feature; shared code imports
 * no feature; only app/ composes features into routes. Tests may also use the test support
 * (src/test), which renders the whole app and so may reach app/ and the not-found page the
 * shell embeds.
 */
const architecture = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
      { type: 'shared', pattern: ['src/components', 'src/hooks', 'src/lib', 'src/api', 'src/styles'] },
      { type: 'testing', pattern: 'src/test' },
    ],
    // Test files and the fixtures only tests import.
    'boundaries/files': [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/testFixtures.ts'] }],
    'import/resolver': { typescript: { project: './tsconfig.json' } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } } },
          {
            from: { element: { type: 'feature' } },
            allow: {
              to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
            },
          },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
          { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          { from: { element: { type: 'testing' } }, allow: { to: { element: { types: { anyOf: ['app', 'shared', 'testing'] } } } } },
          {
            from: { element: { type: 'testing' } },
            allow: { to: { element: { type: 'feature', captured: { feature: 'not-found' } } } },
          },
          // Tests, and only tests, may use the test support.
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'testing' } } } },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'test-results', 'playwright-report', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  architecture,
);
