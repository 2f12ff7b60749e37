import { afterLoad } from '../afterLoad';

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
