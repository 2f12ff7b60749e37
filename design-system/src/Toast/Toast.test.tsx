import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Toast } from './Toast';
import { ToastStack } from './ToastStack';

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('auto-dismisses after 5000 ms by default, not before', () => {
    const onDismiss = jest.fn();
    renderWithProviders(<Toast message="Opgeslagen" kind="success" onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Opgeslagen');
    act(() => jest.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('honours a custom duration and duration 0 (sticky)', () => {
    const quick = jest.fn();
    const sticky = jest.fn();
    renderWithProviders(
      <>
        <Toast message="a" duration={1000} onDismiss={quick} />
        <Toast message="b" duration={0} onDismiss={sticky} />
      </>,
    );
    act(() => jest.advanceTimersByTime(60000));
    expect(quick).toHaveBeenCalledTimes(1);
    expect(sticky).not.toHaveBeenCalled();
  });

  it('uses role alert for errors and closes with the localised close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    renderWithProviders(<Toast message="Something failed" kind="error" onDismiss={onDismiss} />, { locale: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('pauses the timer while hovered', async () => {
    const onDismiss = jest.fn();
    renderWithProviders(<Toast message="Let op" onDismiss={onDismiss} />);
    const toast = screen.getByRole('status');
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => jest.advanceTimersByTime(10000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    act(() => jest.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('ToastStack', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders every toast in a labelled region and dismisses each by id', () => {
    const onDismiss = jest.fn();
    renderWithProviders(
      <ToastStack
        toasts={[
          { id: 'a', message: 'Eerste', duration: 1000 },
          { id: 'b', message: 'Tweede', kind: 'error' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const region = screen.getByRole('region', { name: 'Meldingen' });
    expect(region).toHaveTextContent('Eerste');
    expect(region).toHaveTextContent('Tweede');
    act(() => jest.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledWith('a');
    expect(onDismiss).not.toHaveBeenCalledWith('b');
    act(() => jest.advanceTimersByTime(4000));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('keeps a top stack at the given distance from the top (below a header and its menus)', () => {
    renderWithProviders(<ToastStack toasts={[{ id: 'a', message: 'Ingelogd' }]} onDismiss={() => undefined} offsetTop={84} />);
    const region = screen.getByRole('region', { name: 'Meldingen' });
    expect(getComputedStyle(region).top).toBe('84px');
  });
});
