// The space wizard (DETAILS, CONFIGURATIONS, BOOKING_RULES, FACILITIES, PRICING, FEATURES) in three modes:
// onboarding (/vendor/onboarding/space/<step>), create (/vendor/venue/{venueId}/space/create/<step>) and
// edit (/vendor/venue/{venueId}/space/{spaceId}/<step>). Edit stores every step at once. Onboarding and
// create keep the steps in the local draft until PRICING, where the space is created: the API needs size,
// layouts and prices for a new space (POST space/); FACILITIES and FEATURES are then stored against it.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@zaalplek/design-system';
import { dispatchZaalplekEvent, navigate } from '@zaalplek/platform';
import { clearDraft, loadDraft, saveDraft } from '../onboarding/form/drafts';
import { Redirect } from '../onboarding/form/Redirect';
import { StepForm } from '../onboarding/form/StepForm';
import { idsOf } from '../onboarding/form/formError';
import { StepTabs } from '../venue-wizard/StepTabs';
import { nextOf, previousOf } from '../venue-wizard/steps';
import { spaceValidationMessages, spaceWizardMessages as m } from './messages';
import { SpaceActions } from './SpaceActions';
import { LowRatingModal } from '../rating/LowRatingModal';
import { HostReviews } from '../reviews/HostReviews';
import { SPACE_STEPS, type SpaceStep } from './spaceSteps';
import {
  validateSpaceBookingRules,
  validateSpaceConfigurations,
  validateSpaceDetails,
  validateSpaceFacilities,
  validateSpacePricing,
} from './spaceValidation';
import { bookingRulesInput, configurationsInput, detailsInput, facilitiesInput, pricingInput, spaceValuesOf, type SpaceLists, type SpaceWizardValues } from './spaceValues';
import {
  useAccountPermissionsQuery,
  useCategoryListQuery,
  useConfigurationListQuery,
  useCreateSpaceMutation,
  useGetSpaceFacilitiesQuery,
  useGetSpaceQuery,
  useSaveConfigurationsMutation,
  useSaveFacilitiesMutation,
  useSaveSpaceFeaturesMutation,
  useSpaceFeatureListQuery,
  useSpaceServiceListQuery,
  useUpdateSpaceMutation,
  useLinkSpacePhotosMutation,
} from './spaceWizardApi';
import { BookingRulesFields, ConfigurationsFields, DetailsFields, FacilitiesFields, FeaturesFields, PricingFields } from './steps/SpaceStepFields';
import type { HostSpaceDetail } from './types';

const known = idsOf(spaceValidationMessages);
const aliases = { images_ids: 'images', configurations: 'configurations_summary' };
const validators: Record<SpaceStep, (v: SpaceWizardValues) => Record<string, unknown>> = {
  details: validateSpaceDetails,
  configurations: validateSpaceConfigurations,
  'booking-rules': validateSpaceBookingRules,
  facilities: validateSpaceFacilities,
  pricing: validateSpacePricing,
  features: () => ({}),
};

export type SpaceWizardMode = 'onboarding' | 'create' | 'edit';

export function SpaceWizard({ mode, venueId, spaceId, step }: { mode: SpaceWizardMode; venueId?: number; spaceId?: number; step: SpaceStep }) {
  const intl = useIntl();
  const draft = mode === 'edit' ? null : loadDraft<Partial<SpaceWizardValues>>('space');
  const venueDraft = mode === 'onboarding' ? loadDraft<unknown>('venue') : null;
  const venue = venueId ?? venueDraft?.ids?.venue_id;
  const id = spaceId ?? (draft?.ids?.venue_id === venue ? draft?.ids?.space_id : undefined);
  const categories = useCategoryListQuery();
  const configurationTypes = useConfigurationListQuery();
  const features = useSpaceFeatureListQuery();
  const services = useSpaceServiceListQuery();
  const space = useGetSpaceQuery(id ?? 0, { skip: !id });
  const storedFacilities = useGetSpaceFacilitiesQuery(id ?? 0, { skip: !id || mode !== 'edit' });
  const [create] = useCreateSpaceMutation();
  const [update] = useUpdateSpaceMutation();
  const [saveConfigurations] = useSaveConfigurationsMutation();
  const [saveFacilities] = useSaveFacilitiesMutation();
  const [saveFeatures] = useSaveSpaceFeaturesMutation();
  const [linkPhotos] = useLinkSpacePhotosMutation();
  const permissions = useAccountPermissionsQuery();
  const canSetBookingType = permissions.data?.includes('ALLOWED_TO_SET_SPACE_BOOKING_TYPES') ?? false;

  if (!venue) return <Redirect to={mode === 'onboarding' ? '/vendor/onboarding/venue/details' : '/vendor/spaces'} />;
  if (!categories.data || !configurationTypes.data || !features.data || !services.data || space.isLoading || storedFacilities.isLoading) return <Spinner />;
  const lists: SpaceLists = {
    categories: categories.data,
    configurationTypes: configurationTypes.data,
    facilities: services.data.filter((s) => s.system_service_type === 'FACILITY'),
  };
  const base = mode === 'onboarding' ? '/vendor/onboarding/space' : mode === 'create' ? `/vendor/venue/${venue}/space/create` : `/vendor/venue/${venue}/space/${id}`;
  const initial: SpaceWizardValues = { ...spaceValuesOf(space.data ?? null, lists, storedFacilities.data), ...(draft?.values ?? {}) };
  const keepDraft = (values: SpaceWizardValues, ids?: Record<string, number>) =>
    saveDraft('space', { step, values, ids: { venue_id: venue, ...(draft?.ids ?? {}), ...(ids ?? {}) } });

  const linkImages = (saved: HostSpaceDetail, values: SpaceWizardValues) =>
    linkPhotos({ id: saved.space_id, images_ids: values.images.map((p) => p.image_id), name: saved.space_name }).unwrap();

  const storeEdit = async (values: SpaceWizardValues, spaceIdToSave: number) => {
    if (step === 'details') {
      const saved = await update({ id: spaceIdToSave, patch: detailsInput(values, lists) }).unwrap();
      await linkImages(saved, values);
    } else if (step === 'configurations') {
      await update({ id: spaceIdToSave, patch: { space_size: values.space_size } }).unwrap();
      await saveConfigurations({ space_id: spaceIdToSave, configurations: configurationsInput(values) }).unwrap();
    } else if (step === 'booking-rules') await update({ id: spaceIdToSave, patch: bookingRulesInput(values) }).unwrap();
    else if (step === 'facilities') await saveFacilities(facilitiesInput(values, spaceIdToSave)).unwrap();
    else if (step === 'pricing') await update({ id: spaceIdToSave, patch: pricingInput(values) }).unwrap();
    else await saveFeatures({ space_id: spaceIdToSave, feature_ids: values.feature_ids }).unwrap();
  };

  const save = async (values: SpaceWizardValues) => {
    let currentId = id;
    if (mode === 'edit' || (currentId && step !== 'pricing')) {
      await storeEdit(values, currentId!);
    } else if (step === 'pricing') {
      const body = {
        venue_id: venue,
        ...detailsInput(values, lists),
        space_size: values.space_size,
        configurations: configurationsInput(values),
        ...bookingRulesInput(values),
        ...pricingInput(values),
        ...(values.has_wifi ? { wifi_name: values.wifi_name.trim(), wifi_code: values.wifi_code.trim() } : {}),
      };
      const saved = currentId ? await update({ id: currentId, patch: body }).unwrap() : await create(body).unwrap();
      currentId = saved.space_id;
      keepDraft(values, { space_id: currentId });
      await linkImages(saved, values);
      await saveFacilities(facilitiesInput(values, currentId)).unwrap();
    } else {
      keepDraft(values);
    }
    const next = nextOf(SPACE_STEPS, step);
    if (mode === 'edit') {
      if (next) navigate(`${base}/${next}`);
      else dispatchZaalplekEvent('zaalplek:toast', { kind: 'success', message: intl.formatMessage(m.saved) });
    } else if (next) {
      navigate(`${base}/${next}`);
    } else {
      clearDraft('space');
      if (mode === 'onboarding') {
        clearDraft('venue');
        clearDraft('organisation');
      }
      navigate(`/space-success?space_id=${currentId}&venue_id=${venue}`);
    }
  };

  const fields: Record<SpaceStep, ReactNode> = {
    details: <DetailsFields categories={lists.categories} />,
    configurations: <ConfigurationsFields types={lists.configurationTypes} />,
    'booking-rules': <BookingRulesFields canSetBookingType={canSetBookingType} />,
    facilities: <FacilitiesFields facilities={lists.facilities} />,
    pricing: <PricingFields />,
    features: <FeaturesFields features={features.data} />,
  };
  const previous = previousOf(SPACE_STEPS, step);
  const last = !nextOf(SPACE_STEPS, step);
  return (
    <div data-testid="space-wizard" data-step={step}>
      {mode === 'edit' && space.data && (
        <>
          <h1>{space.data.space_name}</h1>
          <SpaceActions space={space.data} venueId={venue} />
          <LowRatingModal />
          <HostReviews spaceId={space.data.space_id} />
        </>
      )}
      {mode !== 'onboarding' && <StepTabs steps={SPACE_STEPS} current={step} base={base} labels={m} prefix="step_" />}
      <StepForm<SpaceWizardValues>
        key={`${step}-${id ?? 'new'}`}
        testId={`space-step-${step}`}
        initialValues={initial}
        validate={validators[step]}
        save={save}
        errorPrefix="SpaceValidation"
        knownIds={known}
        fieldAliases={aliases}
        submitLabel={intl.formatMessage(mode === 'edit' ? (last ? m.save : m.saveAndContinue) : last ? m.finish : m.saveAndContinue)}
        onBack={previous ? () => navigate(`${base}/${previous}`) : undefined}
        backLabel={intl.formatMessage(m.back)}
        onValuesChange={mode === 'edit' ? undefined : (values) => keepDraft(values)}
      >
        {fields[step]}
      </StepForm>
    </div>
  );
}
