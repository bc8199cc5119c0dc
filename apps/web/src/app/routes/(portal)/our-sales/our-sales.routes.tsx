import { IconReceipt } from '@tabler/icons-react';
import { memberTradeSectionPages } from '../member-trade-section-pages';
import { defineSection } from '../portal-section';

const LIST = '/portal/our-sales';

/** spec 001 §2, trader routes: what the organisation sold (sell-grain), each with its contract note and its page. */
export const ourSalesSection = defineSection({
  path: LIST,
  access: { roles: ['Trader'] },
  sidebar: { label: 'Our Sales', icon: IconReceipt },
  pages: memberTradeSectionPages({ title: 'Our Sales', view: 'sales', listPath: LIST, empty: 'No sales yet.' }),
});
