import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The import fences of eslint.config.js (matching's door, decision 0145; the performance helpers, decision 0147), run on snippets as `npx eslint` would. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

// Loading the config and the TypeScript parser takes seconds on a busy machine: done once, under the hook's longer timeout.
beforeAll(async () => {
  await eslint.lintText('', { filePath: path.join(root, 'apps/server/src/contexts/identity/users/warm-up.ts') });
});

const HELPERS = ['prepared', 'together', 'coalesce', 'insert-as-json'];

describe('the import fences', () => {
  it('refuses each helper in an ordinary module, imported or re-exported', async () => {
    for (const helper of HELPERS) {
      const imported = await restrictedImports(
        'apps/server/src/contexts/identity/users/profile.repository.ts',
        `import * as helper from '../../db/${helper}.ts';\nexport const used = helper;\n`,
      );
      expect(imported, helper).toHaveLength(1);
      expect(imported[0]?.message).toContain('decision 0147');
    }
    const reexported = await restrictedImports(
      'apps/server/src/contexts/trading/orders/orders.repository.ts',
      `export { send } from '../../db/together.ts';\n`,
    );
    expect(reexported).toHaveLength(1);
  });

  it('lets the listed hot paths use them, and ordinary modules their plain neighbours', async () => {
    const code = `import { send } from '../../db/together.ts';\nexport const used = send;\n`;
    expect(await restrictedImports('apps/server/src/contexts/trading/matching/new-batch-step.ts', code)).toEqual([]);
    expect(await restrictedImports('apps/server/src/contexts/trading/orders/order-references.ts', code)).toEqual([]);
    const plain = `import { queryRows } from '../../db/rows.ts';\nimport { users } from '../../db/schema/users.ts';\nexport const used = [queryRows, users];\n`;
    expect(await restrictedImports('apps/server/src/contexts/identity/users/profile.repository.ts', plain)).toEqual([]);
  });

  it('keeps matching behind its door (decision 0145), also for the hot paths', async () => {
    const internal = `import { runInBook } from '../matching/book-sequencer.ts';\nexport const used = runInBook;\n`;
    for (const file of [
      'apps/server/src/contexts/trading/orders/bids.service.ts',
      'apps/server/src/contexts/trading/market/market-status.service.ts',
    ]) {
      const found = await restrictedImports(file, internal);
      expect(found, file).toHaveLength(1);
      expect(found[0]?.message).toContain('decision 0145');
    }
    const fromJobs = `import { sweepBookJob } from '../contexts/trading/matching/sweep.service.ts';\nexport const used = sweepBookJob;\n`;
    expect(await restrictedImports('apps/server/src/composition/jobs.ts', fromJobs)).toHaveLength(1);
    const door = `import { editInBook } from '../matching/index.ts';\nimport { matchIncoming } from '@cgx/domain/matching';\nexport const used = [editInBook, matchIncoming];\n`;
    expect(await restrictedImports('apps/server/src/contexts/trading/orders/bids.service.ts', door)).toEqual([]);
    const inside = `import { runInBook } from './book-sequencer.ts';\nexport const used = runInBook;\n`;
    expect(await restrictedImports('apps/server/src/contexts/trading/matching/edit-orders.ts', inside)).toEqual([]);
  });

  it('keeps each context behind its door (decision 0231), for production code but not its tests', async () => {
    const internal = `import { findUserByLogin } from '../../identity/auth/auth.repository.ts';\nexport const used = findUserByLogin;\n`;
    const found = await restrictedImports('apps/server/src/contexts/trading/orders/orders.service.ts', internal);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain('contexts/identity/index.ts');
    const fromRoot = `import { invoicePdf } from '../contexts/settlement/invoices/invoices.service.ts';\nexport const used = invoicePdf;\n`;
    expect(await restrictedImports('apps/server/src/composition/jobs.ts', fromRoot)).toHaveLength(1);
    const door = `import { findUserByLogin } from '../../identity/index.ts';\nexport const used = findUserByLogin;\n`;
    expect(await restrictedImports('apps/server/src/contexts/trading/orders/orders.service.ts', door)).toEqual([]);
    const ownContext = `import { invoicePdf } from '../invoices/invoices.service.ts';\nexport const used = invoicePdf;\n`;
    expect(await restrictedImports('apps/server/src/contexts/settlement/trades/member-trade.service.ts', ownContext)).toEqual([]);
    expect(await restrictedImports('apps/server/src/contexts/trading/orders/orders.routes.test.ts', internal)).toEqual([]);
  });

  it('has modules call a platform service through its door (decision 0231)', async () => {
    const internal = `import { recordActivity } from '../../../platform/activity/activity.repository.ts';\nexport const used = recordActivity;\n`;
    const [found] = await restrictedImports('apps/server/src/contexts/identity/auth/login.service.ts', internal);
    expect(found?.message).toContain('platform/<service>/index.ts');
    const door = `import { activityLog } from '../../../platform/activity/index.ts';\nexport const used = activityLog;\n`;
    expect(await restrictedImports('apps/server/src/contexts/identity/auth/login.service.ts', door)).toEqual([]);
    const sibling = `import { recordActivity } from '../activity/activity.repository.ts';\nexport const used = recordActivity;\n`;
    expect(await restrictedImports('apps/server/src/platform/settings/settings.service.ts', sibling)).toEqual([]);
  });
});
