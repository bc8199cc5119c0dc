import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IgrainInsuranceNote } from '../../../../order-form/components/terms-password-block';
import { renderWithProviders } from '../../../../test/render';
import { ROUTED_PUBLIC_PATHS } from '../../paths';
import { FinancialServicesGuidePage } from './financial-services-guide-page';
import { InsurancePolicySchedulePage } from './insurance-policy-schedule-page';
import { INFO_PAGES } from './info-routes';

const LINKS = ['Insurance terms', 'Policy schedule', 'Financial services guide'] as const;

describe('the igrainX insurance documents (spec 001 §1)', () => {
  it('the three links of an igrainX preview open three different routed documents, each in a tab of its own (issue 24)', () => {
    renderWithProviders(<IgrainInsuranceNote />);
    const hrefs = LINKS.map((name) => screen.getByRole('link', { name }).getAttribute('href') ?? '');
    expect(new Set(hrefs.map((href) => href.split('#')[0])).size).toBe(3);
    for (const href of hrefs) {
      const path = href.split('#')[0] ?? '';
      expect(ROUTED_PUBLIC_PATHS.has(path), href).toBe(true);
      expect(
        INFO_PAGES.some((page) => `/${page.path}` === path),
        href,
      ).toBe(true);
    }
    for (const name of LINKS) expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['/insurance-policy-schedule', InsurancePolicySchedulePage, 'Policy Schedule', /covered for 90% of the grain value/],
    ['/financial-services-guide', FinancialServicesGuidePage, 'Financial Services Guide', /Australian Financial Complaints Authority/],
  ] as const)('%s reads as its own document', (_path, Page, heading, text) => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/verification fee of \$0\.50/)).toBeInTheDocument();
    cleanup();
  });
});
