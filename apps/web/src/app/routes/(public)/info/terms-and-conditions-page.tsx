import {
  FUTURE_MIN_QUANTITY,
  INSURANCE_COVER_PERCENT,
  NOW_MIN_QUANTITY,
  PAYMENT_BUSINESS_DAYS,
  TOLERANCE_MAX_TONNES,
  TOLERANCE_PERCENT,
} from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { LegalDocument, type LegalSection } from '../../../../features/content/components/legal-document';
import { PageHero } from '../../../../features/content/components/page-hero';
import { EOW_DAYS_TEXT, MARKET_HOURS_TEXT } from './market-texts';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <Text>
        These terms apply to everyone who uses the CGX Grain Exchange website and trading portal, run by CGX Grain Exchange Pty Ltd
        (&ldquo;CGX&rdquo;, &ldquo;we&rdquo;). By registering or trading you agree to them on behalf of yourself and the organisation you
        act for. Our{' '}
        <Anchor underline="always" component={Link} to="/privacy-policy">
          Privacy Policy
        </Anchor>{' '}
        explains how we handle personal information.
      </Text>
    ),
  },
  {
    id: 'accounts',
    title: 'Registration and accounts',
    body: (
      <List spacing={4}>
        <List.Item>You must give true and complete details when you register, and keep them up to date.</List.Item>
        <List.Item>
          The person who registers an organisation is its administrator and approves the other users who join it, for example a user who
          registers with an NGR that is already on the exchange.
        </List.Item>
        <List.Item>
          Keep your password and sign-in codes to yourself. You are responsible for what is done with your account until you tell us it has
          been misused.
        </List.Item>
        <List.Item>We may suspend an account that breaks these terms or puts the market at risk.</List.Item>
      </List>
    ),
  },
  {
    id: 'orders',
    title: 'Offers and bids are firm',
    body: (
      <>
        <Text>
          Every offer and bid is firm. While it is active, any compatible order at the same or a better price may trade with it at once, and
          the trade binds both parties. You may edit or cancel an order, or the part of it that has not traded, at any time before it
          trades. Orders lapse at their expiry.
        </Text>
        <Text>
          The minimum quantity of an order is {NOW_MIN_QUANTITY} mt for delivery Now and {FUTURE_MIN_QUANTITY} mt for a future delivery
          period. When part of an order trades and what remains is below the minimum, the remainder is closed.
        </Text>
        <Text>An agent may offer a grower&rsquo;s grain only with that grower&rsquo;s authority, and warrants that it has it.</Text>
      </>
    ),
  },
  {
    id: 'matching',
    title: 'How trades are made',
    body: (
      <>
        <Text>
          A trade is made automatically when a bid&rsquo;s price is at or above an offer&rsquo;s price on compatible terms. The trade takes
          the price of the order that was in the market first. Among several candidates the best price trades first, then the earliest
          order. On the cgx market, prices are compared on a port-equivalent basis: the site price plus the site&rsquo;s port differential.
        </Text>
        <Text>
          {MARKET_HOURS_TEXT} We may also open or close a market at other times, for example to deal with a fault. No trade is made while a
          market is closed; when it opens, crossing orders trade in priority order.
        </Text>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Quantity, quality and delivery',
    body: (
      <List spacing={4}>
        <List.Item>
          The quantity delivered may differ from the contract quantity by up to the lesser of {TOLERANCE_PERCENT}% or {TOLERANCE_MAX_TONNES}{' '}
          tonnes.
        </List.Item>
        <List.Item>The grain must meet the grade or the quality parameters of the trade, and the declarations made in the order.</List.Item>
        <List.Item>{MSG.canolaPricingBasis}</List.Item>
        <List.Item>
          On igrainX, the location of on-farm grain must be within 20 km by road of the nearest town given. With the Buyer&rsquo;s Call
          term, the buyer gives 7 business days&rsquo; notice and delivery instructions 5 business days before loading.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'settlement',
    title: 'Settlement and payment',
    body: (
      <>
        <Text>
          The exchange settles every trade: it issues the contract note and invoices, collects the buyer&rsquo;s payment and pays the
          seller. Invoices include the exchange fees, the statutory and farm gate levies in force for the season, commodity and state, and
          GST where it applies.
        </Text>
        <Text>
          Unless the trade says otherwise, the buyer pays within {PAYMENT_BUSINESS_DAYS} business days, not counting weekends or the
          state&rsquo;s public holidays. Other terms a bid may carry are {EOW_DAYS_TEXT} days after the end of the week of delivery, or
          deferred until July. The seller keeps title of the grain until the buyer pays.
        </Text>
        <Text>
          A trade whose grain or payment is late is marked overdue, and we may act to recover what is owed. We may cancel a trade made in
          error or in breach of these terms, and will tell both parties why.
        </Text>
      </>
    ),
  },
  {
    id: 'insurance',
    title: 'igrainX counterparty insurance',
    body: (
      <Text>
        All sales through the igrainX marketplace are protected by counterparty insurance covering {INSURANCE_COVER_PERCENT}% of the grain
        value against the buyer not paying, under the terms of the{' '}
        <Anchor underline="always" component={Link} to="/insurance-policy-schedule">
          policy schedule
        </Anchor>{' '}
        and{' '}
        <Anchor underline="always" component={Link} to="/financial-services-guide">
          financial services guide
        </Anchor>
        . The cover comes from an annual igrainX insure premium: a verification fee of $0.50 is charged first, and the rest of the premium
        with the first trade.
      </Text>
    ),
  },
  {
    id: 'conduct',
    title: 'Fair use of the market',
    body: (
      <List spacing={4}>
        <List.Item>Do not post orders you do not intend to honour, or orders meant to mislead others about the market.</List.Item>
        <List.Item>Do not try to find out who your counterparties are from the anonymous market.</List.Item>
        <List.Item>
          Use the private API only with your own credentials and within reasonable limits; we may limit or withdraw access that harms the
          service.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'information',
    title: 'Market information',
    body: (
      <Text>
        Market data, commentary and reference tables are provided for information. They are not advice to buy or sell. Nothing in these
        terms excludes rights you have under the Australian Consumer Law.
      </Text>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <Text>
        We work to keep the exchange available and accurate, but it may be interrupted by maintenance or events outside our control. To the
        extent the law allows, we are not liable for indirect loss, and our liability for a service we fail to supply is limited to
        supplying it again or paying for it to be supplied again.
      </Text>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <Text>
        We may change these terms; the version on this page applies from the time it is published, and we will tell registered users of
        significant changes. Questions?{' '}
        <Anchor underline="always" component={Link} to="/contact-us">
          Contact us
        </Anchor>
        .
      </Text>
    ),
  },
];

/** /terms-and-conditions: the rules of using and trading on the exchange. */
export function TermsAndConditionsPage() {
  usePageTitle('Terms and Conditions');
  return (
    <>
      <PageHero eyebrow="Policies" title="Terms and Conditions" lead="The rules of using the exchange, and of every trade made on it." />
      <LegalDocument
        summary="In short: every offer and bid is firm, trades are made automatically on the same rules for everyone, and the exchange settles each trade and pays the seller."
        sections={SECTIONS}
      />
    </>
  );
}
