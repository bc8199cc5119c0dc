import {
  INVITE_FIELD_LABELS as LABELS,
  type TInviteUserRequest,
  type TOrganisationUser,
  ZInviteUserRequest,
} from '@cgx/domain/organisation-users.schemas';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { inviteUser, ORGANISATION_USERS_QUERY_KEY } from '../api/organisation-users-api';

type InviteFormValues = { [Field in keyof TInviteUserRequest]-?: string };
const FIELDS = ['firstName', 'lastName', 'email', 'mobile'] as const;
const EMPTY: InviteFormValues = { firstName: '', lastName: '', email: '', mobile: '' };

interface InviteUserFormProps {
  organisationName: string;
  onInvited: (user: TOrganisationUser) => void;
  onCancel: () => void;
}

/** The administrator invites a colleague: checked by the same schema as POST /api/organisation/users. */
export function InviteUserForm({ organisationName, onInvited, onCancel }: InviteUserFormProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<InviteFormValues, TInviteUserRequest>(ZInviteUserRequest, EMPTY);
  const mutation = useMutation({ mutationFn: inviteUser });
  const { errors } = form.formState;
  const { submit, alert, submitting } = useFormSubmit(form, mutation.mutateAsync, {
    fields: FIELDS,
    labels: LABELS,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...ORGANISATION_USERS_QUERY_KEY] });
      onInvited(user);
    },
  });

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="md" maw={720}>
      <form onSubmit={submit} noValidate aria-label="Invite a user">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The new user joins {organisationName} and gets an e-mail with a link to choose their password. All fields are required unless
            marked optional.
          </Text>
          <FormAlert {...alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={LABELS.firstName}
              required
              autoComplete="off"
              maxLength={60}
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label={LABELS.lastName}
              required
              autoComplete="off"
              maxLength={60}
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
            <TextInput
              label={LABELS.email}
              required
              type="email"
              autoComplete="off"
              maxLength={254}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextInput
              label={LABELS.mobile}
              description="Optional. An Australian mobile."
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={40}
              error={errors.mobile?.message}
              {...form.register('mobile')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
