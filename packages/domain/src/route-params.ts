/**
 * spec 002 §2 'Other': a route parameter is optional letters followed by digits; a trade id's
 * hyphen is allowed between them (CGX-000123, as people paste it). Apart from validation.ts so the
 * web's route guard, in the first download, does not bring zod with it.
 */
export const ROUTE_PARAM_PATTERN = /^(?:[A-Za-z]+-?)?\d+$/;

export const isValidRouteParam = (value: string | undefined): boolean => value !== undefined && ROUTE_PARAM_PATTERN.test(value);
