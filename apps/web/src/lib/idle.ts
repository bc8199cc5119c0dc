/** Runs `run` when the browser is next idle, at the latest after `timeout` ms. Returns a cancel function. */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

/**
 * Resolves in a task of its own (`scheduler.yield`, where the browser has it; at once elsewhere), so
 * work that awaits it first is split off the task that started it.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}
