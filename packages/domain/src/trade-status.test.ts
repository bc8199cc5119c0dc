import { describe, expect, it } from 'vitest';
import {
  canTransition,
  FINAL_TRADE_STATUSES,
  isEditableStatus,
  qualitySpecsEditable,
  TRADE_STATUS_LABELS,
  TRADE_STATUSES,
  TRADE_TRANSITIONS,
  type TradeStatus,
  tradeTransition,
} from './trade-status.ts';

describe('trade status transitions (design §5, spec 002 §4)', () => {
  it('follows the happy path awaiting grain → awaiting payment → funds received → settled', () => {
    expect(canTransition('awaiting_grain', 'awaiting_payment')).toBe(true);
    expect(canTransition('awaiting_payment', 'funds_received')).toBe(true);
    expect(canTransition('funds_received', 'settled')).toBe(true);
  });

  it('goes overdue when due dates pass and recovers from there', () => {
    expect(canTransition('awaiting_grain', 'overdue_grain')).toBe(true);
    expect(canTransition('overdue_grain', 'awaiting_payment')).toBe(true);
    expect(canTransition('awaiting_payment', 'overdue_payment')).toBe(true);
    expect(canTransition('overdue_payment', 'funds_received')).toBe(true);
  });

  it('lets staff step back, with a confirmation, deleting invoices when grain is awaited again', () => {
    expect(tradeTransition('funds_received', 'awaiting_payment')).toMatchObject({
      by: 'staff',
      needsConfirmation: true,
      deletesInvoices: false,
    });
    expect(tradeTransition('awaiting_payment', 'awaiting_grain')).toMatchObject({
      by: 'staff',
      needsConfirmation: true,
      deletesInvoices: true,
    });
    expect(tradeTransition('overdue_payment', 'awaiting_grain')).toMatchObject({
      by: 'staff',
      needsConfirmation: true,
      deletesInvoices: true,
    });
  });

  it('refuses skipping steps and moving backwards otherwise', () => {
    expect(canTransition('awaiting_grain', 'funds_received')).toBe(false);
    expect(canTransition('awaiting_grain', 'settled')).toBe(false);
    expect(canTransition('settled', 'funds_received')).toBe(false);
    expect(canTransition('overdue_grain', 'awaiting_grain')).toBe(false);
    expect(canTransition('awaiting_payment', 'awaiting_payment')).toBe(false);
  });

  it('lets staff cancel any trade that is not final, and nothing leaves a final status', () => {
    for (const from of TRADE_STATUSES) {
      const final = FINAL_TRADE_STATUSES.includes(from);
      expect(canTransition(from, 'cancelled'), from).toBe(!final && from !== 'cancelled');
      if (final) for (const to of TRADE_STATUSES) expect(canTransition(from, to), `${from} → ${to}`).toBe(false);
    }
    expect(tradeTransition('awaiting_grain', 'cancelled')).toMatchObject({ by: 'staff', needsConfirmation: true });
  });

  it('lists each move once, with statuses it knows', () => {
    const keys = TRADE_TRANSITIONS.map((transition) => `${transition.from}>${transition.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const transition of TRADE_TRANSITIONS) {
      expect(TRADE_STATUSES).toContain(transition.from);
      expect(TRADE_STATUSES).toContain(transition.to);
    }
  });

  it('makes every non-final status reachable from awaiting grain, and settled reachable from all of them', () => {
    const reachable = (start: TradeStatus) => {
      const seen = new Set<TradeStatus>([start]);
      for (let grew = true; grew;) {
        grew = false;
        for (const { from, to } of TRADE_TRANSITIONS) {
          if (seen.has(from) && !seen.has(to)) {
            seen.add(to);
            grew = true;
          }
        }
      }
      return seen;
    };
    const fromStart = reachable('awaiting_grain');
    for (const status of TRADE_STATUSES.filter((status) => status !== 'settled_externally'))
      expect(fromStart.has(status), status).toBe(true);
    for (const status of TRADE_STATUSES.filter((status) => !FINAL_TRADE_STATUSES.includes(status))) {
      expect(reachable(status).has('settled'), status).toBe(true);
    }
  });
});

describe('labels and editing', () => {
  it('labels every status', () => {
    expect(Object.keys(TRADE_STATUS_LABELS).sort()).toEqual([...TRADE_STATUSES].sort());
    expect(TRADE_STATUS_LABELS.awaiting_grain).toBe('Awaiting Grain');
    expect(TRADE_STATUS_LABELS.settled_externally).toBe('Settled Externally');
  });
  it('allows settlement edits unless cancelled or settled', () => {
    expect(TRADE_STATUSES.filter((status) => !isEditableStatus(status))).toEqual(['cancelled', 'settled']);
  });
  it('allows quality spec edits while grain or payment is awaited or overdue', () => {
    expect(TRADE_STATUSES.filter(qualitySpecsEditable)).toEqual(['awaiting_grain', 'overdue_grain', 'awaiting_payment', 'overdue_payment']);
  });
});
