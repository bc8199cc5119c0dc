import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webFences from './eslint-rules/web-fences.js';

/** Trading's other modules reach matching through its door, matching/index.ts (decision 0145); inside it, files import each other as ./x.ts. */
const MATCHING_INTERNALS = {
  regex: /^(\.\.\/)+matching\/(?!index\.ts$)/.source,
  message:
    "Import matching through its door, contexts/trading/matching/index.ts (decision 0145); export what you need there if it belongs to matching's interface.",
};

/**
 * The server's three bounded contexts (docs/architecture.md, decision 0231): code outside a context
 * imports it only through its door, contexts/<name>/index.ts. Tests and benches may reach in to set
 * up and measure.
 */
const CONTEXTS = ['identity', 'trading', 'settlement'];
const contextInternals = (name) => ({
  regex: `^(\\.\\.?\\/)+(contexts\\/)?${name}\\/(?!index\\.ts$)`,
  message: `Import the ${name} context through its door, contexts/${name}/index.ts (decision 0231); export what you need there if it belongs to its interface.`,
});
/** The platform services (decision 0231): code outside platform/ calls a service through its door, platform/<service>/index.ts. */
const PLATFORM_INTERNALS = {
  regex: /(^|\/)platform\/[a-z-]+\/(?!index\.ts$)/.source,
  message:
    'Call a platform service through its door, platform/<service>/index.ts (decision 0231): outbox, activityLog, tradeAudit, featureFlags and the rest.',
};
const SERVER_TESTS = ['apps/server/src/**/*.{test,fixtures}.ts', 'apps/server/src/test/**', 'apps/server/src/bench/**'];
const contextOf = (file) => CONTEXTS.find((name) => file.startsWith(`apps/server/src/contexts/${name}/`));
/** The fences for a file in `context` (or none), allowed the performance helpers or not. */
const serverFences = ({ context, helpers, test }) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        MATCHING_INTERNALS,
        ...(helpers ? [] : [PERFORMANCE_HELPERS]),
        ...(test ? [] : [PLATFORM_INTERNALS, ...CONTEXTS.filter((name) => name !== context).map(contextInternals)]),
      ],
    },
  ],
});

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
  'apps/server/src/contexts/trading/matching/**',
  // What the matching batch reads or checks for every order.
  'apps/server/src/contexts/trading/market/market-status.repository.ts',
  'apps/server/src/contexts/trading/market/market-status.service.ts',
  'apps/server/src/contexts/trading/market-data/market-feed.repository.ts',
  'apps/server/src/contexts/trading/holdings/holdings.repository.ts',
  'apps/server/src/contexts/trading/holdings/holdings.service.ts',
  'apps/server/src/contexts/trading/farm-grain/farm-grain-draw.ts',
  'apps/server/src/contexts/identity/authorisations/authorisations.repository.ts',
  'apps/server/src/contexts/trading/orders/idempotency.repository.ts',
  'apps/server/src/contexts/trading/orders/order-rate-limit.ts',
  'apps/server/src/contexts/trading/orders/order-references.ts',
  'apps/server/src/platform/settings/feature-flags.repository.ts',
  // Every signed-in request (the session lookup) and every order (its password token).
  'apps/server/src/contexts/identity/auth/auth.repository.ts',
  'apps/server/src/contexts/identity/auth/password-token.service.ts',
  // An ACQ file's batch of title transfers: its invoices and transfers as one insert each (bench:settlement).
  'apps/server/src/contexts/settlement/invoices/invoice-writes.repository.ts',
  'apps/server/src/contexts/settlement/title-transfers/title-transfer-writes.repository.ts',
  'apps/server/src/contexts/settlement/ledger/ledger.repository.ts',
  // ... and its writes sent one after another as they are built, answered together (decision 0193).
  'apps/server/src/contexts/settlement/settlement/title-transfer.service.ts',
  'apps/server/src/contexts/settlement/invoices/invoice-messages.ts',
  'apps/server/src/platform/trade-audit/trade-changes.repository.ts',
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
    plugins: { 'react-hooks': reactHooks, 'web-fences': webFences },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'web-fences/feature-fence': 'error',
      'web-fences/no-import-loop': 'error',
    },
  },
  // The import fences, most specific last (a later block's no-restricted-imports replaces an earlier one's).
  { files: ['apps/server/src/**/*.ts'], rules: serverFences({}) },
  ...CONTEXTS.map((context) => ({ files: [`apps/server/src/contexts/${context}/**/*.ts`], rules: serverFences({ context }) })),
  { files: SERVER_TESTS, rules: serverFences({ test: true }) },
  ...PERFORMANCE_HELPER_USERS.map((file) => ({
    files: [file],
    ignores: SERVER_TESTS,
    rules: serverFences({ context: contextOf(file), helpers: true }),
  })),
  { files: PERFORMANCE_HELPER_USERS.map((file) => [file, '**/*.{test,fixtures}.ts']), rules: serverFences({ helpers: true, test: true }) },
);
