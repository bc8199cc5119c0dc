import { STORAGE_KEYS } from '../../lib/storage';

/** spec 000 §4: a read action is broadcast to the other windows of this browser, which refetch. */
export interface ReadBroadcast {
  /** Tells the other windows that notifications were read here. */
  announce(): void;
  close(): void;
}

export const READ_CHANNEL_NAME = 'cgx.notifications';

interface BroadcastEnvironment {
  BroadcastChannel?: typeof BroadcastChannel;
  storage?: Storage | null;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function defaultEnvironment(): BroadcastEnvironment {
  const storage = localStorageOrNull();
  return { BroadcastChannel: typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel, storage, target: window };
}

/**
 * BroadcastChannel where the browser has it; otherwise a write to localStorage, whose `storage`
 * event reaches every other window of the origin (never the writer itself, like BroadcastChannel).
 */
export function openReadBroadcast(onRemoteRead: () => void, environment: BroadcastEnvironment = defaultEnvironment()): ReadBroadcast {
  const Channel = environment.BroadcastChannel;
  if (Channel) {
    const channel = new Channel(READ_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'read') onRemoteRead();
    };
    return {
      announce: () => channel.postMessage({ type: 'read', at: Date.now() }),
      close: () => channel.close(),
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.notificationsRead && event.newValue !== null) onRemoteRead();
  };
  environment.target.addEventListener('storage', onStorage as EventListener);
  return {
    announce: () => {
      try {
        // A fresh value every time, or a second read action would not change the key and fire no event.
        environment.storage?.setItem(STORAGE_KEYS.notificationsRead, `${Date.now()}:${Math.random()}`);
      } catch {
        // Storage blocked: other windows catch up on their next fetch.
      }
    },
    close: () => environment.target.removeEventListener('storage', onStorage as EventListener),
  };
}
