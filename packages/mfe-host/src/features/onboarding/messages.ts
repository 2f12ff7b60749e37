import type { MessageDescriptor } from 'react-intl';

export const organisationValidationMessages = {
  organisation_name_required: { id: "OrganisationValidation.organisation_name_required", defaultMessage: "Vul de naam van de organisatie in" },
  organisation_name_too_long: { id: "OrganisationValidation.organisation_name_too_long", defaultMessage: "Te veel tekens (maximaal 100)" },
  organisation_name_not_suggested: { id: "OrganisationValidation.organisation_name_not_suggested", defaultMessage: "Maak een keuze uit een van de voorgestelde namen" },
  coc_invalid: { id: "OrganisationValidation.coc_invalid", defaultMessage: "Vul een geldig KvK-nummer in (8 cijfers)" },
  coc_not_found: { id: "OrganisationValidation.coc_not_found", defaultMessage: "KvK-nummer niet gevonden" },
  organisation_already_registered: { id: "OrganisationValidation.organisation_already_registered", defaultMessage: "Deze organisatie is al geregistreerd" },
  personal_address_empty: { id: "OrganisationValidation.personal_address_empty", defaultMessage: "Vul je adres in" },
  address_not_selected: { id: "OrganisationValidation.address_not_selected", defaultMessage: "Selecteer het adres uit de lijst" },
  billing_address_empty: { id: "OrganisationValidation.billing_address_empty", defaultMessage: "Vul het factuuradres in" },
  vat_number_required: { id: "OrganisationValidation.vat_number_required", defaultMessage: "Vul het btw-nummer in" },
  vat_number_invalid: { id: "OrganisationValidation.vat_number_invalid", defaultMessage: "Het btw-nummer heeft 14 tekens" },
  vat_rate_invalid: { id: "OrganisationValidation.vat_rate_invalid", defaultMessage: "Kies een btw-tarief" },
  finance_email_required: { id: "OrganisationValidation.finance_email_required", defaultMessage: "Vul het e-mailadres voor facturen in" },
  invalid_email: { id: "OrganisationValidation.invalid_email", defaultMessage: "Vul een geldig e-mailadres in" },
  coc_required: { id: "OrganisationValidation.coc_required", defaultMessage: "Vul het KvK-nummer in" },
  finance_address_not_selected: { id: "OrganisationValidation.finance_address_not_selected", defaultMessage: "Selecteer het adres uit de lijst" },
} satisfies Record<string, MessageDescriptor>;
