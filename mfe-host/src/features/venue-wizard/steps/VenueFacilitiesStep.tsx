// Venue wizard FACILITIES: the venue features (feature/venue/) and whether guests may bring catering.
import { useIntl } from 'react-intl';
import { Field } from 'react-final-form';
import { Checkbox, Spinner } from '@zaalplek/design-system';
import { CheckboxInput } from '../../onboarding/form/fields';
import { StepForm } from '../../onboarding/form/StepForm';
import { idsOf } from '../../onboarding/form/formError';
import { venueValidationMessages, venueWizardMessages as m } from '../messages';
import { useSaveVenueFeaturesMutation, useUpdateVenueMutation, useVenueFeatureListQuery } from '../venueWizardApi';
import type { StepProps } from './stepProps';

export interface VenueFacilitiesValues {
  feature_ids: number[];
  allow_customer_catering: boolean;
}

const known = idsOf(venueValidationMessages);

export function VenueFacilitiesStep({ venue, draft, onDraft, onSaved, submitLabel, onBack, backLabel }: StepProps<VenueFacilitiesValues>) {
  const intl = useIntl();
  const { data: features } = useVenueFeatureListQuery();
  const [saveFeatures] = useSaveVenueFeaturesMutation();
  const [update] = useUpdateVenueMutation();
  if (!venue) return null;
  if (!features) return <Spinner />;
  const save = async (values: VenueFacilitiesValues) => {
    await saveFeatures({ venue_id: venue.venue_id, feature_ids: values.feature_ids }).unwrap();
    const saved = await update({ id: venue.venue_id, patch: { allow_customer_catering: values.allow_customer_catering } }).unwrap();
    onSaved({ ...saved, venue_features: values.feature_ids });
  };
  return (
    <StepForm<VenueFacilitiesValues>
      testId="venue-facilities-step"
      initialValues={draft ?? { feature_ids: venue.venue_features ?? [], allow_customer_catering: venue.allow_customer_catering }}
      validate={() => ({})}
      save={save}
      errorPrefix="VenueValidation"
      knownIds={known}
      submitLabel={submitLabel}
      onBack={onBack}
      backLabel={backLabel}
      onValuesChange={onDraft}
    >
      <h2>{intl.formatMessage(m.facilitiesTitle)}</h2>
      <Field<number[]> name="feature_ids">
        {({ input }) => (
          <fieldset>
            <legend>{intl.formatMessage(m.features)}</legend>
            {features.map((f) => {
              const list: number[] = Array.isArray(input.value) ? input.value : [];
              const checked = list.includes(f.feature_id!);
              return (
                <Checkbox
                  key={f.feature_id}
                  label={f.name}
                  checked={checked}
                  onChange={() => input.onChange(checked ? list.filter((x) => x !== f.feature_id) : [...list, f.feature_id!])}
                />
              );
            })}
          </fieldset>
        )}
      </Field>
      <CheckboxInput name="allow_customer_catering" label={intl.formatMessage(m.allowCustomerCatering)} />
    </StepForm>
  );
}
