import type { AppContext } from '../context.ts';

/**
 * Web processes tell workers that trade announcements are waiting, so an idle worker starts on
 * them at once instead of at its next poll (decision 0085). The NOTIFY is sent after the matching
 * transaction has committed, in a statement of its own: a NOTIFY inside that transaction would
 * hold PostgreSQL's notify lock through its commit (decision 0082).
 */
export const JOBS_READY_CHANNEL = 'cgx_jobs_ready';

type Sender = { sending: boolean; again: boolean };
const senders = new WeakMap<AppContext['database'], Sender>();

/**
 * Fire and forget, after a commit that enqueued announcements. At most one NOTIFY per process is
 * in flight; calls meanwhile are folded into one more after it, so a burst of trades costs a few.
 */
export function wakeWorkers(context: AppContext): void {
  let sender = senders.get(context.database);
  if (!sender) {
    sender = { sending: false, again: false };
    senders.set(context.database, sender);
  }
  if (sender.sending) {
    sender.again = true;
    return;
  }
  const state = sender;
  state.sending = true;
  const send = (): void => {
    state.again = false;
    context.database
      .notify(JOBS_READY_CHANNEL, '')
      .catch((error: unknown) => context.log.warn({ err: error }, 'waking the workers failed; they will poll'))
      .finally(() => {
        if (state.again) send();
        else state.sending = false;
      });
  };
  send();
}

/** A worker's side: calls onWork whenever a web process says announcements are waiting. Answers the stop. */
export function listenForWork(context: AppContext, onWork: () => void): Promise<() => Promise<void>> {
  return context.database.listen(JOBS_READY_CHANNEL, () => onWork());
}
