import { MultiSelect, Radio, Group, Select, SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { type TVariety, useCommodities, useGrades, useSeasons, useVarieties } from '../api/reference-queries';
import { withAnyChoice } from '../order-form-rules';
import { ANY, ORDER_FIELD_LABELS as LABELS, type OrderFormValues } from '../order-form-values';
import { FormSection } from './form-section';
import { referenceHint } from './reference-hint';

/**
 * The choices: the season, commodity and grade's varieties, by id, and any chosen one the list has no
 * more (an order edited after its variety was retired), by the name the order came with.
 */
function varietyOptions(listed: readonly TVariety[], chosen: string[], names: Record<string, string>) {
  const ids = new Set(listed.map((variety) => String(variety.id)));
  return [
    ...listed.map((variety) => ({ value: String(variety.id), label: variety.name })),
    ...chosen.filter((id) => id !== ANY && !ids.has(id)).map((id) => ({ value: id, label: names[id] || `Variety ${id}` })),
  ];
}

/** The names of the chosen ids: the list's, else those the order came with. */
function namesOf(chosen: string[], listed: readonly TVariety[], known: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const id of chosen) {
    const name = listed.find((variety) => String(variety.id) === id)?.name ?? known[id];
    if (name) names[id] = name;
  }
  return names;
}

type Props = {
  /** Traders may leave varieties as Any (spec 001 §6). */
  anyAllowed: boolean;
  /** Values taken from a reference offer: a field that still holds one says so (spec 001 §2 'reference'). */
  reference?: Partial<OrderFormValues>;
  /**
   * What the grain an offer draws on fixes (a holding: season, commodity and grade; grain on farm:
   * season and commodity, and its grade once graded): shown, not chosen.
   */
  fixed?: { seasonAndCommodity: boolean; grade: boolean };
};

/**
 * Season, commodity, the industry-body grade choice, grade and varieties, with the cascades of
 * spec 001 §4: a new commodity resets the grade, the varieties (to Any), the industry-body choice
 * and the quality parameters (they belong to the commodity); a new season or grade resets the varieties.
 */
export function VarietySection({ anyAllowed, reference, fixed }: Props) {
  const { control, setValue, getValues, formState } = useFormContext<OrderFormValues>();
  const [seasonId, commodityId, gradeId, meets, industryBodyName] = useWatch({
    control,
    name: ['seasonId', 'commodityId', 'gradeId', 'meetsIndustryBodyGrade', 'industryBodyName'],
  });
  const seasons = useSeasons();
  const commodities = useCommodities();
  const grades = useGrades(commodityId);
  const varieties = useVarieties(seasonId, commodityId, gradeId);
  const noneRegistered = varieties.isSuccess && varieties.data.length === 0;
  useEffect(() => {
    setValue('noVarieties', noneRegistered);
  }, [noneRegistered, setValue]);
  const resetVarieties = () => setValue('varieties', anyAllowed ? [ANY] : []);
  const errors = formState.errors;
  const industryGrades = (grades.data ?? []).filter((grade) => grade.industryBody !== 'No');
  const body = industryBodyName ? `a ${industryBodyName}` : 'an industry body';
  const grainFixes = fixed?.seasonAndCommodity === true;
  const gradeFixed = fixed?.grade === true;
  const fromGrain = grainFixes ? 'As your grain is' : undefined;

  return (
    <FormSection title="Variety">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="seasonId"
          render={({ field }) => (
            <Select
              label={LABELS.seasonId}
              required
              disabled={grainFixes}
              data={(seasons.data ?? []).map((season) => ({ value: String(season.id), label: season.name }))}
              value={field.value || null}
              onChange={(value, option) => {
                field.onChange(value ?? '');
                setValue('seasonName', option?.label ?? '');
                resetVarieties();
              }}
              onBlur={field.onBlur}
              error={errors.seasonId?.message}
              description={fromGrain ?? referenceHint(reference?.seasonId, field.value)}
            />
          )}
        />
        <Controller
          control={control}
          name="commodityId"
          render={({ field }) => (
            <Select
              label={LABELS.commodityId}
              required
              searchable
              disabled={grainFixes}
              data={(commodities.data ?? []).map((commodity) => ({ value: String(commodity.id), label: commodity.name }))}
              value={field.value || null}
              onChange={(value) => {
                const commodity = commodities.data?.find((one) => String(one.id) === value);
                field.onChange(value ?? '');
                setValue('commodityName', commodity?.name ?? '');
                setValue('industryBodyName', commodity?.industryBodyName ?? '');
                setValue('gradeId', '');
                setValue('gradeName', '');
                setValue('gradeCode', '');
                setValue('meetsIndustryBodyGrade', 'true');
                setValue('qualityParameters', []);
                resetVarieties();
              }}
              onBlur={field.onBlur}
              error={errors.commodityId?.message}
              description={fromGrain ?? referenceHint(reference?.commodityId, field.value)}
            />
          )}
        />
      </SimpleGrid>
      {!gradeFixed && (
        <Controller
          control={control}
          name="meetsIndustryBodyGrade"
          render={({ field }) => (
            <Radio.Group
              label={`Does the grain meet ${body} grade?`}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('gradeId', '');
                setValue('gradeName', '');
                setValue('gradeCode', '');
                resetVarieties();
              }}
              description={meets === 'false' ? 'Describe the grain with quality parameters below.' : undefined}
            >
              <Group mt={4}>
                <Radio value="true" label="Yes, a grade" />
                <Radio value="false" label="No, by quality parameters" />
              </Group>
            </Radio.Group>
          )}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {meets === 'true' && (
          <Controller
            control={control}
            name="gradeId"
            render={({ field }) => (
              <Select
                label={LABELS.gradeId}
                required
                searchable
                disabled={!commodityId || gradeFixed}
                placeholder={commodityId ? undefined : 'Choose a commodity first'}
                data={industryGrades.map((grade) => ({ value: String(grade.id), label: `${grade.code} – ${grade.name}` }))}
                value={field.value || null}
                onChange={(value) => {
                  const grade = industryGrades.find((one) => String(one.id) === value);
                  field.onChange(value ?? '');
                  setValue('gradeName', grade?.name ?? '');
                  setValue('gradeCode', grade?.code ?? '');
                  resetVarieties();
                }}
                onBlur={field.onBlur}
                error={errors.gradeId?.message}
                description={
                  (gradeFixed ? fromGrain : undefined) ??
                  referenceHint(reference?.gradeId, field.value) ??
                  industryGrades.find((one) => String(one.id) === field.value)?.description
                }
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="varieties"
          render={({ field }) => (
            <MultiSelect
              label={LABELS.varieties}
              searchable
              data={[
                ...(anyAllowed ? [{ value: ANY, label: 'Any' }] : []),
                ...varietyOptions(varieties.data ?? [], field.value, getValues('varietyNames')),
              ]}
              value={field.value}
              onChange={(next) => {
                // The names of what is chosen go with the ids: the preview and a copied bid show them.
                setValue('varietyNames', namesOf(next, varieties.data ?? [], getValues('varietyNames')));
                field.onChange(anyAllowed ? withAnyChoice(field.value, next) : next);
              }}
              onBlur={field.onBlur}
              error={errors.varieties?.message}
              nothingFoundMessage="No varieties for this season and commodity"
              description={noneRegistered && !anyAllowed ? 'No variety is registered for this grain: leave it empty.' : undefined}
              required={!(noneRegistered && !anyAllowed)}
            />
          )}
        />
      </SimpleGrid>
    </FormSection>
  );
}
