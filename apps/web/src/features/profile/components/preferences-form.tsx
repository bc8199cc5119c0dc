import { type TPreferences, type TUpdatePreferencesRequest, ZUpdatePreferencesRequest } from '@cgx/domain/preferences.schemas';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatMobile } from '../../../lib/format';
import { fetchPreferences, PREFERENCES_QUERY_KEY, updatePreferences } from '../api/profile-api';
import { useProfile } from '../api/use-profile';

type PreferencesValues = { smsBidAlerts: boolean };

/** Notification preferences: the SMS a grower gets when a new firm bid matches grain they hold. */
export function PreferencesForm({ onSaved }: { onSaved: (preferences: TPreferences) => void }) {
  const preferences = useQuery({ queryKey: PREFERENCES_QUERY_KEY, queryFn: ({ signal }) => fetchPreferences(signal) });
  if (preferences.isPending) return <Skeleton height={200} radius="md" maw={720} />;
  if (preferences.isError) {
    return (
      <Alert color="red" title="Your preferences could not be loaded" role="alert">
        {preferences.error.message}
      </Alert>
    );
  }
  return <PreferencesFields saved={preferences.data} onSaved={onSaved} />;
}

function PreferencesFields({ saved, onSaved }: { saved: TPreferences; onSaved: (preferences: TPreferences) => void }) {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const form = useSchemaForm<PreferencesValues, TUpdatePreferencesRequest>(ZUpdatePreferencesRequest, saved);
  const mutation = useMutation({ mutationFn: updatePreferences });
  const { submit, alert, submitting } = useFormSubmit(form, mutation.mutateAsync, {
    fields: ['smsBidAlerts'],
    labels: { smsBidAlerts: 'SMS alerts for new bids' },
    onSuccess: (result) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, result);
      form.reset(result);
      onSaved(result);
    },
  });
  const mobile = profile.data?.user.mobile;
  const { errors } = form.formState;

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="md" maw={720}>
      <form onSubmit={submit} noValidate aria-label="Notification preferences">
        <Stack gap="md">
          <FormAlert {...alert} />
          <Switch
            label="SMS alerts for new bids"
            description="Get an SMS when a buyer posts a firm bid for grain you hold: the same season, commodity and grade, at your site or in its port zone, while you still have tonnes not on offer."
            error={errors.smsBidAlerts?.message}
            // Mantine's Switch keeps its own checked state: it starts from the saved choice.
            defaultChecked={saved.smsBidAlerts}
            {...form.register('smsBidAlerts')}
          />
          {profile.isSuccess && (
            <Text size="sm" c={mobile ? 'dimmed' : 'red'}>
              {mobile ? (
                <>Alerts go to {formatMobile(mobile)}. </>
              ) : (
                <>There is no mobile number on your account, so no alert can be sent. </>
              )}
              <Anchor component={Link} to="/portal/profile/edit" size="sm" underline="always">
                {mobile ? 'Change your mobile' : 'Add your mobile'}
              </Anchor>
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} disabled={!form.formState.isDirty}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
