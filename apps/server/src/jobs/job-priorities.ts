/**
 * A job's place in the queue: lower runs first (jobs.priority, decision 0081). The opening sweep
 * (decision 0146) goes first, since it makes the trades; a trade's announcement (feed item and
 * in-app notifications) goes ahead of everything else; a message someone
 * is waiting for at the screen (a sign-in code) goes ahead of bulk e-mail and SMS such as
 * contract notes; the rest keeps arrival order.
 */
export const JOB_PRIORITY = {
  matching: 5,
  announcement: 10,
  alert: 20,
  awaitedMessage: 30,
  delivery: 100,
} as const;

/** By job name; a name not listed (future jobs) runs with delivery. */
const PRIORITY_BY_JOB: Record<string, number> = {
  'market-opened': JOB_PRIORITY.matching,
  'sweep-book': JOB_PRIORITY.matching,
  'trade-made': JOB_PRIORITY.announcement,
  'bid-alerts': JOB_PRIORITY.alert,
  // A raised invoice's in-app notifications: behind the trades' announcements, ahead of the e-mail (its own is 'invoice', delivery).
  'invoice-notifications': JOB_PRIORITY.alert,
  'settlement-step': JOB_PRIORITY.alert,
  // Writing a trade's contract notes and SMS is e-mail and SMS work: it waits behind announcements (decision 0086).
  'trade-confirmations': JOB_PRIORITY.delivery,
};

/** Messages a person waits for before they can go on (sign-in, recovery, confirming an address). */
const AWAITED_MESSAGE_KINDS = new Set(['mfa_code', 'password_reset', 'login_number', 'email_confirmation']);

export function priorityOfJob(name: string): number {
  return PRIORITY_BY_JOB[name] ?? JOB_PRIORITY.delivery;
}

export function priorityOfMessage(kind: string): number {
  return AWAITED_MESSAGE_KINDS.has(kind) ? JOB_PRIORITY.awaitedMessage : JOB_PRIORITY.delivery;
}
