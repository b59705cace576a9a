import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The hexagon, enforced: domain and application code never reach for HTTP, the ORM or an adapter,
// and shared/ (imported by both server and client) imports nothing of either.
const hexagonRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['typeorm', '@nestjs/typeorm', 'express', 'express-session', '@nestjs/platform-express'], message: 'Domain and application code stay free of HTTP and the ORM: add a port.' },
        { group: ['**/adapters/**'], message: 'Depend on a port, not on an adapter.' },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'client/dist/', 'client/.ssr/', 'coverage/', 'data/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['server/modules/*/domain/**/*.ts', 'server/modules/*/application/**/*.ts', 'server/modules/*/ports/**/*.ts'],
    rules: hexagonRules,
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/client/**', '@nestjs/*', 'react', 'react-dom'], message: 'shared/ imports nothing from the server or the client.' }] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One router package: 'react-router-dom' only re-exports it, and mixing both costs bytes on every page.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', message: "Import from 'react-router'." }] }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
