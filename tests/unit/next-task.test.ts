/** @jest-environment node */
import { inNextTask } from '@/lib/next-task';

const task = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

describe('inNextTask', () => {
  it('runs after the current task and its microtasks, not within them', async () => {
    const seen: string[] = [];
    inNextTask(() => seen.push('next task'));
    await Promise.resolve();
    seen.push('this task');
    await task();
    expect(seen).toEqual(['this task', 'next task']);
  });

  it('runs nothing once cancelled', async () => {
    const run = jest.fn();
    const cancel = inNextTask(run);
    cancel();
    await task();
    expect(run).not.toHaveBeenCalled();
  });

  it('falls back to a zero timer where there is no MessageChannel', () => {
    jest.useFakeTimers();
    const original = globalThis.MessageChannel;
    // @ts-expect-error: a runtime without MessageChannel
    delete globalThis.MessageChannel;
    try {
      const run = jest.fn();
      inNextTask(run);
      expect(run).not.toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.MessageChannel = original;
      jest.useRealTimers();
    }
  });
});
