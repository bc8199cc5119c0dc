import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, webFeatureImports, webFileLoops } from '../../../scripts/import-graph.mjs';

/** The web's import fences (eslint-rules/web-fences.js, decision 0232), run on snippets as `npx eslint` would. */
const eslint = new ESLint({ cwd: repoRoot });

async function fenceMessages(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('web-fences/')).map((message) => message.message);
}

beforeAll(async () => {
  await eslint.lintText('', { filePath: path.join(repoRoot, 'apps/web/src/lib/warm-up.ts') });
}, 60_000);

describe('the web’s import fences', () => {
  it('refuses a feature importing another, and a shared layer importing a feature', async () => {
    const code = `import { useHoldings } from '../../holdings/api/holdings-api';\nexport const used = useHoldings;\n`;
    const [message] = await fenceMessages('features/offers/components/offer-form.tsx', code);
    expect(message).toContain("A feature imports no other feature ('features/holdings')");
    const shared = `import { useHoldings } from '../features/holdings/api/holdings-api';\nexport const used = useHoldings;\n`;
    expect(await fenceMessages('order-form/use-order-wizard.ts', shared)).toEqual([
      expect.stringContaining("A shared layer imports no feature ('features/holdings')"),
    ]);
  });

  it('lets a feature import itself and the shared layers, and the routes import features', async () => {
    const own = `import { api } from '../../../lib/api-client';\nimport { OfferForm } from './offer-form';\nimport { useSession } from '../../../session/session-context';\nexport const used = [api, OfferForm, useSession];\n`;
    expect(await fenceMessages('features/offers/components/offer-preview.tsx', own)).toEqual([]);
    const route = `import { useHoldings } from '../../../../features/holdings/api/holdings-api';\nexport const used = useHoldings;\n`;
    expect(await fenceMessages('app/routes/(portal)/my-grain/my-grain-page.tsx', route)).toEqual([]);
  });

  it('holds today: no feature imports another and no file is in an import loop', () => {
    expect(webFeatureImports()).toEqual([]);
    expect(webFileLoops()).toEqual([]);
  });
});
