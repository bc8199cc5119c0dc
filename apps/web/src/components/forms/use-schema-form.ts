import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by the shared zod schema the server checks with: what the form
 * holds (`TValues`, strings while typing) and what it sends (`TOutput`, the schema's output).
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, unknown>,
  defaultValues: DefaultValues<TValues>,
) {
  return useForm<TValues, unknown, TOutput>({
    // zodResolver's overloads cannot follow a schema given as a type parameter; the cast is the only one.
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues,
  });
}
