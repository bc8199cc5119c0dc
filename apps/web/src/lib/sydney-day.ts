import { sydneyDate } from '@cgx/domain/calendar';
import { formatDay } from './format';

/**
 * The Sydney calendar day of an instant, as formatDay writes it: an order placed at 8 am AEDT is
 * that day's, not the UTC day before. Apart from format.ts, which the first page loads: the calendar
 * module stays out of the first download.
 */
export const formatSydneyDay = (iso: string): string => formatDay(sydneyDate(new Date(iso)));
