import { render, screen, within } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import en from '../../../messages/en.json';
import nl from '../../../messages/nl.json';
import type { SpaceWizardValues } from '../spaceValues';
import { BookingRulesFields, ConfigurationsFields } from './SpaceStepFields';

function renderStep(locale: 'nl' | 'en', ui: React.ReactElement, initialValues: Partial<SpaceWizardValues> = { space_booking_type: 'MANUAL' }) {
  render(
    <IntlProvider locale={locale} messages={locale === 'nl' ? nl : en}>
      <ThemeProvider theme={theme}>
        <Form<SpaceWizardValues> initialValues={initialValues as SpaceWizardValues} onSubmit={() => undefined} render={() => <form>{ui}</form>} />
      </ThemeProvider>
    </IntlProvider>,
  );
}

describe.each([
  ['nl', 'Boekingstype', 'Direct boeken', 'Op aanvraag (jij keurt goed)', /Direct boeken zet het Zaalplek-team per account aan/],
  ['en', 'Booking type', 'Direct booking', 'On request (you approve)', /turns on direct booking per account/],
] as const)('booking type in %s', (locale, label, direct, manual, why) => {
  it('an account without ALLOWED_TO_SET_SPACE_BOOKING_TYPES is not offered "direct" and is told why', () => {
    renderStep(locale, <BookingRulesFields canSetBookingType={false} />);
    expect(screen.queryByRole('combobox', { name: label })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: direct })).not.toBeInTheDocument();
    const fixed = screen.getByTestId('booking-type-fixed');
    expect(fixed).toHaveTextContent(manual);
    expect(within(fixed).getByText(why)).toBeInTheDocument();
  });

  it('an account with the permission chooses between request and direct', () => {
    renderStep(locale, <BookingRulesFields canSetBookingType />);
    expect(screen.getByRole('option', { name: direct })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: manual })).toBeInTheDocument();
    expect(screen.queryByTestId('booking-type-fixed')).not.toBeInTheDocument();
  });
});

it.each([
  ['nl', 'Minimaal aantal personen', 'Maximaal aantal personen'],
  ['en', 'Minimum attendees', 'Maximum attendees'],
] as const)('layouts ask the minimum number of guests before the maximum (%s)', (locale, min, max) => {
  renderStep(locale, <ConfigurationsFields types={[{ configuration_type: 1, name: 'Theater' }] as never} />, {
    configurations: [{ configuration_type: 1, selected: true, min_guests: 2, max_guests: 20 }],
  } as never);
  const minField = screen.getByLabelText(min);
  const maxField = screen.getByLabelText(max);
  expect(minField.compareDocumentPosition(maxField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
