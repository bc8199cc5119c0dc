import { describe, expect, it } from 'vitest';
import { fieldRule } from './validation.ts';
import {
  ADMIX_RANGE,
  canolaRule,
  deliveryDateRule,
  deliveryState,
  DELIVERY_MESSAGES,
  OIL_RANGE,
  toleranceRule,
  ZRecordDeliveryRequest,
} from './igrain-deliveries.schemas.ts';

const valid = { deliveredOn: '2026-11-20', tonnes: '12.5', weighbridgeTicket: ' WB-1001 ', type: 'partial' };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('ZRecordDeliveryRequest', () => {
  it('reads a delivery, leaving out empty quality values', () => {
    const parsed = ZRecordDeliveryRequest.parse({ ...valid, oil: '', admix: '', quality: { MOI: '11.5', PRO: '' } });
    expect(parsed).toEqual({
      deliveredOn: '2026-11-20',
      tonnes: '12.5',
      weighbridgeTicket: 'WB-1001',
      type: 'partial',
      quality: { MOI: '11.5' },
    });
  });

  it('says what is wrong with each field', () => {
    const result = ZRecordDeliveryRequest.safeParse({
      deliveredOn: '20/11/2026',
      tonnes: '1.2345',
      weighbridgeTicket: 'x'.repeat(41),
      type: 'whole',
      oil: '60',
      admix: '26',
      quality: { MOI: 'wet' },
    });
    expect(errorsOf(result)).toEqual({
      deliveredOn: 'Use a date like 2026-12-31',
      tonnes: 'Enter tonnes, up to 3 decimals',
      weighbridgeTicket: 'Must be 40 characters or fewer',
      type: DELIVERY_MESSAGES.type,
      oil: OIL_RANGE.message,
      admix: ADMIX_RANGE.message,
      'quality.MOI': DELIVERY_MESSAGES.quality,
    });
    expect(errorsOf(ZRecordDeliveryRequest.safeParse({ ...valid, tonnes: '0', weighbridgeTicket: '  ' }))).toEqual({
      tonnes: 'Must be greater than 0',
      weighbridgeTicket: 'Required',
    });
  });

  it('checks the date against today and the trade, canola’s oil and admix, and the tolerance', () => {
    const schema = ZRecordDeliveryRequest.check(fieldRule(deliveryDateRule('2026-11-20', '2026-11-01')))
      .check(fieldRule(canolaRule(true)))
      .check(fieldRule(toleranceRule('12.5')));
    expect(errorsOf(schema.safeParse({ ...valid, deliveredOn: '2026-11-21', tonnes: '12.501' }))).toEqual({
      deliveredOn: DELIVERY_MESSAGES.future,
      tonnes: 'At most 12.500 mt more can be delivered (the trade’s quantity plus tolerance)',
      oil: 'Required',
      admix: 'Required',
    });
    expect(errorsOf(schema.safeParse({ ...valid, deliveredOn: '2026-10-31', oil: '44', admix: 0 }))).toEqual({
      deliveredOn: 'Can not be before the trade was made (2026-11-01)',
    });
    expect(canolaRule(false)({ oil: '44' })).toEqual([{ path: ['oil'], message: DELIVERY_MESSAGES.canolaOnly }]);
  });

  it('tells short, within and complete apart', () => {
    expect(deliveryState('94.999', '95.000', false)).toBe('short');
    expect(deliveryState('95.000', '95.000', false)).toBe('within');
    expect(deliveryState('10.000', '95.000', true)).toBe('complete');
  });
});
