import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, type ServerErrorMapping, type ServerErrorResult } from '../../lib/form-errors';

export type FormSubmitOptions<TOutput, TResult> = ServerErrorMapping & {
  /**
   * List every error at the top, those shown on their fields too (the trading forms, spec 001 §8).
   * Without it the top shows the server's message and the errors no field shows.
   */
  summariseAll?: boolean;
  onSuccess?: (result: TResult, values: TOutput) => void | Promise<void>;
  /**
   * After the server's errors are on their fields: what else the form does on a failure (a wizard
   * goes back to step 1, unticks the terms box and scrolls to the top, spec 001 §4). Answer false to
   * keep the summary from the top of the form (the form shows the error its own way).
   */
  onServerError?: (result: ServerErrorResult, error: unknown) => boolean | void;
};

/** What the top of the form shows after a failed submit: `<FormAlert {...submit.alert} />`. */
export type FormFailure = { message: string | null; items: string[] };

/**
 * The one way a form sends its values (docs/adding-a-screen.md): the shared schema checks them
 * first (the form's resolver), the server's answer puts its errors on their fields, nested ones
 * included, and the summary of every error goes to the top of the form (spec 001 §8).
 */
export function useFormSubmit<TValues extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  send: (values: TOutput) => Promise<TResult>,
  options: FormSubmitOptions<TOutput, TResult>,
) {
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let result: TResult;
    try {
      result = await send(values);
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, options);
      if (options.onServerError?.(placed, error) === false) return;
      const listed = options.summariseAll ? placed.summary : Object.values(placed.unmatched).flat();
      // One message: say it once; several errors: the list, under the server's message when it adds one.
      const items = listed.length === 1 && listed[0] === placed.message ? [] : listed;
      setFailure({ message: placed.message, items });
      return;
    }
    await options.onSuccess?.(result, values);
  });

  return {
    submit,
    submitting: form.formState.isSubmitting,
    alert: failure ?? { message: null, items: [] },
  };
}
