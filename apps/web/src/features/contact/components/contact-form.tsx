import { CONTACT_MAX_LENGTH, CONTACT_TOPICS, type TContactRequest, ZContactRequest } from '@cgx/domain/contact.schemas';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { sendContactMessage } from '../api/contact-api';
import { CONTACT_FIELD_LABELS as LABELS, CONTACT_FIELDS, type ContactFormValues, emptyContactForm } from '../contact-fields';
import { ContactSent } from './contact-sent';

interface ContactFormProps {
  /** Prefilled values: a signed-in user's name and e-mail, a topic from the link that led here. */
  defaults?: Partial<ContactFormValues>;
}

/** The contact-us form, validated by the same schema as POST /api/contact. */
export function ContactForm({ defaults }: ContactFormProps) {
  const form = useSchemaForm<ContactFormValues, TContactRequest>(ZContactRequest, emptyContactForm(defaults));
  const mutation = useMutation({ mutationFn: sendContactMessage });
  const { errors } = form.formState;
  const { submit, alert } = useFormSubmit(form, mutation.mutateAsync, { fields: CONTACT_FIELDS, labels: LABELS });

  if (mutation.isSuccess && mutation.variables) {
    return (
      <ContactSent
        name={mutation.variables.name}
        email={mutation.variables.email}
        onSendAnother={() => {
          form.reset(emptyContactForm({ ...defaults, name: mutation.variables.name, email: mutation.variables.email }));
          mutation.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Contact us">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          All fields are required unless marked optional.
        </Text>
        <FormAlert {...alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={LABELS.name}
            required
            autoComplete="name"
            maxLength={CONTACT_MAX_LENGTH.name}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={LABELS.email}
            type="email"
            required
            autoComplete="email"
            maxLength={CONTACT_MAX_LENGTH.email}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label={LABELS.phone}
            description="Optional. In case it is easier to call you back."
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={CONTACT_MAX_LENGTH.phone}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextInput
            label={LABELS.organisation}
            description="Optional. Your farm, business or trading name."
            autoComplete="organization"
            maxLength={CONTACT_MAX_LENGTH.organisation}
            error={errors.organisation?.message}
            {...form.register('organisation')}
          />
        </SimpleGrid>
        <NativeSelect
          label={LABELS.topic}
          required
          data={[{ value: '', label: 'Select a topic' }, ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: topic }))]}
          error={errors.topic?.message}
          {...form.register('topic')}
        />
        <Textarea
          label={LABELS.message}
          description={`Up to ${CONTACT_MAX_LENGTH.message.toLocaleString('en-AU')} characters. Please do not include passwords or bank details.`}
          required
          rows={6}
          resize="vertical"
          withAsterisk={false}
          maxLength={CONTACT_MAX_LENGTH.message}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={mutation.isPending} w={{ base: '100%', sm: 'auto' }} miw={180}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
