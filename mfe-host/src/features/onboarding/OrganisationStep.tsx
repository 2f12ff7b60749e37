// Onboarding: organisation details (spec 3/5). PUBLIC: name chosen from get_companies (or kept as typed
// once the CoC number is found in the register, whose name is then suggested), CoC looked up with
// kvk/get_address/{code}/; PRIVATE: personal address. Both: VAT number, VAT rate, finance e-mail and the
// billing address from the places dropdown (public: or the CoC address).
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, useForm, useFormState } from 'react-final-form';
import { Button, RadioGroup, Spinner } from '@zaalplek/design-system';
import { navigate, reloadCurrentUser } from '@zaalplek/platform';
import { CheckboxInput, SelectInput, TextInput } from './form/fields';
import { loadDraft, saveDraft } from './form/drafts';
import { idsOf } from './form/formError';
import { PlaceField } from './form/PlaceField';
import { StepForm } from './form/StepForm';
import { onboardingMessages as m, organisationValidationMessages } from './messages';
import { useGetCompaniesQuery, useGetOrganisationQuery, useLazyKvkAddressQuery, useSaveOrganisationMutation, type Organisation } from './onboardingApi';
import { validateOrganisation, type OrganisationValues } from './organisationValidation';

type Values = OrganisationValues & { finance_same_as_coc: boolean };
const known = idsOf(organisationValidationMessages);

function valuesOf(org: Organisation | null): Partial<Values> {
  if (!org) return { organisation_type: 'PUBLIC', vat_rate: '21', finance_same_as_coc: true, chosen_company: null, coc_address: null };
  return {
    organisation_type: org.organisation_type,
    organisation_name: org.organisation_name,
    chosen_company: org.organisation_name,
    coc: org.coc ?? '',
    coc_address: org.address,
    // a stored organisation keeps its place: shown in the address field (the CoC lookup runs again on edit)
    coc_place_id: null,
    place: org.place_id ? { place_id: org.place_id, description: org.address ?? '' } : null,
    vat_number: org.vat_number,
    vat_rate: String(org.vat_rate),
    finance_email: org.finance_email,
    finance_place: org.finance_place_id ? { place_id: org.finance_place_id, description: org.finance_address ?? '' } : null,
    finance_same_as_coc: org.organisation_type === 'PUBLIC' && !org.finance_place_id,
  };
}

function CompanyName() {
  const intl = useIntl();
  const form = useForm<Values>();
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const name = (values.organisation_name ?? '').trim();
  const { data } = useGetCompaniesQuery(name, { skip: name.length < 2 || values.chosen_company === name });
  const [lookup, { isFetching }] = useLazyKvkAddressQuery();
  const [cocError, setCocError] = useState(false);
  const [kvkName, setKvkName] = useState<string | null>(null);
  const coc = (values.coc ?? '').trim();
  useEffect(() => {
    if (!/^\d{8}$/.test(coc) || values.coc_address) return;
    lookup(coc)
      .unwrap()
      .then((a) => {
        setCocError(false);
        // the register's name fills an empty name field; a name the host typed stays, with the
        // register's name offered next to it
        const typed = (form.getState().values.organisation_name ?? '').trim();
        form.batch(() => {
          form.change('coc_address', a.address);
          form.change('coc_place_id', a.place_id ?? null);
          if (!typed) {
            form.change('organisation_name', a.legal_name);
            form.change('chosen_company', a.legal_name);
          }
        });
        setKvkName(typed ? a.legal_name : null);
      })
      .catch(() => setCocError(true));
  }, [coc]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <TextInput name="organisation_name" label={intl.formatMessage(m.organisationName)} required />
      {data && data.length > 0 && values.chosen_company !== name && (
        <ul role="listbox" data-testid="company-suggestions">
          {data.map((c) => (
            <li key={c.coc_number} role="option" aria-selected={false}>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() =>
                  form.batch(() => {
                    form.change('organisation_name', c.legal_name);
                    form.change('chosen_company', c.legal_name);
                    form.change('coc', c.coc_number);
                    form.change('coc_address', null);
                    form.change('coc_place_id', null);
                  })
                }
              >
                {c.legal_name} · {c.coc_number} · {c.address}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Field name="coc">
        {({ input }) => (
          <TextInputWithReset
            name="coc"
            label={intl.formatMessage(m.coc)}
            onEdit={() => form.batch(() => {
              form.change('coc_address', null);
              form.change('coc_place_id', null);
            })}
            value={input.value}
          />
        )}
      </Field>
      {isFetching && <Spinner />}
      {cocError && <p role="alert">{intl.formatMessage(organisationValidationMessages.coc_not_found)}</p>}
      {kvkName && values.coc_address && kvkName !== name && (
        <p data-testid="kvk-name-suggestion">
          {intl.formatMessage(m.kvkName, { name: kvkName })}{' '}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() =>
              form.batch(() => {
                form.change('organisation_name', kvkName);
                form.change('chosen_company', kvkName);
              })
            }
          >
            {intl.formatMessage(m.useKvkName)}
          </Button>
        </p>
      )}
      {values.coc_address && (
        <p data-testid="coc-address">
          {intl.formatMessage(m.cocAddress)}: {values.coc_address}
        </p>
      )}
      {values.coc_address && !values.coc_place_id && <PlaceField name="place" label={intl.formatMessage(m.organisationAddress)} required />}
    </>
  );
}

function TextInputWithReset({ name, label, onEdit, value }: { name: string; label: string; onEdit: () => void; value: string }) {
  const [last, setLast] = useState(value);
  useEffect(() => {
    if (value !== last) {
      setLast(value);
      onEdit();
    }
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  return <TextInput name={name} label={label} required maxLength={8} />;
}

function TypeChoice() {
  const intl = useIntl();
  return (
    <Field<string> name="organisation_type">
      {({ input }) => (
        <RadioGroup
          legend={intl.formatMessage(m.organisationType)}
          name="organisation_type"
          value={input.value}
          onChange={input.onChange}
          direction="horizontal"
          options={[
            { value: 'PUBLIC', label: intl.formatMessage(m.typePublic) },
            { value: 'PRIVATE', label: intl.formatMessage(m.typePrivate) },
          ]}
        />
      )}
    </Field>
  );
}

/**
 * The organisation form. 'onboarding' keeps a local draft and goes on to the venue; 'profile'
 * (/profile/organisation) edits the stored organisation in place and calls onSaved.
 */
export function OrganisationStep({ mode = 'onboarding', onSaved }: { mode?: 'onboarding' | 'profile'; onSaved?: () => void } = {}) {
  const intl = useIntl();
  const { data: org, isLoading } = useGetOrganisationQuery();
  const [saveOrganisation] = useSaveOrganisationMutation();
  if (isLoading) return <Spinner />;
  const onboarding = mode === 'onboarding';
  const draft = onboarding ? loadDraft<Partial<Values>>('organisation') : null;
  const validate = (values: Values) => {
    const errors = validateOrganisation(values);
    if (values.organisation_type === 'PUBLIC' && values.finance_same_as_coc) delete errors.finance_place;
    return errors;
  };
  const save = async (values: Values) => {
    const isPublic = values.organisation_type === 'PUBLIC';
    const sameAsCoc = isPublic && values.finance_same_as_coc;
    await saveOrganisation({
      type: values.organisation_type,
      input: {
        organisation_name: values.organisation_name.trim(),
        ...(isPublic ? { coc: values.coc.trim() } : {}),
        place_id: (isPublic ? values.coc_place_id : null) ?? values.place?.place_id ?? null,
        finance_place_id: sameAsCoc ? undefined : (values.finance_place?.place_id ?? null),
        vat_number: values.vat_number.replace(/\s+/g, ''),
        vat_rate: Number(values.vat_rate),
        finance_email: values.finance_email.trim(),
        is_finance_coc_geo: sameAsCoc,
      },
    }).unwrap();
    // a new host's account has an organisation now: pages that need one (spaces, bookings) stop
    // sending back here (on the profile page the organisation existed already)
    if (onboarding) reloadCurrentUser();
    if (!onboarding) {
      onSaved?.();
      return;
    }
    saveDraft('organisation', { step: 'organisation-details', values: {} });
    navigate('/vendor/onboarding/venue/details');
  };
  return (
    <StepForm<Values>
      testId="organisation-step"
      initialValues={{ ...valuesOf(org ?? null), ...(draft?.values ?? {}) }}
      validate={validate}
      save={save}
      errorPrefix="OrganisationValidation"
      knownIds={known}
      fieldAliases={{ finance_place_id: 'finance_place', place_id: 'place' }}
      submitLabel={intl.formatMessage(onboarding ? m.saveAndContinue : m.saveOrganisation)}
      onValuesChange={onboarding ? (values) => saveDraft('organisation', { step: 'organisation-details', values }) : undefined}
    >
      {(values) => (
        <>
          {onboarding && <h2>{intl.formatMessage(m.organisationTitle)}</h2>}
          <TypeChoice />
          {values.organisation_type === 'PUBLIC' ? <CompanyName /> : <TextInput name="organisation_name" label={intl.formatMessage(m.privateName)} required />}
          {values.organisation_type === 'PRIVATE' && <PlaceField name="place" label={intl.formatMessage(m.personalAddress)} required />}
          <TextInput name="vat_number" label={intl.formatMessage(m.vatNumber)} hint="NL123456789B01" required maxLength={20} />
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
          <TextInput name="finance_email" type="email" label={intl.formatMessage(m.financeEmail)} required />
          {values.organisation_type === 'PUBLIC' && <CheckboxInput name="finance_same_as_coc" label={intl.formatMessage(m.financeSameAsCoc)} />}
          {!(values.organisation_type === 'PUBLIC' && values.finance_same_as_coc) && <PlaceField name="finance_place" label={intl.formatMessage(m.financeAddress)} required />}
        </>
      )}
    </StepForm>
  );
}
