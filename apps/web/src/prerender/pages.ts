import type { FeatureFlags } from '@cgx/domain/roles';

/** The public pages rendered to HTML at build time (decision 0121): the most visited, whose first view needs no data. */
export const PRERENDERED_PATHS = ['/', '/login'] as const;

/**
 * The feature flags those pages read, each page rendered once per combination; the server sends
 * the file whose flags hold at the time (apps/server/src/web). publicAd: the Clear Settle banner
 * (public-layout.tsx). With maintenance on, no prerendered page is sent.
 */
export const FLAG_VARIANTS: readonly Partial<FeatureFlags>[] = [
  { maintenance: false, publicAd: true },
  { maintenance: false, publicAd: false },
];
