import { MSG } from '@cgx/domain/messages';
import {
  AUSTRALIAN_STATES,
  REGISTRATION_SCHEMAS,
  type TParsedRegistration,
  type TRegistrationResponse,
  type TRegistrationType,
} from '@cgx/domain/registration.schemas';
import { Button, Checkbox, Fieldset, Group, NativeSelect, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { registerOrganisation } from '../api/registration-api';
import {
  defaultValuesFor,
  isOptionalField,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationFormValues,
} from '../registration-fields';

interface Props {
  type: TRegistrationType;
  source: string | null;
  onRegistered: (answer: TRegistrationResponse) => void;
}

const FIELD_HINTS: Partial<Record<RegistrationField, string>> = {
  mobile: 'An Australian mobile, e.g. 0412 345 678. We send trade alerts and sign-in codes here.',
  ngr: 'Your 8-digit National Grower Register number.',
  abn: '11 digits, spaces allowed.',
  password: MSG.passwordRule,
};

/** One registration form per type, validated by the same schema as the server (REGISTRATION_SCHEMAS). */
export function RegistrationForm({ type, source, onRegistered }: Props) {
  const fields = REGISTRATION_FIELDS[type];
  const form = useSchemaForm<RegistrationFormValues, TParsedRegistration>(REGISTRATION_SCHEMAS[type], defaultValuesFor(type));
  const mutation = useMutation({ mutationFn: (body: TParsedRegistration) => registerOrganisation(type, body, source) });
  const { errors } = form.formState;

  const { submit, alert } = useFormSubmit(form, mutation.mutateAsync, { fields, onSuccess: onRegistered });

  const has = (field: RegistrationField) => fields.includes(field);
  const optional = (field: RegistrationField) => isOptionalField(type, field);
  const hint = (field: RegistrationField) =>
    optional(field) ? ['Optional.', FIELD_HINTS[field]].filter(Boolean).join(' ') : FIELD_HINTS[field];
  const text = (field: RegistrationField, props: Record<string, unknown> = {}): ReactNode =>
    has(field) ? (
      <TextInput
        label={REGISTRATION_FIELD_LABELS[field]}
        description={hint(field)}
        required={!optional(field)}
        error={errors[field]?.message}
        {...props}
        {...form.register(field)}
      />
    ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          All fields are required unless marked optional.
        </Text>
        <FormAlert {...alert} />
        <Fieldset legend="About you" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('firstName', { autoComplete: 'given-name' })}
            {text('lastName', { autoComplete: 'family-name' })}
            {text('email', { type: 'email', autoComplete: 'email' })}
            {text('mobile', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Your business" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('ngr', { inputMode: 'numeric', maxLength: 8 })}
            {text('tradingName', { autoComplete: 'organization' })}
            {text('abn', { inputMode: 'numeric' })}
            {has('state') && (
              <NativeSelect
                label={REGISTRATION_FIELD_LABELS.state}
                description={hint('state')}
                required={!optional('state')}
                data={[{ value: '', label: 'Select a state' }, ...AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }))]}
                error={errors.state?.message}
                {...form.register('state')}
              />
            )}
            {text('postcode', { inputMode: 'numeric', maxLength: 4, autoComplete: 'postal-code' })}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Your password" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label={REGISTRATION_FIELD_LABELS.password}
              description={FIELD_HINTS.password}
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordInput
              label={REGISTRATION_FIELD_LABELS.passwordConfirmation}
              autoComplete="new-password"
              required
              error={errors.passwordConfirmation?.message}
              {...form.register('passwordConfirmation')}
            />
          </SimpleGrid>
        </Fieldset>

        <Checkbox label={REGISTRATION_FIELD_LABELS.acceptTerms} error={errors.acceptTerms?.message} {...form.register('acceptTerms')} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={mutation.isPending} w={{ base: '100%', sm: 'auto' }} miw={180}>
            Register
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
