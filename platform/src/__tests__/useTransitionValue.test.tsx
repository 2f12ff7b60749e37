import { act, render } from '@testing-library/react';
import { useTransitionValue } from '../useTransitionValue';

function Probe({ value, log }: { value: string; log: string[] }) {
  const shown = useTransitionValue(value);
  log.push(shown);
  return <span>{shown}</span>;
}

describe('useTransitionValue', () => {
  it('shows the first value at once and a new one after the urgent render, as a transition', async () => {
    const log: string[] = [];
    const { container, rerender } = render(<Probe value="eerste" log={log} />);
    expect(container.textContent).toBe('eerste');
    await act(async () => rerender(<Probe value="tweede" log={log} />));
    expect(container.textContent).toBe('tweede');
    // the urgent re-render still showed the old value; the new one came in its own render
    expect(log.slice(log.indexOf('eerste'))).toEqual(expect.arrayContaining(['eerste', 'tweede']));
    expect(log.lastIndexOf('eerste')).toBeGreaterThan(0);
  });
});
