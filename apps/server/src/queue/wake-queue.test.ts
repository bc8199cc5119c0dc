import { describe, expect, it } from 'vitest';
import { createWakeQueue } from './wake-queue.ts';

describe('the wake queue', () => {
  it('wakes one sleeper at a time', async () => {
    const queue = createWakeQueue();
    const woken: number[] = [];
    const first = queue.sleep().then(() => woken.push(1));
    const second = queue.sleep().then(() => woken.push(2));
    queue.wakeOne();
    await first;
    expect(woken).toEqual([1]);
    queue.wakeAll();
    await second;
    expect(woken).toEqual([1, 2]);
  });

  it('keeps a wake that finds nobody asleep for the next sleeper (a notice while every slot was busy)', async () => {
    const queue = createWakeQueue();
    queue.wakeOne();
    queue.wakeOne();
    let woke = false;
    await queue.sleep().then(() => {
      woke = true;
    });
    expect(woke).toBe(true);
    // One kept wake, however many came: the next sleeper waits.
    const next = Promise.race([queue.sleep().then(() => 'woken'), new Promise((resolve) => setTimeout(() => resolve('asleep'), 50))]);
    expect(await next).toBe('asleep');
  });
});
