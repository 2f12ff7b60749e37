import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'organisation', label: 'Organisatie', content: <p>Organisatiegegevens</p> },
  { id: 'payout', label: 'Uitbetaling', content: <p>Bankgegevens</p> },
  { id: 'social', label: 'Social', content: <p>Links</p>, disabled: true },
  { id: 'team', label: 'Team', content: <p>Teamleden</p> },
];

describe('Tabs', () => {
  it('shows the first tab and switches panel on click', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Tabs label="Profiel" tabs={tabs} onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Profiel' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Organisatie' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Organisatie' })).toHaveTextContent('Organisatiegegevens');
    await userEvent.click(screen.getByRole('tab', { name: 'Uitbetaling' }));
    expect(onChange).toHaveBeenCalledWith('payout');
    expect(screen.getByRole('tabpanel', { name: 'Uitbetaling' })).toHaveTextContent('Bankgegevens');
    expect(screen.queryByText('Organisatiegegevens')).not.toBeInTheDocument();
  });

  it('moves with arrow keys, skips disabled tabs, wraps, and supports Home/End', async () => {
    renderWithProviders(<Tabs label="Profiel" tabs={tabs} defaultValue="payout" />);
    screen.getByRole('tab', { name: 'Uitbetaling' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Organisatie' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
  });

  it('only the selected tab is in the tab order', () => {
    renderWithProviders(<Tabs label="Profiel" tabs={tabs} value="team" />);
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Organisatie' })).toHaveAttribute('tabindex', '-1');
  });
});
