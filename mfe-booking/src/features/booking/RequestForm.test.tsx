import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import { ZaalplekIntlProvider } from '@zaalplek/platform';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { RequestForm, type RequestFormProps } from './RequestForm';
import { missingForSubmit, validateRequestForm, type RequestFormContext } from './requestForm';

const CONTEXT: RequestFormContext = { hasSlot: true, attendees: 10, isGuestRole: true, discountRequested: false };

function renderForm(props: Partial<RequestFormProps> = {}, path = '/en/booking/42') {
  window.history.pushState({}, '', path);
  const onSubmit = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <ZaalplekIntlProvider messages={{ nl, en }}>
        <RequestForm initialValues={{ payment_option: 'DIRECT' }} context={CONTEXT} afterpayAllowed={false} isRequest={false} onSubmit={onSubmit} {...props} />
      </ZaalplekIntlProvider>
    </ThemeProvider>,
  );
  return onSubmit;
}

describe('request form rules', () => {
  it('limits organisation name 50, billing address 100, comment 1000 and wants 8 CoC digits', () => {
    const errors = validateRequestForm(
      { payment_option: 'DIRECT', organisation_name: 'x'.repeat(51), billing_address: 'y'.repeat(101), comment: 'z'.repeat(1001), kvk_number: '1234567', terms_accepted: true },
      CONTEXT,
    );
    expect(errors).toEqual({ organisation_name: 'maxLength', billing_address: 'maxLength', comment: 'maxLength', kvk_number: 'cocDigits' });
    expect(validateRequestForm({ payment_option: 'DIRECT', organisation_name: 'x'.repeat(50), kvk_number: '12345678', terms_accepted: true }, CONTEXT)).toEqual({});
  });

  it('requires organisation, CoC and billing address for post-payment and a reason for a discount', () => {
    expect(validateRequestForm({ payment_option: 'POST_PAYMENT', terms_accepted: true }, { ...CONTEXT, discountRequested: true })).toEqual({
      organisation_name: 'required', billing_address: 'required', kvk_number: 'required', discount_reason: 'required',
    });
  });

  it('refuses code-like characters', () => {
    expect(validateRequestForm({ payment_option: 'DIRECT', meeting_name: '<script>', terms_accepted: true }, CONTEXT)).toEqual({ meeting_name: 'codeInjection' });
  });

  it('lists what keeps the submit disabled: slot, guests, role, terms', () => {
    expect(missingForSubmit({ payment_option: 'DIRECT' }, { hasSlot: false, attendees: null, isGuestRole: false, discountRequested: false })).toEqual([
      'slot', 'attendees', 'guestRole', 'terms',
    ]);
    expect(missingForSubmit({ payment_option: 'DIRECT', terms_accepted: true }, CONTEXT)).toEqual([]);
  });
});

describe('<RequestForm>', () => {
  it('explains the disabled submit with the spec texts and enables it once the terms are accepted', () => {
    const onSubmit = renderForm({ context: { hasSlot: false, attendees: 0, isGuestRole: true, discountRequested: false } });
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Please select date and time range for your booking')).toBeInTheDocument();
    expect(screen.getByText('Please provide the expected guests number')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    expect(submit).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when everything is filled in and the terms are accepted', () => {
    const onSubmit = renderForm();
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Meeting name'), { target: { value: 'Kwartaaloverleg' } });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ meeting_name: 'Kwartaaloverleg', terms_accepted: true }), expect.anything(), expect.anything());
  });

  it('offers post-payment only where the space allows it and then asks for the invoice fields', () => {
    renderForm({ afterpayAllowed: true, isRequest: true });
    fireEvent.click(screen.getByLabelText('Pay afterwards by invoice'));
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    expect(screen.getByRole('button', { name: 'Continue to request' })).toBeDisabled();
    expect(screen.getByText('Please fill in the required fields correctly')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Organisation name/), { target: { value: 'Acme BV' } });
    // spaces and dots people type in a CoC number are dropped; letters are refused (next describe)
    fireEvent.change(screen.getByLabelText(/CoC number/), { target: { value: '1234 56.78' } });
    expect(screen.getByLabelText(/CoC number/)).toHaveValue('12345678');
    fireEvent.change(screen.getByLabelText(/Billing address/), { target: { value: 'Damrak 1, Amsterdam' } });
    expect(screen.getByRole('button', { name: 'Continue to request' })).toBeEnabled();
  });

  it('has no payment choice when the space does not allow post-payment', () => {
    renderForm();
    expect(screen.queryByLabelText('Pay afterwards by invoice')).not.toBeInTheDocument();
  });
});

describe.each([
  ['/booking/42', 'Ik ga akkoord met de algemene voorwaarden', 'algemene voorwaarden', '/helpdesk/algemene-voorwaarden', 'KvK-nummer', 'Een KvK-nummer bestaat uit 8 cijfers'],
  ['/en/booking/42', 'I accept the terms and conditions', 'terms and conditions', '/en/helpdesk/algemene-voorwaarden', 'CoC number', 'A CoC number has 8 digits'],
])('<RequestForm> at %s', (path, termsLabel, linkText, href, kvkLabel, kvkError) => {
  it('links the general conditions page from the terms checkbox (in a new tab, the form stays)', () => {
    renderForm({}, path);
    expect(screen.getByLabelText(termsLabel)).not.toBeChecked();
    const link = screen.getByRole('link', { name: linkText });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('refuses a CoC number with letters at once, and a short one on leaving the field', () => {
    renderForm({}, path);
    fireEvent.click(screen.getByLabelText(termsLabel));
    const kvk = screen.getByLabelText(kvkLabel);
    fireEvent.change(kvk, { target: { value: 'abc' } });
    expect(kvk).toHaveValue('abc');
    expect(screen.getByText(kvkError)).toBeInTheDocument();
    expect(screen.getByTestId('submit-missing')).toBeInTheDocument();
    fireEvent.change(kvk, { target: { value: '1234' } });
    expect(screen.queryByText(kvkError)).toBeNull();
    fireEvent.blur(kvk);
    expect(screen.getByText(kvkError)).toBeInTheDocument();
    fireEvent.change(kvk, { target: { value: '12345678' } });
    expect(screen.queryByText(kvkError)).toBeNull();
    expect(screen.queryByTestId('submit-missing')).toBeNull();
  });
});
