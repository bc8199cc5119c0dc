import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as shown: no serious or critical violation of any rule, with WCAG 2.5.3's
 * label-content-name-mismatch switched on (axe leaves it off by default as experimental; an outside
 * review found a link whose accessible name did not contain its visible text).
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)}`).join(', ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
}
