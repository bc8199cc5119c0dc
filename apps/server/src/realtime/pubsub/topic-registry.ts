import type { MessageHandler } from './pubsub.ts';

type Topic = { handlers: Set<MessageHandler>; ready: Promise<void> };

type TopicRegistryOptions = {
  /** Called when a topic gets its first handler of this process; resolves once messages flow. */
  start(topic: string): Promise<void>;
  /** Called when a topic loses its last handler. */
  stop(topic: string): Promise<void>;
  onHandlerError(error: unknown, topic: string): void;
};

/**
 * This process's handlers by topic. A transport subscription is started once per topic, and
 * stopping and restarting one topic is serialised so a quick unsubscribe/subscribe keeps order.
 */
export function createTopicRegistry(options: TopicRegistryOptions) {
  const topics = new Map<string, Topic>();
  const stopping = new Map<string, Promise<void>>();

  async function remove(topic: string, entry: Topic, handler: MessageHandler) {
    entry.handlers.delete(handler);
    if (entry.handlers.size > 0 || topics.get(topic) !== entry) return;
    topics.delete(topic);
    const stopped = entry.ready
      .catch(() => undefined)
      .then(() => options.stop(topic))
      .finally(() => {
        if (stopping.get(topic) === stopped) stopping.delete(topic);
      });
    stopping.set(topic, stopped);
    await stopped;
  }

  return {
    async add(topic: string, handler: MessageHandler): Promise<() => Promise<void>> {
      let entry = topics.get(topic);
      if (!entry) {
        const previous = stopping.get(topic) ?? Promise.resolve();
        entry = { handlers: new Set(), ready: previous.catch(() => undefined).then(() => options.start(topic)) };
        topics.set(topic, entry);
      }
      const subscribed = entry;
      subscribed.handlers.add(handler);
      try {
        await subscribed.ready;
      } catch (error) {
        subscribed.handlers.delete(handler);
        if (subscribed.handlers.size === 0 && topics.get(topic) === subscribed) topics.delete(topic);
        throw error;
      }
      let removed = false;
      return async () => {
        if (removed) return;
        removed = true;
        await remove(topic, subscribed, handler);
      };
    },

    deliver(topic: string, message: unknown) {
      for (const handler of topics.get(topic)?.handlers ?? []) {
        try {
          handler(message);
        } catch (error) {
          options.onHandlerError(error, topic);
        }
      }
    },

    clear() {
      topics.clear();
    },
  };
}
