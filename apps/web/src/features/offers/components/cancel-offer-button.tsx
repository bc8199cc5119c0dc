import { ZPasswordTokenRequest } from '@cgx/domain/auth.schemas';
import type { TOfferView } from '@cgx/domain/orders.schemas';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { forgetPasswordToken, livePasswordToken, passwordTokenFor } from '../../order-form/api/password-token';
import { cancelOffer } from '../api/offers-api';

/** spec 001 §2 'Offer form': the confirmation's words. */
export const CANCEL_OFFER_TITLE = 'Cancel offer?';
export const CANCEL_OFFER_TEXT = 'Do you want to cancel the offer?';

const ZNoPassword = z.object({ password: z.string().optional() });
type Values = { password: string };

/** An active offer's Cancel button: asks 'Cancel offer?', with the password when no token is live, then cancels it. */
export function CancelOfferButton({ offer, what }: { offer: TOfferView; what: string }) {
  const [open, setOpen] = useState(false);
  // Decided when the dialog opens: a token that dies while it is open is asked for again after the server says so.
  const [needsPassword, setNeedsPassword] = useState(false);
  const show = () => {
    setNeedsPassword(livePasswordToken() === null);
    setOpen(true);
  };
  return (
    <>
      <Button size="compact-sm" variant="light" color="red" onClick={show} aria-label={`Cancel offer: ${what}`}>
        Cancel
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={CANCEL_OFFER_TITLE} centered>
        {open && (
          <CancelOfferForm
            key={String(needsPassword)}
            offerId={offer.id}
            needsPassword={needsPassword}
            onPasswordNeeded={() => setNeedsPassword(true)}
            onDone={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}

type FormProps = { offerId: number; needsPassword: boolean; onPasswordNeeded: () => void; onDone: () => void };

function CancelOfferForm({ offerId, needsPassword, onPasswordNeeded, onDone }: FormProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, { password?: string }>(needsPassword ? ZPasswordTokenRequest : ZNoPassword, { password: '' });
  const { submit, submitting, alert } = useFormSubmit(
    form,
    async (values) => {
      const token = await passwordTokenFor(values.password ?? '');
      try {
        await cancelOffer(offerId, token);
      } catch (error) {
        // The token died (expired, or another session's): ask for the password and try again.
        if (isApiError(error) && error.errors?.password && !needsPassword) {
          forgetPasswordToken();
          onPasswordNeeded();
        }
        throw error;
      }
    },
    {
      fields: needsPassword ? ['password'] : [],
      onSuccess: async () => {
        notifySuccess('The offer is cancelled.');
        onDone();
        // Every list on screen: the offer leaves the active ones and its tonnes are available again.
        await queryClient.invalidateQueries({ queryKey: LIST_QUERY_ROOT });
      },
    },
  );
  return (
    <form onSubmit={submit} noValidate aria-label={CANCEL_OFFER_TITLE}>
      <Stack gap="md">
        <FormAlert {...alert} />
        <Text>{CANCEL_OFFER_TEXT}</Text>
        {needsPassword && (
          <PasswordInput
            label="Password"
            description="Enter your password to confirm."
            autoComplete="current-password"
            required
            data-autofocus
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Keep offer
          </Button>
          <Button type="submit" color="red" loading={submitting}>
            Cancel offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
