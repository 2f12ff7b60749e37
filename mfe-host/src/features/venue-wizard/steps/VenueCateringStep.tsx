// Venue wizard CATERING: the catering services of the venue (service/venue/ of type CATERING), on/off and price.
import { useIntl } from 'react-intl';
import { Field } from 'react-final-form';
import { Checkbox, MoneyField, Spinner } from '@zaalplek/design-system';
import { StepForm } from '../../onboarding/form/StepForm';
import { idsOf } from '../../onboarding/form/formError';
import { venueValidationMessages, venueWizardMessages as m } from '../messages';
import type { VenueService } from '../types';
import { useSaveVenueServicesMutation, useVenueServiceListQuery } from '../venueWizardApi';
import type { StepProps } from './stepProps';

/** Prices in cents, in the form and the API. */
export interface VenueCateringValues {
  services: Array<{ system_service_id: number; is_enabled: boolean; price: number | null }>;
}

const known = idsOf(venueValidationMessages);

export function VenueCateringStep({ venue, draft, onDraft, onSaved, submitLabel, onBack, backLabel }: StepProps<VenueCateringValues>) {
  const intl = useIntl();
  const { data: list } = useVenueServiceListQuery();
  const [saveServices] = useSaveVenueServicesMutation();
  if (!venue) return null;
  if (!list) return <Spinner />;
  const catering = list.filter((s) => s.system_service_type === 'CATERING');
  const stored = (id: number) => venue.venue_services?.find((s) => s.system_service_id === id);
  const initial: VenueCateringValues = {
    services: catering.map((s) => {
      const current = stored(s.system_service_id!);
      return { system_service_id: s.system_service_id!, is_enabled: current?.is_enabled ?? false, price: current?.price ?? null };
    }),
  };
  const save = async (values: VenueCateringValues) => {
    const venue_services: VenueService[] = values.services.map((s) => ({
      system_service_id: s.system_service_id,
      is_enabled: s.is_enabled,
      price: s.price ?? 0,
    }));
    const saved = await saveServices({ venue_id: venue.venue_id, venue_services }).unwrap();
    onSaved({ ...venue, venue_services: saved });
  };
  return (
    <StepForm<VenueCateringValues>
      testId="venue-catering-step"
      initialValues={draft ?? initial}
      validate={() => ({})}
      save={save}
      errorPrefix="VenueValidation"
      knownIds={known}
      submitLabel={submitLabel}
      onBack={onBack}
      backLabel={backLabel}
      onValuesChange={onDraft}
    >
      <h2>{intl.formatMessage(m.cateringTitle)}</h2>
      <p>{intl.formatMessage(m.cateringHint)}</p>
      {catering.map((service, i) => (
        <Field key={service.system_service_id} name={`services[${i}]`}>
          {({ input }) => {
            const value = input.value as VenueCateringValues['services'][number];
            return (
              <div data-testid={`catering-${service.system_service_key}`}>
                <Checkbox label={service.name} checked={Boolean(value?.is_enabled)} onChange={() => input.onChange({ ...value, is_enabled: !value?.is_enabled })} />
                {value?.is_enabled && (
                  <MoneyField label={intl.formatMessage(m.priceEuro)} value={value.price} onChange={(price) => input.onChange({ ...value, price })} />
                )}
              </div>
            );
          }}
        </Field>
      ))}
    </StepForm>
  );
}
