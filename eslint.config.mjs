import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['node_modules/**', '.next/**', 'out/**', '.tmp/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'perf-results/**'],
  },
];

export default config;
