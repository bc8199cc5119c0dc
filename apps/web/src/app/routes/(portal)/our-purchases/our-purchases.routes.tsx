import { IconShoppingBag } from '@tabler/icons-react';
import { memberTradeSectionPages } from '../member-trade-section-pages';
import { defineSection } from '../portal-section';

const LIST = '/portal/our-purchases';

/** spec 001 §2, trader routes: what the organisation bought, each with its contract note and its page. */
export const ourPurchasesSection = defineSection({
  path: LIST,
  access: { roles: ['Trader'] },
  sidebar: { label: 'Our Purchases', icon: IconShoppingBag },
  pages: memberTradeSectionPages({ title: 'Our Purchases', view: 'purchases', listPath: LIST, empty: 'No purchases yet.' }),
});
