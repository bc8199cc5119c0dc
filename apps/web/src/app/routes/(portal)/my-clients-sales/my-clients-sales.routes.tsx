import { IconReceipt } from '@tabler/icons-react';
import { memberTradeSectionPages } from '../member-trade-section-pages';
import { defineSection } from '../portal-section';

const LIST = '/portal/my-clients-sales';

/** spec 001 §2, agent routes: the sales the agent made for its authorised clients, each with its contract note and its page (decision 0224: an agent opens its clients' trades as they do). */
export const myClientsSalesSection = defineSection({
  path: LIST,
  access: { roles: ['Agent'] },
  sidebar: { label: 'My Clients Sales', icon: IconReceipt },
  pages: memberTradeSectionPages({
    title: 'My Clients Sales',
    view: 'client-sales',
    listPath: LIST,
    empty: 'No sales for your clients yet.',
  }),
});
