import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, frontEndApps } from './eslint.boundaries.js';

const wholeReactBootstrap = {
  name: 'react-bootstrap',
  message:
    'Import each component by its path (react-bootstrap/Button): the package root is shared whole and brings every component into the first load.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/data/**',
      'backend/drizzle/**',
      '**/.drift-check/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads imported files itself (no-cycle follows them): TypeScript through its parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Resolves `./x.js` to `./x.ts` and `@portal/*` through the workspace, as tsc does.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', '*/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [...frontEndApps, 'packages/web-kit', 'skins/*'].map((folder) => `${folder}/**/*.{ts,tsx}`),
    extends: [reactHooks.configs.flat.recommended],
    rules: { 'no-restricted-imports': ['error', wholeReactBootstrap] },
  },
  {
    // Apps and skins reach jotai only through web-kit, whose hooks are bound to the one portal store,
    // and the router through it too (packages/web-kit/src/routing/router.ts says why).
    files: [...frontEndApps, 'skins/*'].map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            wholeReactBootstrap,
            {
              name: 'jotai',
              message:
                "Import atom, useAtom, useAtomValue, useSetAtom and PortalStateProvider from '@portal/web-kit': they are bound to the portal's one store there.",
            },
            {
              name: 'react-router',
              message:
                "Import the router from '@portal/web-kit': shared through it, react-router is built as far as the apps use it.",
            },
          ],
          patterns: [{ group: ['jotai/*'], message: "Import jotai's pieces through '@portal/web-kit'." }],
        },
      ],
    },
  },
  {
    // Services hold the rules, repositories the SQL (CONVENTIONS.md, Back end): types of drizzle only.
    files: ['backend/src/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: "Queries and their conditions belong in the domain's repository.",
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*'],
              allowTypeImports: true,
              message: "Queries and their conditions belong in the domain's repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components stay small (CONVENTIONS.md): a screen is a hook holding its state and effects plus
    // presentational parts. Tests are long lists of cases and are left out.
    files: [...frontEndApps, 'packages/web-kit', 'skins/*'].map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.spec.{ts,tsx}', '**/test-utils.tsx', '**/testing/**', '**/*testing.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/test/**/*.ts', '**/*.spec.ts'],
    rules: {
      // Test answers are untyped JSON; asserting on them is the point.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
