/**
 * A job's place in the queue: lower runs first (jobs.priority, decision 0081). The opening sweep
 * (decision 0146) goes first, since it makes the trades; a trade's announcement (feed item and
 * in-app notifications) goes ahead of everything else; a message someone
 * is waiting for at the screen (a sign-in code) goes ahead of bulk e-mail and SMS such as
 * contract notes; the rest keeps arrival order. Each job's definition names its priority (defineJob).
 */
export const JOB_PRIORITY = {
  matching: 5,
  announcement: 10,
  alert: 20,
  awaitedMessage: 30,
  delivery: 100,
} as const;
