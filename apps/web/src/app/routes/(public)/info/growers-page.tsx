import { INSURANCE_COVER_PERCENT, PAYMENT_BUSINESS_DAYS, REGISTERED_BUYERS_CLAIM } from '@cgx/domain/constants';
import { Anchor, Button, Text } from '@mantine/core';
import { IconAdjustments, IconBellRinging, IconCash, IconClick, IconFileCheck, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { CallToAction } from '../../../../features/content/components/call-to-action';
import { ContentSection } from '../../../../features/content/components/content-section';
import { FactList } from '../../../../features/content/components/fact-list';
import { FeatureGrid } from '../../../../features/content/components/feature-grid';
import { PageHero } from '../../../../features/content/components/page-hero';
import { StepList } from '../../../../features/content/components/step-list';

/** /growers (spec 000 §1 marketing claims for sellers). */
export function GrowersPage() {
  usePageTitle('Growers');
  return (
    <>
      <PageHero
        eyebrow="Users"
        title="Growers"
        lead="Have a say in the price of grain. Set your own price, sell to buyers across Australia without a phone call, and keep title of your grain until you are paid."
        actions={
          <Button component={Link} to="/register/grower-ngr" size="md" color="wheat.4" c="dark.9">
            Register as a grower
          </Button>
        }
      />

      <ContentSection title="Designed to ensure you are in complete control">
        <FeatureGrid
          features={[
            {
              icon: IconAdjustments,
              title: 'Set your own price',
              text: 'You stay in control by setting your own price. Nobody can trade your grain for less.',
            },
            { icon: IconClick, title: 'Change your mind in one click', text: 'Edit or cancel your offers in real time with one click.' },
            {
              icon: IconCash,
              title: 'Paid within 7 business days',
              text: `Payment arrives within ${PAYMENT_BUSINESS_DAYS} business days.`,
            },
            {
              icon: IconBellRinging,
              title: 'Know the moment the market moves',
              text: 'Get real-time firm bid and trade price notifications by SMS.',
            },
            { icon: IconLock, title: 'Keep title until you are paid', text: 'You keep title of your grain until the buyer pays.' },
            {
              icon: IconFileCheck,
              title: 'We do the paperwork',
              text: 'Trade and settlement are automated: contracts, invoices, levies and payment are handled for you.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="An open market for your grain" tinted>
        <FactList
          facts={[
            { figure: `${REGISTERED_BUYERS_CLAIM}+`, label: 'registered buyers' },
            { figure: `${PAYMENT_BUSINESS_DAYS} business days`, label: 'to payment' },
            { figure: `${INSURANCE_COVER_PERCENT}%`, label: 'of the grain value insured on igrainX sales' },
          ]}
        />
        <Text c="dimmed" maw={760}>
          The exchange is independent and open to all buyers, sellers and agents. Sell grain stored at a storage provider&rsquo;s site on
          the cgx market, or grain still on your farm on igrainX.
        </Text>
      </ContentSection>

      <ContentSection title="How selling works">
        <StepList
          steps={[
            {
              title: 'Register with your NGR',
              text: (
                <>
                  Register with your National Grower Register number. No NGR yet?{' '}
                  <Anchor underline="always" component={Link} to="/register/grower-no-ngr">
                    Register without one
                  </Anchor>{' '}
                  and add it later.
                </>
              ),
            },
            {
              title: 'Post a firm offer',
              text: 'Choose your grain, its location, the delivery period and the price you want. While you price it you see the best bid and the last trade for that grain.',
            },
            {
              title: 'Trade automatically',
              text: 'When a buyer’s firm bid meets your price, the trade happens at once and you are notified by SMS.',
            },
            {
              title: 'Get paid',
              text: `The exchange settles the trade and pays you within ${PAYMENT_BUSINESS_DAYS} business days, or on the terms of the bid you sold to.`,
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Start selling on the exchange"
        text={`Over ${REGISTERED_BUYERS_CLAIM} registered buyers are waiting for your offer.`}
        actions={
          <>
            <Button component={Link} to="/register/grower-ngr" size="md">
              Register as a grower
            </Button>
            <Button component={Link} to="/faq" size="md" variant="default">
              Read the FAQ
            </Button>
          </>
        }
      />
    </>
  );
}
