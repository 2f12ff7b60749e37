import { act, screen } from '@testing-library/react';
import { dispatchZaalplekEvent } from '@zaalplek/platform';
import { Toasts } from '../layout/Toasts';
import { renderShell } from '../test-utils/renderShell';

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/en');
});
afterEach(() => jest.useRealTimers());

test('a zaalplek:toast event shows a toast for 5 seconds', () => {
  renderShell(<Toasts />);
  act(() => dispatchZaalplekEvent('zaalplek:toast', { message: 'Saved', kind: 'success' }));
  expect(screen.getByText('Saved')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

test('messageId is translated, unknown ids fall back to the generic error', () => {
  renderShell(<Toasts />);
  act(() => dispatchZaalplekEvent('zaalplek:toast', { messageId: 'errors.favourite_failed', kind: 'error' }));
  act(() => dispatchZaalplekEvent('zaalplek:toast', { messageId: 'no.such.key', kind: 'error' }));
  expect(screen.getByText('Sorry, something went wrong')).toBeInTheDocument();
  expect(screen.getByText('Something went wrong, please contact support.')).toBeInTheDocument();
});

test('going offline shows the offline toast in the URL language', () => {
  window.history.replaceState(null, '', '/search');
  renderShell(<Toasts />);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByText('Controleer je internetverbinding')).toBeInTheDocument();
});
