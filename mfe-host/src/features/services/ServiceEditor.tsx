// The editor of one venue service (final-form): the validator mirrors the API's rules, the API's
// FIELD_VALIDATION errors land on the same fields.
import { useIntl } from 'react-intl';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Button, Checkbox } from '@zaalplek/design-system';
import { dispatchZaalplekEvent } from '@zaalplek/platform';
import { CheckboxInput, ErrorLine, FieldErrorLine, NumberInput, SelectInput, TextAreaInput, TextInput } from '../onboarding/form/fields';
import { apiSubmissionErrors, formatFormError, idsOf } from '../onboarding/form/formError';
import type { HostVenue } from '../spaces/types';
import { serviceValidationMessages, servicesMessages as m } from './messages';
import { linkingInput, serviceValuesOf, validateService, type ServiceFormValues } from './serviceValidation';
import { ORDER_TYPES, useLinkInventoryServiceMutation, type InventoryService } from './servicesApi';

const known = idsOf(serviceValidationMessages);

export function ServiceEditor({ venue, service, onSaved }: { venue: HostVenue; service: InventoryService; onSaved: () => void }) {
  const intl = useIntl();
  const [link] = useLinkInventoryServiceMutation();
  const spaces = venue.venue_spaces;
  const onSubmit = async (values: ServiceFormValues) => {
    try {
      await link(linkingInput(venue.venue_id, service, values)).unwrap();
      dispatchZaalplekEvent('zaalplek:toast', { kind: 'success', message: intl.formatMessage(m.saved) });
      onSaved();
      return undefined;
    } catch (error) {
      return apiSubmissionErrors(error, 'ServiceValidation', known, { input: FORM_ERROR });
    }
  };
  return (
    <Form<ServiceFormValues>
      onSubmit={onSubmit}
      validate={validateService as never}
      initialValues={serviceValuesOf(service, spaces.map((s) => s.space_id))}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate data-testid="service-editor">
          <CheckboxInput name="is_enabled" label={intl.formatMessage(m.enabled)} />
          <Field<number[]> name="space_ids">
            {({ input }) => {
              const list = Array.isArray(input.value) ? input.value : [];
              return (
                <fieldset data-testid="service-spaces">
                  <legend>{intl.formatMessage(m.spaces)}</legend>
                  {spaces.map((space) => {
                    const checked = list.includes(space.space_id);
                    return (
                      <Checkbox
                        key={space.space_id}
                        label={space.space_name}
                        checked={checked}
                        onChange={() => {
                          input.onChange(checked ? list.filter((x) => x !== space.space_id) : [...list, space.space_id]);
                          input.onBlur();
                        }}
                      />
                    );
                  })}
                  <FieldErrorLine name="space_ids" />
                </fieldset>
              );
            }}
          </Field>
          <TextInput name="price" label={intl.formatMessage(m.price)} required />
          <SelectInput
            name="vat_rate"
            label={intl.formatMessage(m.vatRate)}
            placeholder={false}
            options={[
              { value: '21', label: '21%' },
              { value: '9', label: '9%' },
              { value: '0', label: intl.formatMessage(m.vatNone) },
            ]}
          />
          <SelectInput
            name="order_type"
            label={intl.formatMessage(m.orderType)}
            options={ORDER_TYPES.map((t) => ({ value: t, label: intl.formatMessage(m[`order_${t}`]) }))}
          />
          {service.allow_on_demand && <CheckboxInput name="is_on_demand" label={intl.formatMessage(m.onDemand)} />}
          <CheckboxInput name="is_mandatory" label={intl.formatMessage(m.mandatory)} />
          {service.is_inventory_allowed && (
            <>
              <CheckboxInput name="is_inventory_enabled" label={intl.formatMessage(m.inventory)} />
              {values.is_inventory_enabled && <NumberInput name="max_inventory" label={intl.formatMessage(m.maxInventory)} required />}
            </>
          )}
          <TextAreaInput name="description" label={intl.formatMessage(m.description)} />
          {submitError && <ErrorLine role="alert">{formatFormError(intl, submitError)}</ErrorLine>}
          <Button type="submit" loading={submitting} data-testid="service-save">
            {intl.formatMessage(m.save)}
          </Button>
        </form>
      )}
    </Form>
  );
}
