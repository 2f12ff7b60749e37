import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Button, Spinner } from '@zaalplek/design-system';
import { toApiErrorBody } from '@zaalplek/platform';
import { CheckboxInput, ErrorLine, TextAreaInput, TextInput, useFieldError } from '../onboarding/form/fields';
import { apiErrorText } from '../team/apiErrorText';
import { Notice, Stack } from '../vendor-bookings/styles';
import { SOCIAL_NETWORKS, useGetUserCollectionQuery, useSaveCollectionMutation, useUploadCollectionLogoMutation, type HostCollection } from './collectionApi';
import { validateCollection, type CollectionFormValues } from './collectionValidation';
import { hostProfileMessages as m } from './messages';

const API_FIELD_KEYS = new Set(['collection_name_required', 'about_us_too_long', 'logo_required', 'required']);
const API_FIELDS: Record<string, keyof CollectionFormValues> = { name: 'name', about_us: 'about_us', logo_image_id: 'logo_image_id', collection_name: 'name' };

function initialValues(c: HostCollection | null | undefined): CollectionFormValues {
  return {
    name: c?.collection_name ?? '',
    promo_text: c?.promo_text ?? '',
    about_us: c?.about_us ?? '',
    website: c?.website ?? '',
    has_public_page: c?.has_public_page ?? true,
    logo_image_id: null,
    logo_url: c?.logo_url ?? null,
    facebook: c?.social_links.facebook ?? '',
    instagram: c?.social_links.instagram ?? '',
    linkedin: c?.social_links.linkedin ?? '',
    twitter: c?.social_links.twitter ?? '',
    youtube: c?.social_links.youtube ?? '',
  };
}

function LogoField() {
  const intl = useIntl();
  const [upload, { isLoading }] = useUploadCollectionLogoMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Field<number | null> name="logo_image_id" subscription={{ value: true, error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true }}>
      {({ input, meta }) => (
        <Field<string | null> name="logo_url" subscription={{ value: true }}>
          {({ input: urlInput }) => (
            <LogoInner
              onFile={async (file) => {
                setFailure(null);
                try {
                  const image = await upload(file).unwrap();
                  input.onChange(image.image_id);
                  urlInput.onChange(image.image_url);
                } catch (err) {
                  setFailure(apiErrorText(intl, err));
                }
              }}
              onBlur={input.onBlur}
              url={urlInput.value}
              meta={meta}
              failure={failure}
              loading={isLoading}
            />
          )}
        </Field>
      )}
    </Field>
  );
}

function LogoInner({ onFile, onBlur, url, meta, failure, loading }: { onFile: (f: File) => void; onBlur: () => void; url: string | null; meta: Parameters<typeof useFieldError>[0]; failure: string | null; loading: boolean }) {
  const intl = useIntl();
  const error = useFieldError(meta);
  return (
    <div>
      <label htmlFor="collection-logo">
        <strong>{intl.formatMessage(m.logo)} *</strong>
      </label>
      {url && (
        <div>
          <img src={url} alt={intl.formatMessage(m.logoAlt)} style={{ maxWidth: 160, maxHeight: 160 }} />
        </div>
      )}
      <div>
        <input
          id="collection-logo"
          type="file"
          accept="image/jpeg,image/png,image/svg+xml,image/webp"
          aria-label={intl.formatMessage(m.logoUpload)}
          disabled={loading}
          onBlur={onBlur}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
          }}
        />
      </div>
      {(failure || error) && <ErrorLine role="alert">{failure ?? error}</ErrorLine>}
    </div>
  );
}

/** /profile/social: the organisation's public collection page (texts, social links, logo). */
export function SocialPage() {
  const intl = useIntl();
  const { data, isLoading } = useGetUserCollectionQuery();
  const [save] = useSaveCollectionMutation();
  const [saved, setSaved] = useState(false);
  if (isLoading) return <Spinner />;
  return (
    <Stack data-testid="social-page">
      <h2>{intl.formatMessage(m.socialTitle)}</h2>
      <Form<CollectionFormValues>
        initialValues={initialValues(data)}
        validate={(values) => {
          const errors: Record<string, string> = {};
          for (const [field, key] of Object.entries(validateCollection(values))) errors[field] = m[key].id;
          return errors;
        }}
        onSubmit={async (values) => {
          setSaved(false);
          const text = (v: string) => v.trim() || null;
          try {
            await save({
              create: !data,
              input: {
                name: values.name.trim(),
                promo_text: text(values.promo_text),
                about_us: text(values.about_us),
                website: text(values.website),
                logo_image_id: values.logo_image_id,
                has_public_page: values.has_public_page,
                social_links: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, text(values[n])])),
              },
            }).unwrap();
            setSaved(true);
            return undefined;
          } catch (err) {
            const body = toApiErrorBody(err);
            const apiField = typeof body.meta?.field === 'string' ? body.meta.field : body.entity ?? '';
            const field = API_FIELDS[apiField];
            if (body.error_type === 'FIELD_VALIDATION' && field && body.key && API_FIELD_KEYS.has(body.key)) {
              return { [field]: body.key === 'required' ? m.required.id : m[body.key as 'logo_required'].id };
            }
            return { [FORM_ERROR]: apiErrorText(intl, err) };
          }
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            {submitError && (
              <Notice $tone="danger" role="alert">
                {submitError}
              </Notice>
            )}
            {saved && <Notice role="status">{intl.formatMessage(m.saved)}</Notice>}
            <TextInput name="name" label={intl.formatMessage(m.collectionName)} required maxLength={100} />
            <TextInput name="promo_text" label={intl.formatMessage(m.promoText)} maxLength={255} />
            <TextAreaInput name="about_us" label={intl.formatMessage(m.aboutUs)} />
            <TextInput name="website" label={intl.formatMessage(m.website)} />
            {SOCIAL_NETWORKS.map((network) => (
              <TextInput key={network} name={network} label={network[0].toUpperCase() + network.slice(1)} />
            ))}
            <LogoField />
            <CheckboxInput name="has_public_page" label={intl.formatMessage(m.hasPublicPage)} />
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(m.save)}
            </Button>
          </form>
        )}
      </Form>
    </Stack>
  );
}
