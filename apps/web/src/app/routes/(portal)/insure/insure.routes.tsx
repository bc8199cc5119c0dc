import { IconShieldCheck } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const InsurePage = lazyPage(
  () => import('./insure-page'),
  (module) => module.InsurePage,
);

/** spec 001 §1, §7 (decision 0169): the grower's igrainX insure subscription, where the agent's subscription link leads. */
export const insureSection = defineSection({
  path: '/portal/insure',
  access: { roles: ['Grower'] },
  sidebar: { label: 'igrainX Insure', icon: IconShieldCheck },
  pages: [{ path: '', title: title('igrainX Insure'), element: <InsurePage /> }],
});
