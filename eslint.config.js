// Lint rules for the whole workspace, including the import boundaries of ARCHITECTURE.md:
// shared -> apps, ui/lib -> features -> app, and no feature or server module reaching into another.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const subfolders = (dir) => {
  try {
    return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const leaveFeature = {
  regex: '^(\\.\\./){2,}',
  message: 'Import code outside this feature through "@/..."; features never import each other.',
};

const webFeatureBoundaries = subfolders('./apps/web/src/features/').map((feature) =>
  restrict(
    [`apps/web/src/features/${feature}/**`],
    [
      leaveFeature,
      {
        regex: `^@/features/(?!${feature}/)`,
        message:
          'Features never import each other: move shared code to src/lib or packages/shared.',
      },
      { regex: '^@/app/', message: 'Features do not import the app shell.' },
    ],
  ),
);

const serverNeverImportsWeb = {
  regex: '^@memetank/web',
  message: 'The server never imports the web app.',
};

const serverModuleBoundaries = subfolders('./apps/server/src/modules/').map((module) =>
  restrict(
    [`apps/server/src/modules/${module}/**`],
    [
      serverNeverImportsWeb,
      {
        regex: '^\\.\\./(?!\\.\\./)',
        message: 'Server modules never import each other: move shared code out of src/modules.',
      },
    ],
  ),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  restrict(
    ['packages/shared/**'],
    [{ regex: '^@memetank/(server|web)', message: 'packages/shared never imports the apps.' }],
  ),
  restrict(
    ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    [
      {
        regex: '^@/(features|app)/',
        message: 'UI primitives and lib know nothing of the product.',
      },
    ],
  ),
  restrict(['apps/server/src/**'], [serverNeverImportsWeb]),
  ...webFeatureBoundaries,
  ...serverModuleBoundaries,
);
