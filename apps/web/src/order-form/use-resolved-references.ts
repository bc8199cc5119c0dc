import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useDeliveryPeriods, useQualityParameters } from './api/reference-queries';
import { expiryForPeriod } from './order-form-rules';
import type { OrderFormValues } from './order-form-values';

export type OrderFormApi = UseFormReturn<OrderFormValues>;

/**
 * Route state and saved orders name quality parameters and the delivery period by id: their names,
 * units and the period's kind come from the reference lists.
 */
export function useResolvedReferences(form: OrderFormApi, periodSetsExpiry: boolean) {
  const [commodityId, periodId, periodKind] = useWatch({
    control: form.control,
    name: ['commodityId', 'deliveryPeriodId', 'deliveryPeriodKind'],
  });
  const parameters = useQualityParameters(commodityId).data;
  const periods = useDeliveryPeriods().data;
  useEffect(() => {
    if (!parameters) return;
    form.getValues('qualityParameters').forEach((row, index) => {
      if (row.name) return;
      const parameter = parameters.find((one) => String(one.id) === row.qualityParameterId);
      if (!parameter) return;
      form.setValue(`qualityParameters.${index}`, { ...row, name: parameter.name, unit: parameter.unit, limit: parameter.limit });
    });
  }, [parameters, form]);
  useEffect(() => {
    if (!periods || !periodId || periodKind) return;
    const period = periods.find((one) => String(one.id) === periodId);
    if (!period) return;
    form.setValue('deliveryPeriodKind', period.kind);
    form.setValue('deliveryPeriodName', period.name);
    form.setValue('deliveryPeriodEndDate', period.endDate ?? '');
    // A new order prefilled with a period follows the period's expiry rule (spec 001 §4); an edit keeps its own, a rebid none.
    if (periodSetsExpiry) {
      const expiry = expiryForPeriod(period.endDate);
      form.setValue('expiryMode', expiry.expiryMode);
      form.setValue('expiryDate', expiry.expiryDate);
    }
  }, [periods, periodId, periodKind, form, periodSetsExpiry]);
}
