// ESLint for the whole repo: TypeScript with type information, React hooks and accessibility for the web app, and the
// import rules that keep each side's layers running one way (see docs/architecture.md).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Web: main → app (router, shell, providers) → features/* → shop (shared cart, wishlist, product card) →
// apollo, lib, ui, gql. No feature imports another; what two features need lives in shop/ or below.
const webFeatures = folders('./web/src/features');
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need down to shop/, lib/ or ui/, or compose them in app/.',
  })),
  {
    target: [
      './web/src/features',
      './web/src/shop',
      './web/src/apollo',
      './web/src/lib',
      './web/src/ui',
      './web/src/gql',
    ],
    from: ['./web/src/app', './web/src/main.tsx', './web/src/admin-main.tsx'],
    message: 'Only the entries (main.tsx, admin-main.tsx) import app/; app/ composes the features.',
  },
  {
    target: ['./web/src/shop', './web/src/apollo', './web/src/lib', './web/src/ui', './web/src/gql'],
    from: './web/src/features',
    message: 'Shared layers import no feature.',
  },
  {
    target: ['./web/src/apollo', './web/src/lib', './web/src/ui', './web/src/gql'],
    from: './web/src/shop',
    message: 'apollo/, lib/ and ui/ import nothing of shop/: pass what they need in.',
  },
  {
    target: ['./web/src/lib', './web/src/ui', './web/src/gql'],
    from: './web/src/apollo',
    message: 'lib/ and ui/ do not depend on the Apollo client set-up.',
  },
];

// Server: main.ts → server.ts and compose-*.ts (build every service, wire one feature's ports to another's services)
// → http, graphql (transport) → feature folders → shared/ (what every feature needs: the request user, rate limiter,
// keyed mutex, admin actor, claims, audit log) → domain. No feature imports another: a feature that needs another
// declares a port (an interface in its own folder) and the composition root hands the other's service in. domain/
// imports nothing of ours but domain/.
const serverFeatureNames = [
  'catalog',
  'accounts',
  'orders',
  'payments',
  'coupons',
  'shop-content',
  'saved-carts',
  'delivery',
  'whatsapp',
  'photos',
  'stock-alerts',
];
const serverFeatures = serverFeatureNames.map((f) => `./server/src/${f}`);
// The composition root: builds every service once, wires ports and transport, listens. server-options.ts holds only its
// option types, which the transport may read.
const compositionRoot = [
  'server.ts',
  'main.ts',
  'compose-services.ts',
  'compose-transport.ts',
  'compose-order-limits.ts',
  'compose-photos.ts',
  'listen.ts',
].map((file) => `./server/src/${file}`);
// Cross-feature imports still allowed, each one debt to pay off with a port: { feature: { other: ['./file.ts'] } },
// paths relative to the other feature's folder. Empty: none is allowed.
const serverFeatureDebt = {};
const serverZones = [
  ...serverFeatureNames.flatMap((feature) =>
    serverFeatureNames
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./server/src/${feature}`,
        from: `./server/src/${other}`,
        except: serverFeatureDebt[feature]?.[other] ?? [],
        message:
          'Features do not import each other: declare a port (an interface in this feature) for the composition root (compose-services.ts) to wire, or move what both need down to shared/ or domain/.',
      })),
  ),
  {
    target: './server/src/shared',
    from: [...serverFeatures, './server/src/graphql', './server/src/http', ...compositionRoot],
    message: 'shared/ sits below the features and the transport: it imports only shared/, domain/ and packages.',
  },
  {
    target: './server/src/domain',
    from: './server/src',
    except: ['./domain'],
    message: 'domain/ is pure: it imports nothing of ours but domain/.',
  },
  {
    // A feature's resolvers may use the types codegen writes from the schema, nothing else of the transport.
    target: serverFeatures,
    from: './server/src/graphql',
    except: ['./generated'],
    message: 'Feature folders do not import the transport (graphql/), only its generated resolver types.',
  },
  {
    target: serverFeatures,
    from: ['./server/src/http', ...compositionRoot],
    message: 'Feature folders do not import http/ or the composition root.',
  },
  {
    target: ['./server/src/graphql', './server/src/http'],
    from: compositionRoot,
    message: 'Transport modules get their services passed in from the composition root.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      '.data/**',
      'test-results/**',
      'web/src/gql/**',
      'server/src/graphql/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./web/tsconfig.json', './server/tsconfig.json', './tests/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['web/tsconfig.json', 'server/tsconfig.json', 'tests/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Test helpers (web/src/testing) are for tests only.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/testing/*'], message: 'testing/ is for *.test.* files only.' }] },
      ],
    },
  },
  {
    // Every server transaction goes through shared/firestore-transaction.ts, which also starts again one that
    // Firestore closed under it (the client's own retries do not).
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/shared/firestore-transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: 'Use runTransaction(db, …) from shared/firestore-transaction.ts.',
        },
      ],
    },
  },
  {
    // Interfaces we implement ask for promises (Apollo's plugin hooks, act(), awaitable mocks) where the body has
    // nothing to wait for.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests read JSON answers (any) field by field: their assertions are the type check.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
