/** Idle slots of a job runner, woken one at a time (a poll, a finished job) or all at once (stop). */
export function createWakeQueue() {
  const sleepers: (() => void)[] = [];
  return {
    sleep: () => new Promise<void>((resolve) => sleepers.push(resolve)),
    wakeOne() {
      sleepers.shift()?.();
    },
    wakeAll() {
      for (const wake of sleepers.splice(0)) wake();
    },
  };
}
