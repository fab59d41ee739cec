// Lint rules for the whole repository; `npm run lint` fails on any warning.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import moduleCycles from './apps/api/eslint/module-cycles.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'bench/.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Features never import each other (STYLE.md habit 5): shared code lives in components/ and lib/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*/**', '@/features/*'], message: 'Features must not import each other; move shared code to components/ or lib/.' }] },
      ],
    },
  },
  {
    // The API's layers, lowest first: lib, db, modules, plugins, then the seed step, app.ts and
    // server.ts above them all (issue 31, docs/decisions/045-api-module-boundaries.md). A layer imports
    // only those below it; types may cross (they are gone at run time). Modules do not loop (below).
    files: ['apps/api/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/db/**', '**/modules/**', '**/plugins/**', '**/seed/**', '**/app.ts', '**/server.ts'], allowTypeImports: true, message: 'lib/ is the lowest layer: it imports no db, module, plugin or seed code.' }] }],
    },
  },
  {
    files: ['apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**', '**/plugins/**', '**/seed/**', '**/app.ts', '**/server.ts'], allowTypeImports: true, message: 'db/ imports only lib/: the seed step lives above the modules (src/seed).' }] }],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'module-cycles': moduleCycles },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/plugins/**', '**/seed/**', '**/app.ts', '**/server.ts'], allowTypeImports: true, message: 'Modules import lib/, db/ and other modules, never plugins, the seed step or the app: declare what a plugin needs in the module.' }] }],
      'module-cycles/no-module-cycles': ['error', { modulesDir: 'apps/api/src/modules' }],
    },
  },
  {
    // Only repositories, migrations and the database plugin touch SQL (ARCHITECTURE.md).
    files: ['apps/api/src/modules/**/*.{routes,service,policy}.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', message: 'SQL belongs in *.repo.ts.' }] }],
    },
  },
);
