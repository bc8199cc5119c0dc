import type * as AuthSchemas from '@cgx/domain/auth.schemas';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

/**
 * A react-hook-form resolver for one of the auth schemas that loads them, and zod, when the form is
 * first checked rather than with the page: building them was the sign-in page's largest start-up
 * task (decision 0122). Checking still happens on submit, as before.
 */
export function authResolver<T extends FieldValues>(pick: (schemas: typeof AuthSchemas) => z4.$ZodType<T, T>): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), import('@cgx/domain/auth.schemas')]).then(
      ([{ zodResolver }, schemas]) => zodResolver(pick(schemas)) as Resolver<T>,
    );
    return (await loaded)(values, context, options);
  };
}
