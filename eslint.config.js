import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Other modules reach matching through its door, modules/matching/index.ts (decision 0145); inside it, files import each other as ./x.ts. */
const MATCHING_INTERNALS = {
  regex: /^(\.\.\/)+(modules\/)?matching\/(?!index\.ts$)/.source,
  message:
    "Import matching through its door, modules/matching/index.ts (decision 0145); export what you need there if it belongs to matching's interface.",
};

/**
 * The server's performance helpers (decision 0147): statements prepared once per connection,
 * statements sent together, lookups coalesced across requests, rows inserted as one JSON value.
 * Each was measured onto a hot path; everywhere else plain repository code (one drizzle query
 * per function, awaited) is what a reader expects, so an import of them outside the files below
 * is an error.
 */
const PERFORMANCE_HELPERS = {
  regex: /(^|\/)db\/(prepared|together|coalesce|insert-as-json|reserve-ids)(\.ts)?$/.source,
  message:
    'Performance helpers are for the measured hot paths listed in eslint.config.js (decision 0147); write plain repository code here.',
};
const PERFORMANCE_HELPER_USERS = [
  // The helpers themselves, and the job queue (claims, batched enqueues).
  'apps/server/src/db/**',
  'apps/server/src/queue/**',
  // Matching: the set-based batch and the reads it sends together (decisions 0015, 0019).
  'apps/server/src/modules/matching/**',
  // What the matching batch reads or checks for every order.
  'apps/server/src/modules/market/market-status.repository.ts',
  'apps/server/src/modules/market/market-status.service.ts',
  'apps/server/src/modules/market-data/market-feed.repository.ts',
  'apps/server/src/modules/holdings/holdings.repository.ts',
  'apps/server/src/modules/holdings/holdings.service.ts',
  'apps/server/src/modules/farm-grain/farm-grain-draw.ts',
  'apps/server/src/modules/authorisations/authorisations.repository.ts',
  'apps/server/src/modules/orders/idempotency.repository.ts',
  'apps/server/src/modules/orders/order-rate-limit.ts',
  'apps/server/src/modules/orders/order-references.ts',
  'apps/server/src/modules/settings/feature-flags.repository.ts',
  // Every signed-in request (the session lookup) and every order (its password token).
  'apps/server/src/modules/auth/auth.repository.ts',
  'apps/server/src/modules/auth/password-token.service.ts',
  // An ACQ file's batch of title transfers: its invoices and transfers as one insert each (bench:settlement).
  'apps/server/src/modules/settlement/invoices.repository.ts',
  'apps/server/src/modules/ledger/ledger.repository.ts',
  // ... and its writes sent one after another as they are built, answered together (decision 0193).
  'apps/server/src/modules/settlement/title-transfer.service.ts',
  'apps/server/src/modules/invoices/invoice-messages.ts',
  'apps/server/src/modules/trade-audit/trade-changes.repository.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/.artifacts/**', '**/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MATCHING_INTERNALS, PERFORMANCE_HELPERS] }] },
  },
  { files: PERFORMANCE_HELPER_USERS, rules: { 'no-restricted-imports': ['error', { patterns: [MATCHING_INTERNALS] }] } },
);
