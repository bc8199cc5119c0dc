import { INSURANCE_COVER_PERCENT, IGRAIN_VERIFICATION_FEE, SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { LegalDocument, type LegalSection } from '../../../../features/content/components/legal-document';
import { PageHero } from '../../../../features/content/components/page-hero';
import { telHref } from '../../../../lib/format';

/**
 * The igrainX insure policy schedule (spec 001 §1: the insurance terms link to a policy schedule and
 * a financial services guide): what is covered, for whom, for how long and at what cost, as the
 * exchange sells the cover (decision 0205). The insurer's own schedule replaces it when
 * VITE_IGRAIN_POLICY_SCHEDULE_URL is set.
 */
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'policy',
    title: 'The policy',
    body: (
      <List spacing={4}>
        <List.Item>Policy: igrainX counterparty insurance (igrainX insure).</List.Item>
        <List.Item>Arranged by: CGX Grain Exchange Pty Ltd, which runs the igrainX marketplace and settles its trades.</List.Item>
        <List.Item>
          Insured: a seller organisation that subscribes to igrainX insure on the portal (a grower may subscribe itself, or on its
          agent&rsquo;s invitation).
        </List.Item>
      </List>
    ),
  },
  {
    id: 'cover',
    title: 'What is covered',
    body: (
      <Text>
        Each sale made on the igrainX marketplace while the subscription is active is covered for {INSURANCE_COVER_PERCENT}% of the grain
        value of the trade (its tonnes at the trade price) against the buyer not paying: if the buyer defaults, the insured seller is paid
        that part of the grain value.
      </Text>
    ),
  },
  {
    id: 'not-covered',
    title: 'What is not covered',
    body: (
      <List spacing={4}>
        <List.Item>
          The other {100 - INSURANCE_COVER_PERCENT}% of the grain value, fees, levies, freight and interest on late payment.
        </List.Item>
        <List.Item>Trades made outside the igrainX marketplace, and trades cancelled under the terms and conditions.</List.Item>
        <List.Item>Grain that is not delivered as the contract says: the cover is against the buyer not paying.</List.Item>
      </List>
    ),
  },
  {
    id: 'period-and-premium',
    title: 'Period and premium',
    body: (
      <Text>
        The cover runs for a year from the day the subscription becomes active, under an annual igrainX insure premium. A verification fee
        of ${IGRAIN_VERIFICATION_FEE} is charged first, when the subscription is verified, and the rest of the premium with the first trade.
      </Text>
    ),
  },
  {
    id: 'claims',
    title: 'Making a claim',
    body: (
      <Text>
        The exchange settles every igrainX trade, so it knows when a buyer has not paid. Tell us as soon as a payment is overdue: e-mail{' '}
        <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </Anchor>{' '}
        or call{' '}
        <Anchor underline="always" href={telHref(SUPPORT_PHONE)}>
          {SUPPORT_PHONE}
        </Anchor>{' '}
        with the trade&rsquo;s reference, and we will lodge the claim with the insurer and keep you informed.
      </Text>
    ),
  },
  {
    id: 'documents',
    title: 'Other documents',
    body: (
      <Text>
        This schedule is read with the insurance section of our{' '}
        <Anchor underline="always" component={Link} to="/terms-and-conditions#insurance">
          terms and conditions
        </Anchor>{' '}
        and the{' '}
        <Anchor underline="always" component={Link} to="/financial-services-guide">
          financial services guide
        </Anchor>
        , which says who provides the cover and how to complain.
      </Text>
    ),
  },
];

/** /insurance-policy-schedule: the igrainX insure policy schedule. */
export function InsurancePolicySchedulePage() {
  usePageTitle('igrainX Insure Policy Schedule');
  return (
    <>
      <PageHero eyebrow="igrainX insure" title="Policy Schedule" lead="The cover every subscribing seller's igrainX sales carry." />
      <LegalDocument
        summary={`In short: ${INSURANCE_COVER_PERCENT}% of the grain value of each igrainX sale is covered against the buyer not paying, for a year at a time, under an annual premium.`}
        sections={SECTIONS}
      />
    </>
  );
}
