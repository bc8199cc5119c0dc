import type { TClientAuthorisation } from '@cgx/domain/authorisations.schemas';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendSubscriptionLink } from '../api/insure-api';

/** My Clients' row button (spec 001 §7 'subscription link', decision 0169): e-mails the client's administrator the igrainX insure link. */
export function SubscriptionLinkButton({ client }: { client: TClientAuthorisation }) {
  const mutation = useMutation({
    mutationFn: () => sendSubscriptionLink(client.id),
    onSuccess: ({ sentTo }) => notifySuccess(`Subscription link sent to ${sentTo}.`),
    onError: (error) => notifyError(isApiError(error) ? error.message : String(error), 'Subscription link not sent'),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
      aria-label={`Send subscription link to ${client.growerTradingName}`}
    >
      Send subscription link
    </Button>
  );
}
