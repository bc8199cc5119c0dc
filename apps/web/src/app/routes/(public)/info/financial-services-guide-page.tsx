import { IGRAIN_VERIFICATION_FEE, SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { LegalDocument, type LegalSection } from '../../../../features/content/components/legal-document';
import { PageHero } from '../../../../features/content/components/page-hero';
import { telHref } from '../../../../lib/format';

/**
 * The financial services guide of igrainX insure (spec 001 §1): who arranges the cover, what service
 * that is, what it costs and how to complain (decision 0205). The insurer's own guide replaces it when
 * VITE_IGRAIN_FSG_URL is set.
 */
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'purpose',
    title: 'What this guide is for',
    body: (
      <Text>
        This guide tells you about the financial service we provide with igrainX insure, so you can decide whether to use it: who we are,
        what we do for you, how we are paid and what to do if you have a complaint. Read it with the{' '}
        <Anchor underline="always" component={Link} to="/insurance-policy-schedule">
          policy schedule
        </Anchor>
        , which sets out the cover itself.
      </Text>
    ),
  },
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <Text>
        CGX Grain Exchange Pty Ltd (&ldquo;CGX&rdquo;, &ldquo;we&rdquo;) runs the CGX and igrainX grain marketplaces and settles their
        trades. We arrange igrainX insure for sellers on the igrainX marketplace with the insurer that issues the policy.
      </Text>
    ),
  },
  {
    id: 'services',
    title: 'The service we provide',
    body: (
      <Text>
        We arrange the counterparty cover for sellers who subscribe, and we tell you about it in general terms only: we do not consider your
        own objectives, financial situation or needs, so nothing we say is personal advice. Consider whether the cover suits you before you
        subscribe.
      </Text>
    ),
  },
  {
    id: 'payment',
    title: 'What it costs and how we are paid',
    body: (
      <Text>
        You pay an annual igrainX insure premium: a verification fee of ${IGRAIN_VERIFICATION_FEE} first, and the rest with your first
        trade. The premium is passed to the insurer; the exchange fees shown on every trade are what we charge for the exchange itself. Ask
        us and we will tell you what part of the premium, if any, we keep for arranging the cover.
      </Text>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <Text>
        Tell us first: e-mail{' '}
        <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </Anchor>
        , call{' '}
        <Anchor underline="always" href={telHref(SUPPORT_PHONE)}>
          {SUPPORT_PHONE}
        </Anchor>{' '}
        or use the{' '}
        <Anchor underline="always" component={Link} to="/contact-us">
          contact form
        </Anchor>
        . We will look into it and reply in writing. If you are not satisfied with our answer, you can complain to the Australian Financial
        Complaints Authority (AFCA) at{' '}
        <Anchor underline="always" href="https://www.afca.org.au">
          afca.org.au
        </Anchor>
        .
      </Text>
    ),
  },
];

/** /financial-services-guide: the financial services guide of igrainX insure. */
export function FinancialServicesGuidePage() {
  usePageTitle('igrainX Insure Financial Services Guide');
  return (
    <>
      <PageHero
        eyebrow="igrainX insure"
        title="Financial Services Guide"
        lead="Who arranges igrainX insure, what it costs and how to complain."
      />
      <LegalDocument
        summary="In short: we arrange the cover for sellers on igrainX and tell you about it in general terms only; complaints come to us first, then to AFCA."
        sections={SECTIONS}
      />
    </>
  );
}
