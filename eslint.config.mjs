import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// One import style: '@/' from the repository root, './' for a file's own folder. next.config.ts and what it imports are
// loaded by Next's config loader, which does not resolve the '@/' alias.
const PARENT_RELATIVE = { regex: '^\\.\\./', message: "Import from the root with '@/…' instead of '../'." };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'bench/baseline/.next/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['next.config.ts', 'lib/security-headers.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PARENT_RELATIVE] }] },
  },
  {
    files: ['client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PARENT_RELATIVE,
            { group: ['**/server/**', '@/server/*'], message: 'client/ never imports server/' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PARENT_RELATIVE,
            { group: ['**/client/**', '@/client/*'], message: 'server/ never imports client/' },
          ],
        },
      ],
    },
  },
];

export default config;
