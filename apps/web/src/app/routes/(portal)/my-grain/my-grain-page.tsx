import { formatTonnes } from '@cgx/domain/format';
import type { TFarmGrain } from '@cgx/domain/farm-grain.schemas';
import type { THolding } from '@cgx/domain/holdings.schemas';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ListTab, ListTabs } from '../../../../components/lists/list-tabs';
import { ArchiveFarmGrainButton } from '../../../../features/farm-grain/components/archive-farm-grain-button';
import { FarmGrainList } from '../../../../features/farm-grain/components/farm-grain-list';
import { HoldingList } from '../../../../features/holdings/components/holding-list';
import { OfferActions } from '../../../../features/offers/components/offer-actions';
import { OfferList } from '../../../../features/offers/components/offer-list';
import { PortalPage } from '../layout/portal-page';

const MY_GRAIN_TABS = {
  grain: { path: '/portal/my-grain', label: 'My Grain' },
  lapsed: { path: '/portal/my-grain/lapsed-offers', label: 'Lapsed Offers' },
  cancelled: { path: '/portal/my-grain/cancelled-offers', label: 'Cancelled Offers' },
} as const satisfies Record<string, ListTab>;

export type MyGrainTab = keyof typeof MY_GRAIN_TABS;

/** The URL names of the three lists of the My Grain tab (useListQuery's prefix), so each keeps its own page and search. */
const PREFIX = { held: 'held', farm: 'farm', offers: 'offers' } as const;
const ACTIVE_OFFERS_ID = 'active-offers';

const isZero = (tonnes: string) => /^0(\.0+)?$/.test(tonnes);

/** /portal/my-grain and its Lapsed Offers tab (spec 001 §2, grower routes), and its Cancelled Offers (decision 0206). */
export function MyGrainPage({ tab }: { tab: MyGrainTab }) {
  return (
    <PortalPage title="My Grain">
      <ListTabs tabs={Object.values(MY_GRAIN_TABS)} current={MY_GRAIN_TABS[tab].path} />
      {tab === 'grain' && <MyGrainLists />}
      {tab === 'lapsed' && (
        <OfferList
          key="lapsed"
          status="lapsed"
          label="Lapsed offers"
          empty="No lapsed offers."
          actions={(offer, cancel) => <OfferActions offer={offer} section="grower" onCancel={cancel} />}
        />
      )}
      {tab === 'cancelled' && <OfferList key="cancelled" status="cancelled" label="Cancelled offers" empty="No cancelled offers." />}
    </PortalPage>
  );
}

function ListSection({ id, title, action, children }: { id?: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    // The list inside is the region named by the title; the section only groups it with its heading.
    <Stack gap="sm" component="section" id={id}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * The grower's grain in storage and on farm, each with what is on offer, and the active offers
 * drawing on them: 'Offers' on a row narrows the offers to that grain.
 */
function MyGrainLists() {
  const [, setSearch] = useSearchParams();
  const showOffersOn = (filter: 'holdingId' | 'farmGrainId', id: number) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete(`${PREFIX.offers}.holdingId`);
      next.delete(`${PREFIX.offers}.farmGrainId`);
      next.set(`${PREFIX.offers}.${filter}`, String(id));
      next.set(`${PREFIX.offers}.page`, '1');
      return next;
    });
    document.getElementById(ACTIVE_OFFERS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const holdingActions = (holding: THolding) => {
    const what = `${holding.commodity.name} ${holding.grade.code} at ${holding.site.name}`;
    return (
      <>
        {!isZero(holding.available) && (
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={`/portal/my-grain/${holding.id}/offer/create`}
            aria-label={`Offer ${what}`}
          >
            Offer
          </Button>
        )}
        {!isZero(holding.onOffer) && (
          <Button size="compact-sm" variant="subtle" onClick={() => showOffersOn('holdingId', holding.id)} aria-label={`Offers on ${what}`}>
            Offers
          </Button>
        )}
      </>
    );
  };
  const farmGrainActions = (grain: TFarmGrain) => {
    const what = `${grain.commodity.name} ${grain.grade?.code ?? ''} declared ${formatTonnes(grain.quantity)} mt`.replace('  ', ' ');
    return (
      <>
        {!isZero(grain.available) && (
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={`/portal/my-grain/${grain.id}/igrain-offer/create`}
            aria-label={`Offer ${what} on igrainX`}
          >
            Offer
          </Button>
        )}
        {!isZero(grain.onOffer) && (
          <Button size="compact-sm" variant="subtle" onClick={() => showOffersOn('farmGrainId', grain.id)} aria-label={`Offers on ${what}`}>
            Offers
          </Button>
        )}
        <Button size="compact-sm" variant="light" component={Link} to={`/portal/my-grain/${grain.id}/edit`} aria-label={`Edit ${what}`}>
          Edit
        </Button>
        <ArchiveFarmGrainButton grain={grain} what={what} />
      </>
    );
  };
  return (
    <Stack gap="xl">
      <ListSection title="Grain in storage">
        <HoldingList prefix={PREFIX.held} label="Grain in storage" empty="No grain held at storage sites." actions={holdingActions} />
      </ListSection>
      <ListSection
        title="Grain on farm"
        action={
          <Button component={Link} to="/portal/my-grain/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Declare grain
          </Button>
        }
      >
        <FarmGrainList prefix={PREFIX.farm} label="Grain on farm" empty="No grain declared on farm." actions={farmGrainActions} />
      </ListSection>
      <ListSection
        id={ACTIVE_OFFERS_ID}
        title="Active offers"
        action={
          <Button component={Link} to="/portal/my-grain/offer/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Offer
          </Button>
        }
      >
        <OfferList
          key="active"
          prefix={PREFIX.offers}
          status="active"
          label="Active offers"
          empty="No active offers."
          actions={(offer, cancel) => <OfferActions offer={offer} section="grower" onCancel={cancel} />}
        />
      </ListSection>
    </Stack>
  );
}
