import type { FeatureFlag } from '@cgx/domain/roles';

export const FEATURE_FLAG_LABELS: Record<FeatureFlag, string> = {
  bidSheets: 'Bid sheets',
  igrainTrade: 'igrainX trading',
  publicAd: 'Clear Settle banner',
  maintenance: 'Maintenance mode',
};

export const featureFlagLabel = (key: string): string => FEATURE_FLAG_LABELS[key as FeatureFlag] ?? key;
