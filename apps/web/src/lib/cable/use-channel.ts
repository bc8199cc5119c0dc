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
    return cable.subscribe(channel, {
      onMessage: (message) => latest.current.onMessage(message),
      onConnected: () => latest.current.onConnected?.(),
      onRejected: () => latest.current.onRejected?.(),
    });
  }, [channel, enabled]);
}
