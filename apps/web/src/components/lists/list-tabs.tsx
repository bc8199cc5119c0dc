import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export type ListTab = { path: string; label: string };

/** The tabs over a section's lists (Active, Lapsed, …): each tab is a route of its own, so it can be linked to. */
export function ListTabs({ tabs, current }: { tabs: readonly ListTab[]; current: string }) {
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(path) => path && navigate(path)} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
