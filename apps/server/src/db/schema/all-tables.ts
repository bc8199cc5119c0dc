// drizzle needs every table in one object; the files beside this one define them by domain.
export * from './auth.ts';
export * from './messages.ts';
export * from './organisations.ts';
export * from './platform.ts';
export * from './users.ts';
export * from './reference.ts';
export * from './market.ts';
export * from './orders.ts';
export * from './onboarding.ts';
export * from './notes.ts';
export * from './insure.ts';
export * from './trade-records.ts';
export * from './ledger.ts';
export * from './settlement.ts';
