import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['dist', 'dist-subpath', 'storybook-static', 'node_modules', 'test-results', 'playwright-report', 'public', 'lib', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // Scrollable output regions must be focusable so keyboard users can scroll them.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      // The embed and CSP forbid inline style attributes (prerendered HTML under style-src 'self').
      'react/forbid-dom-props': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='style']", message: 'No inline styles: the site runs under a strict CSP. Use a .css.ts class or set CSSOM from a ref.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Use crypto.getRandomValues.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,cjs,mjs}', 'tests/package/**/*.mjs', '*.config.{js,ts}', '.size-limit.js', '.storybook/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', require: 'readonly', module: 'writable', __dirname: 'readonly', URL: 'readonly' } },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
