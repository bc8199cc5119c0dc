import { Badge, Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { DisclosurePanel } from '../../../components/ui/disclosure-panel';
import { useMarketStatus } from '../hooks/use-market-status';
import { tickerEntries } from '../ticker';

const MarketHoursList = lazy(async () => ({ default: (await import('./market-hours-list')).MarketHoursList }));

/** spec 000 §2.4: the market-status ticker of the public and portal headers. */
export function MarketTicker() {
  const { data } = useMarketStatus();
  const [hoursWanted, setHoursWanted] = useState(false);
  const wantHours = () => setHoursWanted(true);
  if (!data) return null;
  const entries = tickerEntries(data);
  const summary = entries.map((entry) => entry.text).join(', ');

  return (
    <DisclosurePanel
      align="center"
      width={300}
      trigger={(props) => (
        <UnstyledButton
          {...props}
          onClick={() => {
            wantHours();
            props.onClick();
          }}
          onPointerEnter={wantHours}
          onFocus={wantHours}
          aria-label={`Market status: ${summary}. Show market hours`}
          data-testid="market-ticker"
        >
          <Group gap={6} wrap="nowrap">
            {entries.map((entry) => (
              <Badge
                key={entry.key}
                color={entry.status === 'open' ? 'forest' : 'red'}
                variant="light"
                size="lg"
                radius="sm"
                leftSection={<Dot open={entry.status === 'open'} />}
              >
                {entry.text}
              </Badge>
            ))}
          </Group>
        </UnstyledButton>
      )}
    >
      {/* The hours need the domain's Sydney calendar, whose time-zone formatter costs a long task to
          set up: they load when the button is pointed at, focused or pressed, not with the page. */}
      {hoursWanted && (
        <Suspense fallback={null}>
          <MarketHoursList status={data} />
        </Suspense>
      )}
    </DisclosurePanel>
  );
}

function Dot({ open }: { open: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        background: open ? 'var(--mantine-color-forest-6)' : 'var(--mantine-color-red-6)',
      }}
    />
  );
}
