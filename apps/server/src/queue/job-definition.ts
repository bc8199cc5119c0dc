import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { JOB_PRIORITY } from './job-priorities.ts';

/**
 * A kind of job: its id (jobs.name), its payload's schema and its place in the queue. A definition
 * imports no module, so whoever enqueues the job depends on this alone; the module that does the
 * work supplies its handler to the registry (composition/jobs.ts).
 */
export type JobDefinition<Payload> = {
  readonly id: string;
  readonly payload: z.ZodType<Payload>;
  /** Lower runs first (job-priorities.ts). */
  readonly priority: number;
  /**
   * Every effect is in the database: it commits with the job's completion, so the job takes
   * effect exactly once, and jobs of the kind may run several to a transaction (decision 0083).
   * Others (sending e-mail) take effect at least once.
   */
  readonly transactional: boolean;
};

export function defineJob<Schema extends z.ZodType>(
  id: string,
  payload: Schema,
  options: { priority?: number; transactional?: boolean } = {},
): JobDefinition<z.output<Schema>> {
  return {
    id,
    payload: payload as z.ZodType<z.output<Schema>>,
    priority: options.priority ?? JOB_PRIORITY.delivery,
    transactional: options.transactional ?? false,
  };
}

export type JobHandler<Payload> = (context: AppContext, payload: Payload) => Promise<unknown>;

type RegisteredJob = { job: JobDefinition<unknown>; handle: JobHandler<never> };

/** A job kind and the function that does its work: one entry of the registry. */
export const handledBy = <Payload>(job: JobDefinition<Payload>, handle: JobHandler<Payload>): RegisteredJob => ({
  job: job as JobDefinition<unknown>,
  handle: handle as JobHandler<never>,
});

/** Every job kind a worker runs, by id. */
export type JobRegistry = {
  find(id: string): RegisteredJob | undefined;
  /** Kinds whose jobs may run several to a transaction: all their effects are in the database. */
  transactionalIds: readonly string[];
};

export function jobRegistry(entries: readonly RegisteredJob[]): JobRegistry {
  const byId = new Map(entries.map((entry) => [entry.job.id, entry]));
  if (byId.size !== entries.length) throw new Error('two job kinds share an id');
  return {
    find: (id) => byId.get(id),
    transactionalIds: entries.filter((entry) => entry.job.transactional).map((entry) => entry.job.id),
  };
}
