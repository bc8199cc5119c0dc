import { type TProfile, type TUpdateProfileRequest, ZUpdateProfileRequest } from '@cgx/domain/profile.schemas';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { updateProfile } from '../api/profile-api';
import { PROFILE_FIELDS, PROFILE_LABELS as LABELS, type ProfileFormValues, profileFormValues } from '../profile-fields';

interface ProfileFormProps {
  profile: TProfile;
  onSaved: (profile: TProfile) => void;
  onCancel: () => void;
}

/** Edit Profile: the user's name and mobile, checked by the same schema as PUT /api/profile. */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const form = useSchemaForm<ProfileFormValues, TUpdateProfileRequest>(ZUpdateProfileRequest, profileFormValues(profile));
  const mutation = useMutation({ mutationFn: updateProfile });
  const { errors } = form.formState;
  const { submit, alert, submitting } = useFormSubmit(form, mutation.mutateAsync, {
    fields: PROFILE_FIELDS,
    labels: LABELS,
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="md" maw={720}>
      <form onSubmit={submit} noValidate aria-label="Edit Profile">
        <Stack gap="md">
          <FormAlert {...alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={LABELS.firstName}
              required
              autoComplete="given-name"
              maxLength={60}
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label={LABELS.lastName}
              required
              autoComplete="family-name"
              maxLength={60}
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={LABELS.mobile}
            description="An Australian mobile. Verification codes and SMS alerts go to it when you chose SMS."
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            error={errors.mobile?.message}
            {...form.register('mobile')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              E-mail and login number
            </Text>
            <Text size="sm" c="dimmed">
              {profile.user.email} · {profile.user.loginNumber}. You sign in with these; to change your e-mail, please contact us.
            </Text>
          </Stack>
          <PasswordInput
            label={LABELS.password}
            description="Enter your password to confirm the changes."
            required
            autoComplete="current-password"
            maxLength={128}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
