import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import en from '../../../messages/en.json';
import nl from '../../../messages/nl.json';
import { validateSpacePricing } from '../spaceValidation';
import { pricingInput, type SpaceWizardValues } from '../spaceValues';
import { PricingFields } from './SpaceStepFields';

function renderPricing(locale: 'nl' | 'en') {
  let submitted: SpaceWizardValues | null = null;
  render(
    <IntlProvider locale={locale} messages={locale === 'nl' ? nl : en}>
      <ThemeProvider theme={theme}>
        <Form<SpaceWizardValues>
          initialValues={{ has_discount: false } as SpaceWizardValues}
          validate={(v) => validateSpacePricing(v)}
          onSubmit={(v) => {
            submitted = v;
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit}>
              <PricingFields />
              <button type="submit">save</button>
            </form>
          )}
        />
      </ThemeProvider>
    </IntlProvider>,
  );
  return () => submitted as SpaceWizardValues | null;
}

const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe.each([
  ['nl', /Dagdeel/, /^Dag \(8 uur\)/],
  ['en', /Half day/, /^Day \(8 hours\)/],
] as const)('space pricing in %s', (locale, half, day) => {
  it.each(['150,50', '150.50'])('"%s" is 150.50 euro: no "day price below half day" error, stored as 15050 cents', (typed) => {
    const submitted = renderPricing(locale);
    type(half, typed);
    type(day, '200');
    expect(screen.queryByText(locale === 'nl' ? /dagprijs mag niet lager/ : /may not be lower/)).toBeNull();
    expect(screen.getByLabelText(half)).toHaveValue(locale === 'nl' ? '150,50' : '150.50');
    const [, , full, short] = screen.getAllByRole('textbox');
    fireEvent.change(full!, { target: { value: '300' } });
    fireEvent.change(short!, { target: { value: '100' } });
    fireEvent.click(screen.getByText('save'));
    expect(pricingInput(submitted()!)).toMatchObject({ half_day_price: 15050, day_price: 20000, full_day_price: 30000, short_day_price: 10000 });
  });
});
