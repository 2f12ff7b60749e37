// Venue wizard MAIN: name, description, rules, address (places dropdown), contact, working time, photos.
import { useIntl } from 'react-intl';
import { TextAreaInput, TextInput } from '../../onboarding/form/fields';
import { PlaceField } from '../../onboarding/form/PlaceField';
import { StepForm } from '../../onboarding/form/StepForm';
import { idsOf } from '../../onboarding/form/formError';
import { PhotosField } from '../../photos/PhotosField';
import { useLinkPhotosMutation } from '../../photos/photosApi';
import { venueValidationMessages, venueWizardMessages as m } from '../messages';
import type { HostVenueDetail } from '../types';
import { validateVenueMain, type VenueMainValues } from '../venueValidation';
import { useCreateVenueMutation, useUpdateVenueMutation } from '../venueWizardApi';
import { defaultWorkingDays, fromWorkingTime, toWorkingTime } from '../workingTime';
import { WorkingTimeEditor } from './WorkingTimeEditor';
import type { StepProps } from './stepProps';

const known = idsOf(venueValidationMessages);
const aliases = { place_id: 'address', images_ids: 'images', working_time: 'working_time' };

export function mainValuesOf(venue: HostVenueDetail | null): Partial<VenueMainValues> {
  if (!venue) return { working_time: defaultWorkingDays(), images: [], venue_rules: '', additional: '' };
  const phone = venue.contact_phone;
  return {
    venue_name: venue.venue_name,
    venue_description: venue.venue_description,
    venue_rules: venue.venue_rules ?? '',
    address: venue.place_id ? { place_id: venue.place_id, description: venue.address ?? '' } : null,
    additional: venue.additional ?? '',
    contact_name: venue.contact_name,
    contact_phone: typeof phone === 'string' ? phone : (phone?.formatted_number ?? ''),
    contact_email: venue.contact_email,
    working_time: fromWorkingTime(venue.working_time),
    images: venue.venue_images ?? [],
  };
}

export function VenueMainStep({ venue, draft, onDraft, onSaved, submitLabel, onBack, backLabel }: StepProps<VenueMainValues>) {
  const intl = useIntl();
  const [create] = useCreateVenueMutation();
  const [update] = useUpdateVenueMutation();
  const [link] = useLinkPhotosMutation();
  const save = async (values: VenueMainValues) => {
    const body = {
      venue_name: values.venue_name.trim(),
      venue_description: values.venue_description.trim(),
      venue_rules: values.venue_rules?.trim() ?? '',
      place_id: values.address?.place_id ?? null,
      address: values.address?.description ?? '',
      additional: values.additional?.trim() ?? '',
      contact_name: values.contact_name.trim(),
      contact_phone: values.contact_phone.replace(/[\s-]/g, ''),
      contact_email: values.contact_email.trim(),
      working_time: toWorkingTime(values.working_time),
    };
    const saved = venue ? await update({ id: venue.venue_id, patch: body }).unwrap() : await create(body).unwrap();
    const images = await link({ owner: 'venue', id: saved.venue_id, images_ids: values.images.map((p) => p.image_id), name: saved.venue_name }).unwrap();
    onSaved({ ...saved, venue_images: images });
  };
  return (
    <StepForm<VenueMainValues>
      testId="venue-main-step"
      initialValues={draft ?? mainValuesOf(venue)}
      validate={validateVenueMain}
      save={save}
      errorPrefix="VenueValidation"
      knownIds={known}
      fieldAliases={aliases}
      submitLabel={submitLabel}
      onBack={onBack}
      backLabel={backLabel}
      onValuesChange={onDraft}
    >
      <h2>{intl.formatMessage(m.mainTitle)}</h2>
      <TextInput name="venue_name" label={intl.formatMessage(m.venueName)} required />
      <TextAreaInput name="venue_description" label={intl.formatMessage(m.venueDescription)} required />
      <TextAreaInput name="venue_rules" label={intl.formatMessage(m.venueRules)} />
      <PlaceField name="address" label={intl.formatMessage(m.address)} required />
      <TextInput name="additional" label={intl.formatMessage(m.additional)} />
      <h3>{intl.formatMessage(m.contactTitle)}</h3>
      <TextInput name="contact_name" label={intl.formatMessage(m.contactName)} required />
      <TextInput name="contact_phone" type="tel" label={intl.formatMessage(m.contactPhone)} hint="+31612345678" required />
      <TextInput name="contact_email" type="email" label={intl.formatMessage(m.contactEmail)} required />
      <WorkingTimeEditor />
      <PhotosField owner="venue" />
    </StepForm>
  );
}
