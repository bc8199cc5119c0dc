import { useEffect, useRef } from 'react';
import { type ChannelName, type Subscriber, cable } from './cable-client';

/**
 * Subscribes this component to a /cable channel while it is mounted. `onConnected` runs after
 * every (re)connection: refetch there, since messages sent while disconnected are lost.
 */
export function useChannel(channel: ChannelName, handlers: Subscriber, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | null = null;
    // The first subscription opens the socket: in a task of its own, just after the burst of effects
    // as a page mounts rather than in it (decision 0124).
    const timer = setTimeout(() => {
      unsubscribe = cable.subscribe(channel, {
        onMessage: (message) => latest.current.onMessage(message),
        onConnected: () => latest.current.onConnected?.(),
        onRejected: () => latest.current.onRejected?.(),
      });
    });
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [channel, enabled]);
}
