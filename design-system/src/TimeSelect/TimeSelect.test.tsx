import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { TimeSelect } from './TimeSelect';
import { timeOptions, timeToMinutes } from './timeOptions';

describe('timeOptions', () => {
  it('lists HH:mm values in steps, inclusive of both ends', () => {
    expect(timeOptions('08:00', '10:00', 30)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
    expect(timeOptions('22:45', '24:00', 15)).toEqual(['22:45', '23:00', '23:15', '23:30', '23:45', '24:00']);
    expect(timeOptions()).toHaveLength(48);
  });

  it('parses H:mm and HH:mm and rejects nonsense', () => {
    expect(timeToMinutes('9:05')).toBe(545);
    expect(timeToMinutes('09:05')).toBe(545);
    expect(timeToMinutes('24:00')).toBe(1440);
    expect(timeToMinutes('24:30')).toBeNull();
    expect(timeToMinutes('12:60')).toBeNull();
    expect(timeToMinutes('noon')).toBeNull();
  });
});

describe('TimeSelect', () => {
  it('offers options between min and max in the given step and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithProviders(<TimeSelect label="Begintijd" value={null} onChange={onChange} min="09:00" max="12:00" step={60} />);
    const select = screen.getByLabelText('Begintijd');
    const values = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(values).toEqual(['Kies een tijd', '09:00', '10:00', '11:00', '12:00']);
    await userEvent.selectOptions(select, '11:00');
    expect(onChange).toHaveBeenCalledWith('11:00');
  });

  it('normalises an H:mm value to HH:mm', () => {
    renderWithProviders(<TimeSelect label="Start" value="9:30" onChange={() => {}} />, { locale: 'en' });
    expect(screen.getByLabelText('Start')).toHaveValue('09:30');
    expect(screen.getByRole('option', { name: 'Choose a time' })).toBeInTheDocument();
  });
});
