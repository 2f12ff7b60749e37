import { afterLoad, afterLoadWhenIdle } from '../afterLoad';

/** A window whose document is still loading, with its own load event. */
function loadingWindow() {
  const target = new EventTarget();
  const win = { document: { readyState: 'loading' }, addEventListener: target.addEventListener.bind(target), removeEventListener: target.removeEventListener.bind(target) };
  return { win: win as unknown as Window, load: () => target.dispatchEvent(new Event('load')) };
}

test('runs at once on a loaded page', () => {
  const run = jest.fn();
  afterLoad(run);
  expect(run).toHaveBeenCalledTimes(1);
});

test('waits for the load event on a loading page, runs once, and can be cancelled before it', () => {
  const { win, load } = loadingWindow();
  const run = jest.fn();
  afterLoad(run, win);
  expect(run).not.toHaveBeenCalled();
  load();
  load();
  expect(run).toHaveBeenCalledTimes(1);

  const other = loadingWindow();
  const cancelled = jest.fn();
  afterLoad(cancelled, other.win)();
  other.load();
  expect(cancelled).not.toHaveBeenCalled();
});

describe('afterLoadWhenIdle', () => {
  /** A loading window with an idle callback queue the test runs by hand. */
  function idleWindow(withIdle: boolean) {
    const { win, load } = loadingWindow();
    const idle: Array<{ cb: () => void; timeout?: number }> = [];
    const cancelled: number[] = [];
    Object.assign(win, {
      ...(withIdle
        ? {
            requestIdleCallback: (cb: () => void, opts?: { timeout?: number }) => idle.push({ cb, timeout: opts?.timeout }),
            cancelIdleCallback: (id: number) => cancelled.push(id),
          }
        : {}),
      setTimeout: (cb: () => void, ms: number) => idle.push({ cb, timeout: ms }),
      clearTimeout: (id: number) => cancelled.push(id),
    });
    return { win, load, idle, cancelled };
  }

  test('waits for the load event, then for an idle moment (with its time-out)', () => {
    const { win, load, idle } = idleWindow(true);
    const run = jest.fn();
    afterLoadWhenIdle(run, { win, timeoutMs: 3000 });
    expect(idle).toHaveLength(0);
    load();
    expect(run).not.toHaveBeenCalled();
    expect(idle).toEqual([{ cb: run, timeout: 3000 }]);
    idle[0]!.cb();
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('without idle callbacks: a timer of fallbackMs after the load event', () => {
    const { win, load, idle } = idleWindow(false);
    const run = jest.fn();
    afterLoadWhenIdle(run, { win, fallbackMs: 0 });
    load();
    expect(idle).toEqual([{ cb: run, timeout: 0 }]);
  });

  test('cancelled before the load event or before the idle moment, it never runs', () => {
    const early = idleWindow(true);
    afterLoadWhenIdle(jest.fn(), { win: early.win })();
    early.load();
    expect(early.idle).toHaveLength(0);

    const late = idleWindow(true);
    const cancel = afterLoadWhenIdle(jest.fn(), { win: late.win });
    late.load();
    cancel();
    expect(late.cancelled).toEqual([1]);
  });
});
