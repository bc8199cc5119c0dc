import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type VarietyRef = { id: number; name: string };

/**
 * The varieties an order records (an id array column: bid groups' and offers' variety_ids) with their
 * names, in the column's order, for a read that shows them (issue 24: orders hold ids, screens show
 * names). Read beside the row, so a list's page reads its few rows' names and nothing else.
 */
export const varietiesNamed = (column: AnyPgColumn) =>
  sql<
    VarietyRef[]
  >`(select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name) order by array_position(${column}, v.id)), '[]'::json)
    from varieties v where v.id = any(${column}))`;
