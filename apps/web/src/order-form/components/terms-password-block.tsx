import { IGRAIN_VERIFICATION_FEE, INSURANCE_COVER_PERCENT } from '@cgx/domain/constants';
import { Anchor, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { IGRAIN_FSG_URL, IGRAIN_POLICY_SCHEDULE_URL, INSURANCE_TERMS_URL } from '../../lib/external-links';
import type { OrderFormValues } from '../order-form-values';

/** spec 001 §1, word for word. */
export const IGRAIN_INSURANCE_TEXT = [
  `All sales are protected by counterparty insurance covering ${INSURANCE_COVER_PERCENT}% of the grain value.`,
  'An annual igrainX insure premium protects against payment default.',
  `The insure verification fee is $${IGRAIN_VERIFICATION_FEE} initially, with the rest charged on the first trade.`,
];

/** Each document opens in a tab of its own, so the form being filled in stays where it is. */
const newTab = (url: string) => (url.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : { target: '_blank' });

/** igrainX insurance: the spec's text and its terms, a policy schedule and a financial services guide. */
export function IgrainInsuranceNote() {
  return (
    <Stack gap={4}>
      {IGRAIN_INSURANCE_TEXT.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      <Group gap="md">
        <Anchor href={INSURANCE_TERMS_URL} size="sm" {...newTab(INSURANCE_TERMS_URL)}>
          Insurance terms
        </Anchor>
        <Anchor href={IGRAIN_POLICY_SCHEDULE_URL} size="sm" {...newTab(IGRAIN_POLICY_SCHEDULE_URL)}>
          Policy schedule
        </Anchor>
        <Anchor href={IGRAIN_FSG_URL} size="sm" {...newTab(IGRAIN_FSG_URL)}>
          Financial services guide
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * The end of every preview (spec 001 §2): the insurance terms link (igrainX: the insurance text
 * and its documents), the terms box, and a password field when no password token is live.
 */
export function TermsPasswordBlock() {
  const { control, register, formState } = useFormContext<OrderFormValues>();
  const [market, needsPassword] = useWatch({ control, name: ['market', 'needsPassword'] });
  const errors = formState.errors;
  return (
    <Stack gap="sm">
      {market === 'igrainx' && <IgrainInsuranceNote />}
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <Anchor href="/terms-and-conditions" target="_blank" inherit>
              terms and conditions
            </Anchor>
            {market === 'igrainx' ? ', including the igrainX insurance terms' : ''}
          </>
        }
        error={errors.termsCheckbox?.message}
        {...register('termsCheckbox')}
      />
      {needsPassword && (
        <PasswordInput
          label="Password"
          description="Enter your password to confirm."
          required
          autoComplete="current-password"
          maw={360}
          error={errors.password?.message}
          {...register('password')}
        />
      )}
    </Stack>
  );
}
