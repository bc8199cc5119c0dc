import {
  FUTURE_MIN_QUANTITY,
  INSURANCE_COVER_PERCENT,
  NOW_MIN_QUANTITY,
  PAYMENT_BUSINESS_DAYS,
  TOLERANCE_MAX_TONNES,
  TOLERANCE_PERCENT,
} from '@cgx/domain/constants';
import { decString } from '@cgx/domain/decimal';
import { MSG } from '@cgx/domain/messages';
import { canolaAdjustedPrice, tolerance } from '@cgx/domain/pricing';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CanolaInfoLink } from '../../../../features/canola/components/canola-info-link';
import { EOW_DAYS_TEXT, MARKET_HOURS_TEXT } from './market-texts';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}
export interface FaqGroup {
  title: string;
  items: FaqItem[];
}

const to = (path: string, label: string) => (
  <Anchor underline="always" component={Link} to={path}>
    {label}
  </Anchor>
);
const tonnes = (quantity: string) => `${decString(tolerance(quantity))} t`;

/** The answers follow the exchange's rules (design §5, spec 000 §9, spec 001 §1 and §9, decision 0012). */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'Getting started',
    items: [
      {
        id: 'who-can-trade',
        question: 'Who can trade on the exchange?',
        answer: (
          <>
            Growers (with or without an NGR), agents acting for growers, buyers and traders, and storage providers. Analysts can register to
            follow the market. The exchange is independent and open to all buyers, sellers and agents: {to('/register', 'register here')}.
          </>
        ),
      },
      {
        id: 'markets',
        question: 'What are cgx and igrainX?',
        answer:
          'They are the two markets of the exchange. cgx is for warehouse grain stored at a storage provider’s site. igrainX is for grain still on the farm, priced Ex Farm, Free on Truck or Delivered. Each market has its own status, open or closed.',
      },
      {
        id: 'anonymous',
        question: 'Will other traders see who I am?',
        answer:
          'No. Offers, bids and trades are shown without the names of buyers, sellers or agents, and warehouse grain contracts are settled with anonymous counterparties.',
      },
    ],
  },
  {
    title: 'Trading',
    items: [
      {
        id: 'how-trades-happen',
        question: 'How does a trade happen?',
        answer:
          'Sellers post firm offers and buyers post firm bids. When a bid’s price is at or above an offer’s price on compatible terms (season, commodity, grade or quality, delivery period, location and the rest), the trade happens automatically at the price of the order that was in the market first. Among several candidates the best price wins, then the earliest order.',
      },
      {
        id: 'edit-cancel',
        question: 'Can I change or cancel an offer or a bid?',
        answer:
          'Yes. Offers and bids can be edited or cancelled in real time with one click, for whatever part has not traded yet. To protect your account, you confirm new and changed orders with your password.',
      },
      {
        id: 'market-hours',
        question: 'When is the market open?',
        answer: `${MARKET_HOURS_TEXT} You can place, change and cancel orders while a market is closed; no trade happens until it reopens, and then every crossing bid and offer trades in priority order. The current status of each market is shown on the site.`,
      },
      {
        id: 'minimum-quantity',
        question: 'Is there a minimum quantity?',
        answer: `Yes: ${NOW_MIN_QUANTITY} mt for delivery Now and ${FUTURE_MIN_QUANTITY} mt for a future delivery period. An order can trade in part; if what remains falls below the minimum, it is closed.`,
      },
      {
        id: 'tolerance',
        question: 'What is the quantity tolerance?',
        answer: `The quantity delivered may be plus or minus the lesser of ${TOLERANCE_PERCENT}% of the contract quantity or ${TOLERANCE_MAX_TONNES} tonnes. For example, a 100 t contract allows ${tonnes('100')} either way, and a 1,000 t contract ${tonnes('1000')}.`,
      },
      {
        id: 'canola',
        question: 'How is canola priced?',
        answer: (
          <>
            {MSG.canolaPricingBasis} For example, at a base price of $650/mt, canola with 44% oil is paid $
            {canolaAdjustedPrice('650', '44')}/mt. <CanolaInfoLink>Open the canola pricing calculator</CanolaInfoLink>
          </>
        ),
      },
    ],
  },
  {
    title: 'Payment and settlement',
    items: [
      {
        id: 'when-paid',
        question: 'When do I get paid?',
        answer: `Payment arrives within ${PAYMENT_BUSINESS_DAYS} business days (weekends and the state’s public holidays are not counted), unless you sold to a bid with other payment terms. The exchange collects the buyer’s payment and pays you.`,
      },
      {
        id: 'payment-terms',
        question: 'What payment terms can a bid have?',
        answer: `Within ${PAYMENT_BUSINESS_DAYS} business days (the standard), ${EOW_DAYS_TEXT} days after the end of the week of delivery, or deferred until July. The terms are part of the bid, so you see them before you trade.`,
      },
      {
        id: 'title',
        question: 'Do I keep title of my grain until I am paid?',
        answer: 'Yes. Growers keep title of the grain until the buyer pays.',
      },
      {
        id: 'invoices',
        question: 'What is on my invoice?',
        answer:
          'The trade itself, the exchange fees, the statutory levies and farm gate levies in force for the season, commodity and state, and GST where it applies. Trade and settlement are automated, so the exchange does the paperwork.',
      },
    ],
  },
  {
    title: 'igrainX',
    items: [
      {
        id: 'insurance',
        question: 'How does the igrainX insurance work?',
        answer: `All sales through the igrainX marketplace are protected by counterparty insurance covering ${INSURANCE_COVER_PERCENT}% of the grain value if the buyer does not pay. The cover comes from an annual igrainX insure premium: a verification fee of $0.50 is charged first, and the rest of the premium with your first trade.`,
      },
      {
        id: 'buyers-call',
        question: "What is Buyer's Call?",
        answer:
          'A term a buyer can put on an igrainX bid. The buyer calls for the grain with 7 business days’ notice, and sends delivery instructions 5 business days before loading. You see the term on the bid before you accept it.',
      },
      {
        id: 'location',
        question: 'Where must on-farm grain be?',
        answer: 'The location you give must be within 20 km by road of the nearest town you choose.',
      },
    ],
  },
  {
    title: 'Your account',
    items: [
      {
        id: 'forgotten',
        question: 'I have forgotten my password or my login number.',
        answer: (
          <>
            Ask for a {to('/forgot-password', 'password reset link')} or for your {to('/forgot-login-number', 'login number')} by e-mail.
            The reset link is valid for 15 minutes.
          </>
        ),
      },
      {
        id: 'contact',
        question: 'How do I get in touch?',
        answer: <>Send us a message through the {to('/contact-us', 'contact form')}, or call us. We are happy to help.</>,
      },
    ],
  },
];
