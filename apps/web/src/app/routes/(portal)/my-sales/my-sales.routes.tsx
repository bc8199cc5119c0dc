import { IconReceipt } from '@tabler/icons-react';
import { memberTradeSectionPages } from '../member-trade-section-pages';
import { defineSection } from '../portal-section';

const LIST = '/portal/my-sales';

/** spec 001 §2, grower routes: the grower's sales, each with its contract note and its page. */
export const mySalesSection = defineSection({
  path: LIST,
  access: { roles: ['Grower'] },
  sidebar: { label: 'My Sales', icon: IconReceipt },
  pages: memberTradeSectionPages({ title: 'My Sales', view: 'sales', listPath: LIST, empty: 'No sales yet.' }),
});
