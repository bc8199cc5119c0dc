/**
 * Idle slots of a job runner, woken one at a time (a poll, a finished job, a web process saying
 * trades are waiting) or all at once (stop). A wake that finds no slot asleep is kept for the next
 * slot to fall asleep, so a notice that arrives while every slot is busy claiming is not lost.
 */
export function createWakeQueue() {
  const sleepers: (() => void)[] = [];
  let kept = false;
  return {
    sleep: () =>
      new Promise<void>((resolve) => {
        if (kept) {
          kept = false;
          resolve();
        } else sleepers.push(resolve);
      }),
    wakeOne() {
      const sleeper = sleepers.shift();
      if (sleeper) sleeper();
      else kept = true;
    },
    wakeAll() {
      for (const wake of sleepers.splice(0)) wake();
    },
  };
}
