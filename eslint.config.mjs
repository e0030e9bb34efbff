import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import portalen from './eslint/layering.mjs';
import rulesDsl from './eslint/rawRules.mjs';

// A lazily loaded part must never take a page down when the network drops, so every
// one goes through components/ui/lazyPart (retry on reconnect, Norwegian «Prøv igjen»).
const LAZY_IMPORTS = [
  { name: 'next/dynamic', message: 'Use lazyPart from components/ui/lazyPart: it retries and fails in Norwegian.' },
  { name: 'react', importNames: ['lazy'], message: 'Use lazyPart from components/ui/lazyPart.' },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // docs/design.md §2: app/ → components/ → lib/, no app imports another app's folders, shared
    // code imports no app, and the code around the portal keeps to its own (eslint/layering.mjs).
    files: ['{app,components,lib,features,content,localdb,scripts,e2e,rules}/**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { portalen },
    rules: { 'portalen/layering': 'error' },
  },
  {
    // docs/security.md «Rules as code»: the rules modules build every expression with
    // rules/dsl.ts, the one place that writes the rules language as text (eslint/rawRules.mjs).
    // An app's module is features/<app>/rules.ts, or a folder features/<app>/rules/ split by node.
    files: ['rules/**/*.ts', 'features/*/rules.ts', 'features/*/rules/**/*.ts'],
    ignores: ['rules/dsl.ts', 'rules/build.ts', 'rules/compare.ts'],
    plugins: { 'rules-dsl': rulesDsl },
    rules: { 'rules-dsl/no-raw-rules': 'error' },
  },
  {
    // Lazy parts go through lazyPart (above); reactfire is used in components/firebase only, so
    // its error handling (errors as values, retry) and its updates stay in one place.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}'],
    ignores: ['components/ui/lazyPart.tsx', 'features/*/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...LAZY_IMPORTS,
            { name: 'reactfire', message: 'Use the hooks of components/firebase (useDbValue, DbView, useDbWrite, useDbForm, useScreenDatabase).' },
          ],
        },
      ],
    },
  },
  {
    files: ['components/firebase/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: LAZY_IMPORTS }] },
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
    ignores: ['node_modules/**', '.next/**', 'out/**', 'perf/bare/.next/**', 'perf/bare/out/**', '.tmp/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'perf-results/**'],
  },
];

export default config;
