import { INSURANCE_COVER_PERCENT, PAYMENT_BUSINESS_DAYS } from '@cgx/domain/constants';
import { Button } from '@mantine/core';
import { IconBolt, IconCalendarDue, IconEyeOff, IconFileInvoice, IconListDetails, IconMapPins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { CallToAction } from '../../../../features/content/components/call-to-action';
import { ContentSection } from '../../../../features/content/components/content-section';
import { FeatureGrid } from '../../../../features/content/components/feature-grid';
import { PageHero } from '../../../../features/content/components/page-hero';
import { StepList } from '../../../../features/content/components/step-list';
import { EOW_DAYS_TEXT } from './market-texts';

/** /buyers: traders post firm bids (spec 001 §1). */
export function BuyersPage() {
  usePageTitle('Buyers');
  return (
    <>
      <PageHero
        eyebrow="Users"
        title="Buyers"
        lead="Buy grain from growers and agents across Australia with firm bids. When your bid meets an offer, the trade is done, anonymously and automatically."
        actions={
          <Button component={Link} to="/register/trader" size="md" color="wheat.4" c="dark.9">
            Register as a buyer
          </Button>
        }
      />

      <ContentSection title="Bid the way you buy">
        <FeatureGrid
          features={[
            {
              icon: IconListDetails,
              title: 'Bid by grade or by quality',
              text: 'Bid for a grade, or set minimum and maximum quality parameters, with the varieties, storages and special terms you accept.',
            },
            {
              icon: IconMapPins,
              title: 'Many locations at once',
              text: 'Bid at a site or for a whole port zone, and use grouped bids and bid sheets to price many locations in one go.',
            },
            {
              icon: IconBolt,
              title: 'Trades happen on their own',
              text: 'No phone calls: a bid at or above an offer’s price on compatible terms trades at once.',
            },
            {
              icon: IconEyeOff,
              title: 'Anonymous',
              text: 'The market shows prices and volumes, never your name. Your competitors see the bid, not the bidder.',
            },
            {
              icon: IconCalendarDue,
              title: 'Your payment terms',
              text: `Pay within ${PAYMENT_BUSINESS_DAYS} business days, ${EOW_DAYS_TEXT} days after the end of the week of delivery, or deferred until July: the terms are part of your bid.`,
            },
            {
              icon: IconFileInvoice,
              title: 'Settlement done for you',
              text: 'Contract notes and invoices, with the levies and GST that apply, are produced for every trade.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="Buying on igrainX" tinted>
        <StepList
          steps={[
            {
              title: 'Grain still on the farm',
              text: 'Bid Ex Farm, Free on Truck or Delivered to a site, for grain within 20 km by road of the nearest town you choose.',
            },
            {
              title: "Buyer's Call",
              text: "With the Buyer's Call term you call for the grain with 7 business days’ notice and send delivery instructions 5 business days before loading.",
            },
            {
              title: 'Protected sales',
              text: `All sales through the igrainX marketplace are protected by counterparty insurance covering ${INSURANCE_COVER_PERCENT}% of the grain value, which gives growers the confidence to sell to you.`,
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Start bidding"
        text="Register as a buyer and reach growers and agents across the country."
        actions={
          <Button component={Link} to="/register/trader" size="md">
            Register as a buyer
          </Button>
        }
      />
    </>
  );
}
