import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import portalen from './eslint/layering.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // DESIGN.md §2: app/ → components/ → lib/, and no app imports another app's folders.
    files: ['app/**/*.{ts,tsx,js,jsx,mjs}', 'components/**/*.{ts,tsx,js,jsx,mjs}', 'lib/**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { portalen },
    rules: { 'portalen/layering': 'error' },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // CommonJS files (jest.environment.cjs) can only load modules with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', 'out/**', '.tmp/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'perf-results/**'],
  },
];

export default config;
