import { MultiSelect } from '@mantine/core';
import { useAllGrades, useCommodities, useDeliveryPeriods, useSeasons } from '../../order-form/api/reference-queries';

const ids = (values: number[] | undefined) => (values ?? []).map(String);
const idsParam = (values: string[]) => (values.length > 0 ? values.join(',') : undefined);

type ReferenceIdField = 'seasons' | 'commodities' | 'deliveryPeriods' | 'grades';

/** A list whose query filters by reference id lists (the staff's trades and deliveries lists). */
export type ReferenceIdList = {
  query: Partial<Record<ReferenceIdField, number[]>>;
  set(changes: Partial<Record<ReferenceIdField, string | undefined>>): void;
};

/**
 * The reference filters of spec 002 §7 'Deliveries list' (the trades list has the same): seasons,
 * commodities, delivery periods and grades, each several at once.
 */
export function ReferenceIdFilters({ list }: { list: ReferenceIdList }) {
  const seasons = useSeasons();
  const commodities = useCommodities();
  const periods = useDeliveryPeriods();
  const grades = useAllGrades();
  const chosenCommodities = list.query.commodities ?? [];
  const commodityName = new Map((commodities.data ?? []).map((commodity) => [commodity.id, commodity.name]));
  // The grades of the chosen commodities (all when none is chosen), named with their commodity.
  const gradeOptions = (grades.data ?? [])
    .filter((grade) => chosenCommodities.length === 0 || chosenCommodities.includes(grade.commodityId))
    .map((grade) => ({ value: String(grade.id), label: `${grade.code} (${commodityName.get(grade.commodityId) ?? ''})` }));
  const multi = (
    label: string,
    field: 'seasons' | 'commodities' | 'deliveryPeriods' | 'grades',
    data: { value: string; label: string }[],
  ) => (
    <MultiSelect
      label={label}
      placeholder={list.query[field]?.length ? undefined : 'All'}
      data={data}
      value={ids(list.query[field])}
      onChange={(values) => list.set({ [field]: idsParam(values) })}
      searchable
      clearable
      w={{ base: '100%', sm: 220 }}
    />
  );
  return (
    <>
      {multi(
        'Seasons',
        'seasons',
        (seasons.data ?? []).map((season) => ({ value: String(season.id), label: season.name })),
      )}
      {multi(
        'Commodities',
        'commodities',
        (commodities.data ?? []).map((commodity) => ({ value: String(commodity.id), label: commodity.name })),
      )}
      {multi(
        'Delivery periods',
        'deliveryPeriods',
        (periods.data ?? []).map((period) => ({ value: String(period.id), label: period.name })),
      )}
      {multi('Grades', 'grades', gradeOptions)}
    </>
  );
}
