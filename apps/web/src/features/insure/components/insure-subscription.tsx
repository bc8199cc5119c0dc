import { formatSydneyDay } from '@cgx/domain/calendar';
import { type TInsureSubscription, type TSubscribeRequest, ZSubscribeRequest } from '@cgx/domain/insure.schemas';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { FormAlert } from '../../../components/ui/form-alert';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { notifySuccess } from '../../../lib/notify';
import { IgrainInsuranceNote } from '../../../order-form/components/terms-password-block';
import { INSURE_QUERY_KEY, subscribeToInsure, useInsureSubscription } from '../api/insure-api';

type SubscribeFormValues = { acceptTerms: boolean };
const LABELS = { acceptTerms: 'I agree to the igrainX insure terms' };

export function insureStatusText(subscription: TInsureSubscription): string {
  if (subscription.status === 'active')
    return subscription.activatedAt ? `Subscribed since ${formatSydneyDay(subscription.activatedAt)}` : 'Subscribed';
  return subscription.status === 'invited' ? 'Invited by your agent' : 'Not subscribed';
}

function SubscribeForm() {
  const queryClient = useQueryClient();
  const form = useSchemaForm<SubscribeFormValues, TSubscribeRequest>(ZSubscribeRequest, { acceptTerms: false });
  const mutation = useMutation({ mutationFn: subscribeToInsure });
  const { submit, alert, submitting } = useFormSubmit(form, mutation.mutateAsync, {
    fields: ['acceptTerms'],
    labels: LABELS,
    onSuccess: (subscription) => {
      queryClient.setQueryData(INSURE_QUERY_KEY, subscription);
      notifySuccess('You now subscribe to igrainX insure.');
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Subscribe to igrainX insure">
      <Stack gap="md">
        <FormAlert {...alert} />
        <Checkbox label={LABELS.acceptTerms} error={form.formState.errors.acceptTerms?.message} {...form.register('acceptTerms')} />
        <Group>
          <Button type="submit" loading={submitting}>
            Subscribe
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * igrainX insure (spec 001 §1, §7; decision 0169): the cover, its terms and documents, the
 * verification fee, the organisation's subscription and, until it subscribes, the subscribe form.
 */
export function InsureSubscription() {
  const subscription = useInsureSubscription();
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="md" maw={720}>
      <Stack gap="lg">
        {/* The note says the verification fee and when the rest of the premium is charged. */}
        <IgrainInsuranceNote />
        {subscription.isPending ? (
          <CenteredLoader />
        ) : subscription.isError ? (
          <Alert color="red" role="alert">
            {subscription.error.message}
          </Alert>
        ) : (
          <>
            <Text fw={600} aria-live="polite">
              Status: {insureStatusText(subscription.data)}
            </Text>
            {subscription.data.status !== 'active' && <SubscribeForm />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
