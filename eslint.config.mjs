import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: [
      'out/**',
      'out-smriti/**',
      '.tmp/**',
      '.next/**',
      'node_modules/**',
      'content/generated/**',
      'bench/floor/**',
      'next-env.d.ts',
      // Test output: a second local `npm test` would otherwise lint the Playwright report.
      'playwright-report/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `const { id: _id, ...rest } = item` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A circle of imports makes module order decide what is undefined at load time. (Scoped to the
    // files where eslint-config-next registers the import plugin.)
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Build scripts shared with Jest are CommonJS on purpose (plain Node can run them).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
