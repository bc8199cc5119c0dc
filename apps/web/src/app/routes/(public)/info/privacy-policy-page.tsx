import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { telHref } from '../../../../lib/format';
import { LegalDocument, type LegalSection } from '../../../../features/content/components/legal-document';
import { PageHero } from '../../../../features/content/components/page-hero';

const email = (
  <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>
    {SUPPORT_EMAIL}
  </Anchor>
);
const phone = (
  <Anchor underline="always" href={telHref(SUPPORT_PHONE)}>
    {SUPPORT_PHONE}
  </Anchor>
);

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this policy covers',
    body: (
      <Text>
        CGX Grain Exchange Pty Ltd (&ldquo;CGX&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) runs an online grain exchange and its settlement
        facility. This policy explains how we handle personal information under the Privacy Act 1988 (Cth) and the Australian Privacy
        Principles (APPs). It applies to this website, the trading portal, our e-mails and text messages, and our dealings with you by
        phone.
      </Text>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <Text>We collect only what we need to run the exchange (APP 3):</Text>
        <List spacing={4}>
          <List.Item>your name, e-mail address and mobile number, and the login number we give you;</List.Item>
          <List.Item>
            your organisation&rsquo;s details, such as its trading name, ABN, state and postcode, and for growers the National Grower
            Register (NGR) numbers;
          </List.Item>
          <List.Item>your offers, bids, trades, invoices and payments, and the details needed to settle them;</List.Item>
          <List.Item>
            records of your use of the portal: sign-ins, the device and browser you use, your internet address, and calls made through the
            private API;
          </List.Item>
          <List.Item>what you tell us when you contact us, including through the contact form.</List.Item>
        </List>
        <Text>
          We collect it from you, from your organisation&rsquo;s administrator, from the agent you authorise, and from storage providers
          that confirm grain of your trades. We do not ask for sensitive information.
        </Text>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we collect it and how we use it',
    body: (
      <List spacing={4}>
        <List.Item>to register you, confirm your e-mail address and verify your identity when you sign in;</List.Item>
        <List.Item>to run the market: match offers and bids, record trades and settle them;</List.Item>
        <List.Item>to raise contract notes and invoices, collect payments, pay sellers and pass on statutory levies;</List.Item>
        <List.Item>to send the e-mails and text messages you need, such as sign-in codes, trade confirmations and bid alerts;</List.Item>
        <List.Item>to keep the exchange secure, investigate misuse and meet our legal obligations;</List.Item>
        <List.Item>to answer your questions and improve our service.</List.Item>
      </List>
    ),
  },
  {
    id: 'anonymity',
    title: 'Anonymity on the market',
    body: (
      <Text>
        The market shows offers, bids and trades without the names of buyers, sellers or agents. Warehouse grain contracts are settled with
        anonymous counterparties. Where a trade needs the parties to deal with each other, for example to arrange the collection of grain
        from a farm, we share only the contact and delivery details needed to do that.
      </Text>
    ),
  },
  {
    id: 'disclosure',
    title: 'Who we share it with',
    body: (
      <>
        <Text>We do not sell personal information. We disclose it only as needed (APP 6) to:</Text>
        <List spacing={4}>
          <List.Item>the storage provider that holds the grain of a trade;</List.Item>
          <List.Item>the insurer of igrainX sales, for the counterparty insurance;</List.Item>
          <List.Item>banks and payment providers, to make and receive payments;</List.Item>
          <List.Item>the bodies that receive statutory and farm gate levies;</List.Item>
          <List.Item>
            our service providers (hosting, e-mail and text message delivery, error reporting), under confidentiality terms;
          </List.Item>
          <List.Item>government agencies and others where the law requires or allows it.</List.Item>
        </List>
        <Text>
          If a service provider holds information outside Australia, we take reasonable steps to ensure it is handled in line with the APPs
          (APP 8).
        </Text>
      </>
    ),
  },
  {
    id: 'marketing',
    title: 'Messages from us',
    body: (
      <Text>
        Messages about your account, your orders and your trades are part of the service. If we send you news or offers, every message tells
        you how to stop them, and you can also ask us at any time (APP 7).
      </Text>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies, local storage and analytics',
    body: (
      <Text>
        The portal keeps your sign-in in your browser&rsquo;s local storage, and remembers a few preferences there, such as whether market
        sounds are on. With your agreement, which the site asks for on your first visit, we use a tag manager (Google Tag Manager) to
        measure how the site is used; if you decline, it is not loaded. Your answer is kept in your browser, and clearing the site&rsquo;s
        data asks again. We use an error-reporting service that records technical details of errors, with the number of your user account
        but never your password or sign-in details, and may record how a page was used when an error happens, with its text hidden, so that
        we can fix it. If your browser blocks storage, the site asks you to enable it, because you cannot sign in without it.
      </Text>
    ),
  },
  {
    id: 'security',
    title: 'How we keep it safe',
    body: (
      <Text>
        We take reasonable steps to protect personal information from misuse, loss and unauthorised access (APP 11). Passwords are stored
        only as strong one-way hashes, sign-in is confirmed with a code sent by e-mail or text message, and every order and trade change is
        confirmed with your password. When we no longer need information and the law no longer requires us to keep it, we destroy or
        de-identify it.
      </Text>
    ),
  },
  {
    id: 'access',
    title: 'Seeing and correcting your information',
    body: (
      <Text>
        You can see and update most of your details in your profile. You may ask for a copy of the personal information we hold about you
        (APP 12) or ask us to correct it (APP 13) by e-mailing {email}. We will answer within a reasonable time and tell you why if we
        cannot help.
      </Text>
    ),
  },
  {
    id: 'complaints',
    title: 'Questions and complaints',
    body: (
      <Text>
        Please contact our privacy officer by e-mail at {email}, by phone on {phone}, or through the{' '}
        <Anchor underline="always" component={Link} to="/contact-us">
          contact form
        </Anchor>
        . We will look into your complaint and reply in writing. If you are not satisfied with our answer, you can complain to the Office of
        the Australian Information Commissioner at{' '}
        <Anchor underline="always" href="https://www.oaic.gov.au">
          oaic.gov.au
        </Anchor>
        .
      </Text>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <Text>We may update this policy as the exchange changes. The version on this page is the one that applies.</Text>,
  },
];

/** /privacy-policy: how personal information is handled under the Australian Privacy Principles. */
export function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <>
      <PageHero eyebrow="Policies" title="Privacy Policy" lead="How we collect, use, share and protect your personal information." />
      <LegalDocument
        summary="Your privacy matters to us. We collect only what we need to run the exchange, we never sell it, and the market never shows your name."
        sections={SECTIONS}
      />
    </>
  );
}
