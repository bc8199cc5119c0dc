import { ilike, or, sql } from 'drizzle-orm';
import { commodities, grades, seasons, sites } from '../../db/schema/reference.ts';
import { containing } from '../../lib/paging.ts';

/**
 * The ids of the reference rows whose names hold the term. A list's term filter asks whether a
 * row's commodity, grade, site or season is among them, so the count and the page's ids read the
 * list's own table alone, without joining every match to the reference tables (the same rows as a
 * join and an ILIKE on each: a row without a grade or site matches on the others). Used by the order
 * lists and the staff's trade list.
 */
export const namesHolding = (term: string) => {
  const pattern = containing(term);
  return {
    commodities: sql`(select ${commodities.id} from ${commodities} where ${ilike(commodities.name, pattern)})`,
    grades: sql`(select ${grades.id} from ${grades} where ${or(ilike(grades.name, pattern), ilike(grades.code, pattern))})`,
    sites: sql`(select ${sites.id} from ${sites} where ${ilike(sites.name, pattern)})`,
    seasons: sql`(select ${seasons.id} from ${seasons} where ${ilike(seasons.name, pattern)})`,
  };
};
