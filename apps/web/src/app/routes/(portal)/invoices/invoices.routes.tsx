import { IconFileInvoice } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const InvoicesPage = lazyPage(
  () => import('./invoices-page'),
  (module) => module.InvoicesPage,
);

/** Issue 14 §3: whoever trades reads its invoices (the API's INVOICE_MEMBER_ROLES). */
export const invoicesSection = defineSection({
  path: '/portal/invoices',
  access: { roles: ['Grower', 'Trader', 'Agent'] },
  sidebar: { label: 'Invoices', icon: IconFileInvoice },
  pages: [{ path: '', title: title('Invoices'), element: <InvoicesPage /> }],
});
