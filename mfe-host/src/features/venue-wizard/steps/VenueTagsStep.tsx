// Venue wizard TAGS: at least 3 tags (get_all_tags / add_venue_tags) and a new tag (add_new_tag).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, Form } from 'react-final-form';
import { Button, Checkbox, Spinner } from '@zaalplek/design-system';
import { FieldErrorLine, NumberInput, TextInput } from '../../onboarding/form/fields';
import { StepForm } from '../../onboarding/form/StepForm';
import { apiSubmissionErrors, idsOf } from '../../onboarding/form/formError';
import { venueValidationMessages, venueWizardMessages as m } from '../messages';
import { validateNewTag, validateVenueTags, type NewTagValues } from '../venueValidation';
import { useAddNewTagMutation, useAllTagsQuery, useSaveVenueTagsMutation } from '../venueWizardApi';
import type { StepProps } from './stepProps';

export interface VenueTagsValues {
  tag_ids: number[];
}

const known = idsOf(venueValidationMessages);

export function VenueTagsStep({ venue, draft, onDraft, onSaved, submitLabel, onBack, backLabel }: StepProps<VenueTagsValues>) {
  const intl = useIntl();
  const { data: tags, refetch, isError } = useAllTagsQuery();
  const [saveTags] = useSaveVenueTagsMutation();
  const [addTag] = useAddNewTagMutation();
  const [adding, setAdding] = useState(false);
  if (!venue) return null;
  if (isError) return <p role="alert" data-testid="tags-load-error">{intl.formatMessage(m.loadError)}</p>;
  if (!tags) return <Spinner />;
  const save = async (values: VenueTagsValues) => {
    const saved = await saveTags({ venue_id: venue.venue_id, tag_ids: values.tag_ids }).unwrap();
    onSaved({ ...venue, venue_tags: saved });
  };
  const names = tags.flatMap((t) => [t.name_nl, t.name_en]);
  return (
    <>
      <StepForm<VenueTagsValues>
        testId="venue-tags-step"
        initialValues={draft ?? { tag_ids: (venue.venue_tags ?? []).map((t) => t.tag_id) }}
        validate={validateVenueTags}
        save={save}
        errorPrefix="VenueValidation"
        knownIds={known}
        submitLabel={submitLabel}
        onBack={onBack}
        backLabel={backLabel}
        onValuesChange={onDraft}
      >
        <h2>{intl.formatMessage(m.tagsTitle)}</h2>
        <Field<number[]> name="tag_ids">
          {({ input }) => (
            <fieldset>
              <legend>{intl.formatMessage(m.tagsLegend)}</legend>
              {tags.map((tag) => {
                const list: number[] = Array.isArray(input.value) ? input.value : [];
                const checked = list.includes(tag.tag_id);
                return (
                  <Checkbox
                    key={tag.tag_id}
                    label={intl.locale === 'en' ? tag.name_en : tag.name_nl}
                    checked={checked}
                    onChange={() => {
                      input.onChange(checked ? list.filter((x) => x !== tag.tag_id) : [...list, tag.tag_id]);
                      input.onBlur();
                    }}
                  />
                );
              })}
            </fieldset>
          )}
        </Field>
        <FieldErrorLine name="tag_ids" />
      </StepForm>
      {adding ? (
        <Form<NewTagValues>
          onSubmit={async (values) => {
            try {
              await addTag({ name_nl: values.name_nl.trim(), name_en: values.name_en.trim(), importance: values.importance ?? 1 }).unwrap();
              refetch();
              setAdding(false);
              return undefined;
            } catch (error) {
              return apiSubmissionErrors(error, 'VenueValidation', known, { importance: 'importance' });
            }
          }}
          validate={(values) => validateNewTag(values, names) as never}
          initialValues={{ importance: 5 }}
        >
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate data-testid="new-tag-form">
              <h3>{intl.formatMessage(m.newTag)}</h3>
              <TextInput name="name_nl" label={intl.formatMessage(m.tagNameNl)} required />
              <TextInput name="name_en" label={intl.formatMessage(m.tagNameEn)} required />
              <NumberInput name="importance" label={intl.formatMessage(m.tagImportance)} max={10} required />
              <Button type="submit" variant="secondary" loading={submitting}>
                {intl.formatMessage(m.addTag)}
              </Button>
            </form>
          )}
        </Form>
      ) : (
        <Button type="button" variant="ghost" onClick={() => setAdding(true)}>
          {intl.formatMessage(m.newTag)}
        </Button>
      )}
    </>
  );
}
