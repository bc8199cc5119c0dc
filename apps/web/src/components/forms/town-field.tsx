import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client';

/** A gazetteer town (GET /api/reference/towns): what a nearest town is chosen from. */
export type TTown = { name: string; state: string; portName: string };

/** A town as a location names it: 'Dubbo, NSW'. */
export const townLabel = (town: Pick<TTown, 'name' | 'state'>) => `${town.name}, ${town.state}`;

/** Towns starting with what was typed (two letters at least); the gazetteer changes rarely. */
export const useTowns = (query: string) =>
  useQuery({
    queryKey: ['reference', 'towns', { query, limit: '10' }],
    queryFn: ({ signal }) => api.get<TTown[]>('/api/reference/towns', { signal, query: { query, limit: '10' } }),
    enabled: query.trim().length >= 2,
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

type TownFieldProps = Omit<AutocompleteProps, 'value' | 'defaultValue' | 'onChange' | 'data' | 'onOptionSubmit'> & {
  /** The chosen town's label ('Dubbo, NSW'); '' while none is chosen. */
  value: string;
  /** A town picked from the list; null once the text no longer names the town chosen. */
  onChange: (town: TTown | null) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The nearest town of an igrainX location (spec 001 §3), for every form that asks for one (the
 * trading forms' location, grain declared on farm). The text is the field's own; the form holds a
 * town only once one is picked from the list, by mouse or keyboard. A pick is read from the text
 * the list writes into the field, never from onOptionSubmit: Mantine's Autocomplete calls
 * onOptionSubmit and then onChange with the option's label, in the same event, so a handler that
 * compared the text with the form's value would see the value of the last render (still empty)
 * and undo the pick (issue 24). What was last chosen is kept in a ref for the same reason.
 */
export function TownField({ value, onChange, ref, ...input }: TownFieldProps) {
  const [typed, setTyped] = useState(value);
  const chosen = useRef(value);
  // A town's label searches by its name, so the list still offers it (and its neighbours) when opened again.
  const [query] = useDebouncedValue(/^(.+?),\s*[A-Za-z]{2,3}$/.exec(typed)?.[1] ?? typed, 250);
  const towns = useTowns(query);
  const options = [...new Set((towns.data ?? []).map(townLabel))];

  // The form changes the town too (a new pricing point clears the place, a saved order fills it): the text follows.
  useEffect(() => {
    if (value === chosen.current) return;
    chosen.current = value;
    setTyped(value);
  }, [value]);

  const change = (text: string) => {
    setTyped(text);
    // The list on screen is this render's: the town picked is among them.
    const town = towns.data?.find((one) => townLabel(one) === text) ?? null;
    const label = town ? townLabel(town) : '';
    if (label === chosen.current) return;
    chosen.current = label;
    onChange(town);
  };

  return <Autocomplete placeholder="Start typing a town" {...input} ref={ref} data={options} value={typed} onChange={change} />;
}
