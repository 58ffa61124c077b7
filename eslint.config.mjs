import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: [
      'out/**',
      '.next/**',
      'node_modules/**',
      'content/generated/**',
      'bench/floor/**',
      'next-env.d.ts',
      // Playwright's local reports (a failed run leaves its trace viewer's bundled scripts here).
      'playwright-report/**',
      'test-results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Build scripts shared with Jest are CommonJS on purpose (plain Node can run them).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
