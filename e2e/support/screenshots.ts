import type { Page } from '@playwright/test';

/**
 * Resolves when the page's finite CSS transitions and animations have run out: after a resize to
 * phone width the portal's sidebar slides away, and a screenshot taken at once shows it halfway.
 * Endless ones (a skeleton's pulse, a loader) are not waited for.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
