// The fields of the six space steps (DETAILS, CONFIGURATIONS, BOOKING_RULES, FACILITIES, PRICING, FEATURES).
import { useIntl } from 'react-intl';
import { Field, useFormState } from 'react-final-form';
import { Checkbox, NumberField } from '@zaalplek/design-system';
import { CheckboxInput, FieldErrorLine, MoneyInput, NumberInput, SelectInput, TextAreaInput, TextInput, WarningLine, useFieldError } from '../../onboarding/form/fields';
import { PhotosField } from '../../photos/PhotosField';
import type { StaticItem } from '../../venue-wizard/types';
import { spaceWizardMessages as m } from '../messages';
import { SERVICE_BREAKS, pricingWarning, type ConfigurationValue, type FacilityValue, type SpacePricingValues } from '../spaceValidation';

function IdList({ name, items, idOf, legend }: { name: string; items: StaticItem[]; idOf: (i: StaticItem) => string | number; legend: string }) {
  return (
    <Field<Array<string | number>> name={name}>
      {({ input }) => {
        const list = Array.isArray(input.value) ? input.value : [];
        return (
          <fieldset data-testid={`list-${name}`}>
            <legend>{legend}</legend>
            {items.map((item) => {
              const id = idOf(item);
              const checked = list.includes(id);
              return (
                <Checkbox
                  key={String(id)}
                  label={item.name}
                  checked={checked}
                  onChange={() => {
                    input.onChange(checked ? list.filter((x) => x !== id) : [...list, id]);
                    input.onBlur();
                  }}
                />
              );
            })}
            <FieldErrorLine name={name} />
          </fieldset>
        );
      }}
    </Field>
  );
}

export function DetailsFields({ categories }: { categories: StaticItem[] }) {
  const intl = useIntl();
  return (
    <>
      <h2>{intl.formatMessage(m.detailsTitle)}</h2>
      <TextInput name="space_name" label={intl.formatMessage(m.spaceName)} required />
      <TextAreaInput name="space_description" label={intl.formatMessage(m.spaceDescription)} required />
      <TextAreaInput name="access_instructions" label={intl.formatMessage(m.accessInstructions)} />
      <IdList name="categories" items={categories} idOf={(c) => c.category_key!} legend={intl.formatMessage(m.activities)} />
      <PhotosField owner="space" />
    </>
  );
}

function GuestsNumber({ name, label }: { name: string; label: string }) {
  return (
    <Field<number | null> name={name}>
      {({ input, meta }) => <GuestsInner label={label} input={input} meta={meta} />}
    </Field>
  );
}
function GuestsInner({ label, input, meta }: { label: string; input: { value: number | null | ''; onChange: (v: unknown) => void; onBlur: () => void }; meta: Parameters<typeof useFieldError>[0] }) {
  const error = useFieldError(meta);
  return <NumberField label={label} value={input.value === '' || input.value == null ? null : Number(input.value)} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}

export function ConfigurationsFields({ types }: { types: StaticItem[] }) {
  const intl = useIntl();
  const { values } = useFormState<{ configurations: ConfigurationValue[] }>({ subscription: { values: true } });
  return (
    <>
      <h2>{intl.formatMessage(m.configurationsTitle)}</h2>
      <NumberInput name="space_size" label={intl.formatMessage(m.spaceSize)} required />
      <fieldset>
        <legend>{intl.formatMessage(m.layouts)}</legend>
        {types.map((type, i) => (
          <div key={type.configuration_type} data-testid={`configuration-${type.configuration_type}`}>
            <CheckboxInput name={`configurations[${i}].selected`} label={type.name} />
            {values.configurations?.[i]?.selected && (
              <>
                <GuestsNumber name={`configurations[${i}].min_guests`} label={intl.formatMessage(m.minGuests)} />
                <GuestsNumber name={`configurations[${i}].max_guests`} label={intl.formatMessage(m.maxGuests)} />
              </>
            )}
          </div>
        ))}
        <FieldErrorLine name="configurations_summary" />
      </fieldset>
    </>
  );
}

/**
 * Booking rules. The booking type is a choice only for accounts with ALLOWED_TO_SET_SPACE_BOOKING_TYPES;
 * other hosts see the type their space has and why they cannot change it (instead of a refusal on save).
 */
export function BookingRulesFields({ canSetBookingType }: { canSetBookingType: boolean }) {
  const intl = useIntl();
  const { values } = useFormState<{ space_booking_type?: 'MANUAL' | 'DIRECT' }>({ subscription: { values: true } });
  const breaks = SERVICE_BREAKS.map((b) => ({ value: String(b), label: intl.formatMessage(m.minutes, { count: b }) }));
  return (
    <>
      <h2>{intl.formatMessage(m.bookingRulesTitle)}</h2>
      {canSetBookingType ? (
        <SelectInput
          name="space_booking_type"
          label={intl.formatMessage(m.bookingType)}
          options={[
            { value: 'MANUAL', label: intl.formatMessage(m.bookingManual) },
            { value: 'DIRECT', label: intl.formatMessage(m.bookingDirect) },
          ]}
          placeholder={false}
        />
      ) : (
        <div data-testid="booking-type-fixed">
          <p>
            <strong>{intl.formatMessage(m.bookingType)}:</strong>{' '}
            {intl.formatMessage(values.space_booking_type === 'DIRECT' ? m.bookingDirect : m.bookingManual)}
          </p>
          <p>{intl.formatMessage(m.bookingTypeFixed)}</p>
        </div>
      )}
      <NumberInput name="host_approval_th" label={intl.formatMessage(m.hostApproval)} />
      <NumberInput name="cancellation_th" label={intl.formatMessage(m.cancellation)} />
      <NumberInput name="book_before_min_th" label={intl.formatMessage(m.bookBeforeMin)} />
      <NumberInput name="booking_limit" label={intl.formatMessage(m.bookingLimit)} hint={intl.formatMessage(m.bookingLimitHint)} />
      <SelectInput name="service_break" label={intl.formatMessage(m.serviceBreak)} options={breaks} placeholder={false} />
      <SelectInput
        name="payment_option"
        label={intl.formatMessage(m.paymentOption)}
        options={[
          { value: '1', label: intl.formatMessage(m.paymentDirectOnly) },
          { value: '2', label: intl.formatMessage(m.paymentSelectable) },
        ]}
        placeholder={false}
      />
    </>
  );
}

export function FacilitiesFields({ facilities }: { facilities: StaticItem[] }) {
  const intl = useIntl();
  const { values } = useFormState<{ facilities: FacilityValue[]; has_wifi: boolean }>({ subscription: { values: true } });
  return (
    <>
      <h2>{intl.formatMessage(m.facilitiesTitle)}</h2>
      <CheckboxInput name="has_wifi" label={intl.formatMessage(m.wifi)} />
      {values.has_wifi && (
        <>
          <TextInput name="wifi_name" label={intl.formatMessage(m.wifiName)} required />
          <TextInput name="wifi_code" label={intl.formatMessage(m.wifiCode)} required />
        </>
      )}
      {facilities.map((f, i) => (
        <div key={f.system_service_id} data-testid={`facility-${f.system_service_key}`}>
          <CheckboxInput name={`facilities[${i}].enabled`} label={f.name} />
          {values.facilities?.[i]?.enabled && (
            <>
              <CheckboxInput name={`facilities[${i}].on_request`} label={intl.formatMessage(m.onRequest)} description={intl.formatMessage(m.onRequestHint)} />
              {values.facilities[i].on_request && (
                <>
                  <MoneyInput name={`facilities[${i}].price`} label={intl.formatMessage(m.priceEuro)} />
                  <TextInput name={`facilities[${i}].description`} label={intl.formatMessage(m.facilityDescription)} />
                </>
              )}
            </>
          )}
        </div>
      ))}
      <CheckboxInput name="facilities_confirmed" label={intl.formatMessage(m.confirmFacilities)} />
    </>
  );
}

export function PricingFields() {
  const intl = useIntl();
  const { values } = useFormState<SpacePricingValues>({ subscription: { values: true } });
  const warning = pricingWarning(values);
  return (
    <>
      <h2>{intl.formatMessage(m.pricingTitle)}</h2>
      <p>{intl.formatMessage(m.pricingHint)}</p>
      <MoneyInput name="half_day_price" label={intl.formatMessage(m.halfDayPrice)} required />
      <MoneyInput name="day_price" label={intl.formatMessage(m.dayPrice)} required />
      {warning && <WarningLine role="status">{intl.formatMessage({ id: warning })}</WarningLine>}
      <MoneyInput name="full_day_price" label={intl.formatMessage(m.fullDayPrice)} required />
      <MoneyInput name="short_day_price" label={intl.formatMessage(m.shortDayPrice)} required />
      <CheckboxInput name="has_discount" label={intl.formatMessage(m.hasDiscount)} />
      {values.has_discount && (
        <>
          <NumberInput name="discount_percentage" label={intl.formatMessage(m.discountPercentage)} max={100} required />
          <TextInput name="discount_description" label={intl.formatMessage(m.discountDescription)} required />
        </>
      )}
    </>
  );
}

export function FeaturesFields({ features }: { features: StaticItem[] }) {
  const intl = useIntl();
  return (
    <>
      <h2>{intl.formatMessage(m.featuresTitle)}</h2>
      <IdList name="feature_ids" items={features} idOf={(f) => f.feature_id!} legend={intl.formatMessage(m.features)} />
    </>
  );
}
