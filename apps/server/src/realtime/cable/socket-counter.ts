/** Open sockets per client address on this process, up to a cap. */
export function createSocketCounter(max: number) {
  const open = new Map<string, number>();
  return {
    isFull: (address: string) => (open.get(address) ?? 0) >= max,
    /** Counts one more socket, or answers false when the address already holds `max`. */
    take(address: string): boolean {
      const count = open.get(address) ?? 0;
      if (count >= max) return false;
      open.set(address, count + 1);
      return true;
    },
    release(address: string) {
      const count = (open.get(address) ?? 0) - 1;
      if (count > 0) open.set(address, count);
      else open.delete(address);
    },
  };
}
