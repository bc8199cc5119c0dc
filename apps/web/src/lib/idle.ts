/** Runs `run` when the browser is next idle, at the latest after `timeout` ms. Returns a cancel function. */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}
