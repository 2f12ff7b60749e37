import { act, fireEvent, screen } from '@testing-library/react';
import { UpdatePrompt } from '../layout/UpdatePrompt';
import { renderShell } from '../test-utils/renderShell';

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/en');
});
afterEach(() => jest.useRealTimers());

test('counts down 10 seconds, then applies the update exactly once', () => {
  const onApply = jest.fn();
  renderShell(<UpdatePrompt onApply={onApply} />);
  expect(screen.getByRole('dialog')).toHaveTextContent('The page will update in 10 seconds.');

  act(() => jest.advanceTimersByTime(9000));
  expect(screen.getByRole('dialog')).toHaveTextContent('The page will update in 1 second.');
  expect(onApply).not.toHaveBeenCalled();

  act(() => jest.advanceTimersByTime(1000));
  expect(onApply).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(5000));
  expect(onApply).toHaveBeenCalledTimes(1);
});

test('"Update now" applies at once', () => {
  const onApply = jest.fn();
  renderShell(<UpdatePrompt onApply={onApply} />);
  fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
  expect(onApply).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(10000));
  expect(onApply).toHaveBeenCalledTimes(1);
});

test('Dutch text on Dutch URLs', () => {
  window.history.replaceState(null, '', '/');
  renderShell(<UpdatePrompt onApply={() => {}} />);
  expect(screen.getByRole('dialog')).toHaveTextContent('De pagina wordt over 10 seconden bijgewerkt.');
});
