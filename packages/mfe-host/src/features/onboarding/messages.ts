import type { MessageDescriptor } from 'react-intl';

export const organisationValidationMessages = {
  organisation_name_empty: { id: "OrganisationValidation.organisation_name_empty", defaultMessage: "Vul de naam van de organisatie in" },
  organisation_name_too_long: { id: "OrganisationValidation.organisation_name_too_long", defaultMessage: "Te veel tekens (maximaal 100)" },
  organisation_name_not_suggested: { id: "OrganisationValidation.organisation_name_not_suggested", defaultMessage: "Maak een keuze uit een van de voorgestelde namen" },
  coc_invalid: { id: "OrganisationValidation.coc_invalid", defaultMessage: "Vul een geldig KvK-nummer in (8 cijfers)" },
  coc_not_found: { id: "OrganisationValidation.coc_not_found", defaultMessage: "KvK-nummer niet gevonden" },
  organisation_exists: { id: "OrganisationValidation.organisation_exists", defaultMessage: "Deze organisatie is al geregistreerd" },
  personal_address_empty: { id: "OrganisationValidation.personal_address_empty", defaultMessage: "Vul je adres in" },
  address_not_selected: { id: "OrganisationValidation.address_not_selected", defaultMessage: "Selecteer het adres uit de lijst" },
  billing_address_empty: { id: "OrganisationValidation.billing_address_empty", defaultMessage: "Vul het factuuradres in" },
  vat_number_empty: { id: "OrganisationValidation.vat_number_empty", defaultMessage: "Vul het btw-nummer in" },
  vat_number_length: { id: "OrganisationValidation.vat_number_length", defaultMessage: "Het btw-nummer heeft 14 tekens" },
  vat_number_invalid: { id: "OrganisationValidation.vat_number_invalid", defaultMessage: "Btw-nummer onjuist" },
  vat_rate_invalid: { id: "OrganisationValidation.vat_rate_invalid", defaultMessage: "Kies een btw-tarief" },
  finance_email_empty: { id: "OrganisationValidation.finance_email_empty", defaultMessage: "Vul het e-mailadres voor facturen in" },
  finance_email_invalid: { id: "OrganisationValidation.finance_email_invalid", defaultMessage: "Vul een geldig e-mailadres in" },
} satisfies Record<string, MessageDescriptor>;
