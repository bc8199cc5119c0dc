import { INSURANCE_COVER_PERCENT, PAYMENT_BUSINESS_DAYS } from '@cgx/domain/constants';
import { Button } from '@mantine/core';
import { IconFileInvoice, IconReceipt, IconShieldCheck, IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { CallToAction } from '../../../../features/content/components/call-to-action';
import { ContentSection } from '../../../../features/content/components/content-section';
import { FactList } from '../../../../features/content/components/fact-list';
import { FeatureGrid } from '../../../../features/content/components/feature-grid';
import { PageHero } from '../../../../features/content/components/page-hero';
import { StepList } from '../../../../features/content/components/step-list';
import { EOW_DAYS_TEXT } from './market-texts';

const CLEAR_SETTLE_REGISTER = `/register?${new URLSearchParams({ source: 'Clear Settle' }).toString()}`;

/** /settlement-and-clearing: what happens after a trade (design §5 settlement; spec 000 §1 Clear Settle). */
export function SettlementAndClearingPage() {
  usePageTitle('Settlement and Clearing');
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Settlement and Clearing"
        lead="Trade and settlement are automated, so the exchange does the paperwork. We raise the contract and invoices, collect the buyer’s payment and pay the seller, and nobody has to chase anyone."
        actions={
          <Button component={Link} to={CLEAR_SETTLE_REGISTER} size="md" color="wheat.4" c="dark.9">
            Register for Clear Settle
          </Button>
        }
      />

      <ContentSection title="What sellers can count on">
        <FactList
          facts={[
            { figure: `${PAYMENT_BUSINESS_DAYS} business days`, label: 'Payment arrives within 7 business days' },
            { figure: 'Your title', label: 'Growers keep title of the grain until the buyer pays' },
            { figure: `${INSURANCE_COVER_PERCENT}%`, label: 'of the grain value covered by counterparty insurance on igrainX' },
          ]}
        />
      </ContentSection>

      <ContentSection title="From trade to payment" tinted>
        <StepList
          steps={[
            {
              title: 'The trade and its contract note',
              text: 'Each trade gets its own reference (for example CGX-000123) and a contract note with the agreed grade, quantity, price, delivery period and payment terms.',
            },
            {
              title: 'The storage provider confirms the grain',
              text: 'For warehouse grain the storage provider confirms the grain of the trade to the exchange, and that confirmation raises the seller’s and the buyer’s invoices. The grower keeps title of the grain until the buyer pays.',
            },
            {
              title: 'Invoices with every deduction spelt out',
              text: 'Invoices carry the exchange fees, the statutory levies and farm gate levies in force for the season, commodity and state, and GST where it applies.',
            },
            {
              title: 'The buyer pays the exchange, the exchange pays the seller',
              text: `Payment is due within ${PAYMENT_BUSINESS_DAYS} business days, counting neither weekends nor the state’s public holidays, unless the trade was made on other terms: ${EOW_DAYS_TEXT} days after the end of the week of delivery, or deferred until July.`,
            },
          ]}
        />
      </ContentSection>

      <ContentSection
        title="Clear Settle"
        intro="Clear Settle is our settlement facility. It offers contracts, invoices, payments and statutory disbursements, with anonymous counterparties for warehouse grain contracts."
      >
        <FeatureGrid
          features={[
            {
              icon: IconFileInvoice,
              title: 'Contracts and invoices',
              text: 'Every contract and invoice is produced for you, the same way every time.',
            },
            {
              icon: IconReceipt,
              title: 'Payments and statutory disbursements',
              text: 'The buyer’s payment is collected, and the levies due are passed on to the bodies that collect them.',
            },
            {
              icon: IconUserOff,
              title: 'Anonymous counterparties',
              text: 'For warehouse grain contracts, buyer and seller deal with the exchange, not with each other.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="igrainX counterparty insurance" tinted>
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: IconShieldCheck,
              title: `${INSURANCE_COVER_PERCENT}% of the grain value, on every igrainX sale`,
              text: `All sales through the igrainX marketplace are protected by counterparty insurance covering ${INSURANCE_COVER_PERCENT}% of the grain value if the buyer does not pay.`,
            },
            {
              icon: IconReceipt,
              title: 'How the cover is paid for',
              text: 'An annual igrainX insure premium provides the cover. A verification fee of $0.50 is charged first, and the rest of the premium with your first trade. The policy schedule and financial services guide set out the terms.',
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Let the exchange do the paperwork"
        text="Register to trade with automated settlement, or ask us how Clear Settle can work for your business."
        actions={
          <>
            <Button component={Link} to={CLEAR_SETTLE_REGISTER} size="md">
              Register
            </Button>
            <Button component={Link} to="/contact-us?topic=Settlement%20and%20payments" size="md" variant="default">
              Contact us
            </Button>
          </>
        }
      />
    </>
  );
}
