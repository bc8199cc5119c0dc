import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormFailure } from '../components/forms/use-form-submit';
import { isApiError } from '../lib/api-client';
import type { ServerErrorResult } from '../lib/form-errors';
import { forgetPasswordToken, livePasswordToken } from './api/password-token';
import { formErrorList } from './form-error-list';
import type { OrderFormValues } from './order-form-values';

/** A trading form's step changes and failures start at the top of the page (spec 001 §4). */
export const scrollFormToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * The two steps every trading form shares (spec 001 §2, §4, §8): 'Preview …' checks step 1 and
 * shows the preview, asking for the password when no token is live; Back returns to the form; a
 * server error goes back to step 1 with the terms box unticked and the page at the top, except a
 * password error, which stays on the preview's password field. After a refused preview the top
 * lists what is still wrong, and shrinks as the fields are put right.
 */
export function useOrderWizard<TValues extends FieldValues, TOutput>(form: UseFormReturn<TValues, unknown, TOutput>) {
  // The shared fields (step, terms box, password) are OrderFormValues' own.
  const shared = form as unknown as UseFormReturn<OrderFormValues>;
  const [triedPreview, setTriedPreview] = useState(false);

  const preview = form.handleSubmit(
    () => {
      setTriedPreview(false);
      shared.setValue('needsPassword', livePasswordToken() === null);
      shared.setValue('termsCheckbox', false);
      shared.setValue('step', '2');
      scrollFormToTop();
    },
    () => {
      setTriedPreview(true);
      scrollFormToTop();
    },
  );

  const backToForm = () => {
    shared.setValue('step', '1');
    shared.setValue('termsCheckbox', false);
    shared.clearErrors(['termsCheckbox', 'password']);
    scrollFormToTop();
  };

  /** useFormSubmit's onServerError. */
  const onServerError = (result: ServerErrorResult, error: unknown) => {
    const onPassword = isApiError(error) && Boolean(error.errors?.password ?? error.errors?.passwordToken);
    if (onPassword) {
      // The password (or the token) was refused: it is asked for again, on the preview.
      forgetPasswordToken();
      shared.setValue('needsPassword', true);
      return Object.keys(result.unmatched).length > 0;
    }
    backToForm();
    return true;
  };

  /** The summary's lines at the top: the server's, or after a refused preview the form's own. */
  const summary = (alert: FormFailure, labels: Record<string, string>): FormFailure => {
    const serverFailed = Boolean(alert.message) || alert.items.length > 0;
    // Each quality amount by its parameter's name, as its row reads ('Protein (Minimum): Must be a whole number').
    // A form without quality parameters (a staff-recorded trade) has none to name.
    const rows = Object.fromEntries(
      (shared.getValues('qualityParameters') ?? []).flatMap((row, index) =>
        row.name ? [[`qualityParameters.${index}.amount`, row.limit ? `${row.name} (${row.limit})` : row.name]] : [],
      ),
    );
    const own =
      triedPreview && shared.getValues('step') === '1' && !serverFailed ? formErrorList(form.formState.errors, { ...labels, ...rows }) : [];
    return { ...alert, items: [...alert.items, ...own] };
  };

  return { preview, backToForm, onServerError, summary };
}
