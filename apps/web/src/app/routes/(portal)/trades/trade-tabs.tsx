import { ListTabs } from '../../../../components/lists/list-tabs';

/** The tabs of a trade's pages (spec 002 §2: Details and Notes), each a route of its own; `base` is the trade's path. */
export function TradeTabs({ base, current }: { base: string; current: 'details' | 'notes' }) {
  const tabs = [
    { path: base, label: 'Details' },
    { path: `${base}/notes`, label: 'Notes' },
  ];
  return <ListTabs tabs={tabs} current={current === 'details' ? base : `${base}/notes`} />;
}
