import { nextTask } from '../nextTask';

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, in a later task', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('timer queued before'), 0);
    order.push('this task');
    await done;
    expect(order.slice(0, 2)).toEqual(['this task', 'microtask']);
    expect(order).toContain('next task');
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    try {
      await nextTask();
      expect(yieldFn).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
