import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { mapApiError } from '@zaalplek/platform';

/** The admin area's texts for the error keys its operations answer (spec error shape: error_type, key). */
export const apiErrorMessages = {
  reason_empty: { id: 'AdminErrors.reason_empty', defaultMessage: 'Geef een reden op.' },
  reason_too_long: { id: 'AdminErrors.reason_too_long', defaultMessage: 'De reden mag hoogstens 500 tekens hebben.' },
  already_banned: { id: 'AdminErrors.already_banned', defaultMessage: 'Deze verhuurder is al geblokkeerd.' },
  not_banned: { id: 'AdminErrors.not_banned', defaultMessage: 'Deze verhuurder is niet geblokkeerd.' },
  no_organisation: { id: 'AdminErrors.no_organisation', defaultMessage: 'Dit account heeft nog geen organisatie.' },
  space_not_approved: { id: 'AdminErrors.space_not_approved', defaultMessage: 'Keur de ruimte eerst goed voordat je hem activeert.' },
  organisation_banned: { id: 'AdminErrors.organisation_banned', defaultMessage: 'De organisatie van deze ruimte is geblokkeerd.' },
  faq_incomplete: { id: 'AdminErrors.faq_incomplete', defaultMessage: 'Vul bij elke FAQ-vraag de vraag en het antwoord in het Nederlands en Engels in.' },
  faq_too_long: { id: 'AdminErrors.faq_too_long', defaultMessage: 'De FAQ is te lang (hoogstens 20 vragen, vragen 300 en antwoorden 2000 tekens).' },
  meta_title_too_long: { id: 'AdminErrors.meta_title_too_long', defaultMessage: 'De metatitel mag hoogstens 200 tekens hebben.' },
  meta_description_too_long: { id: 'AdminErrors.meta_description_too_long', defaultMessage: 'De metabeschrijving mag hoogstens 500 tekens hebben.' },
  seo_h1_too_long: { id: 'AdminErrors.seo_h1_too_long', defaultMessage: 'De H1 mag hoogstens 200 tekens hebben.' },
  space_not_active: { id: 'AdminErrors.space_not_active', defaultMessage: 'Alleen actieve ruimtes kunnen uitgelicht worden.' },
  duplicate_space: { id: 'AdminErrors.duplicate_space', defaultMessage: 'Een ruimte kan maar één keer uitgelicht worden.' },
  too_many_spaces: { id: 'AdminErrors.too_many_spaces', defaultMessage: 'Er kunnen hoogstens 50 locaties uitgelicht worden.' },
  user_name_empty: { id: 'AdminErrors.user_name_empty', defaultMessage: 'Vul een naam in.' },
  user_name_too_long: { id: 'AdminErrors.user_name_too_long', defaultMessage: 'De naam mag hoogstens 100 tekens hebben.' },
  user_company_name_too_long: { id: 'AdminErrors.user_company_name_too_long', defaultMessage: 'De bedrijfsnaam mag hoogstens 100 tekens hebben.' },
  user_company_position_too_long: { id: 'AdminErrors.user_company_position_too_long', defaultMessage: 'De functie mag hoogstens 100 tekens hebben.' },
  feedback_empty: { id: 'AdminErrors.feedback_empty', defaultMessage: 'Vul de feedback in het Nederlands en het Engels in.' },
  feedback_too_long: { id: 'AdminErrors.feedback_too_long', defaultMessage: 'De feedback mag hoogstens 2000 tekens hebben.' },
  position_invalid: { id: 'AdminErrors.position_invalid', defaultMessage: 'De volgorde moet een heel getal van 0 tot 10000 zijn.' },
  avatar_invalid: { id: 'AdminErrors.avatar_invalid', defaultMessage: 'Upload de foto opnieuw.' },
  image_too_big: { id: 'AdminErrors.image_too_big', defaultMessage: 'De foto is groter dan 20 MB.' },
  image_unavailable_format: { id: 'AdminErrors.image_unavailable_format', defaultMessage: 'Kies een JPEG, PNG, SVG of WEBP.' },
  image_wrong_size: { id: 'AdminErrors.image_wrong_size', defaultMessage: 'De foto moet minstens 641 × 427 pixels zijn.' },
  image_wrong_aspect_ratio: { id: 'AdminErrors.image_wrong_aspect_ratio', defaultMessage: 'De foto moet liggend zijn, met een verhouding tussen 1,3 en 1,8.' },
  too_long: { id: 'AdminErrors.too_long', defaultMessage: 'Een van de teksten is te lang.' },
  stale_version: { id: 'AdminErrors.stale_version', defaultMessage: 'Iemand anders heeft dit intussen opgeslagen. Sluit en open het opnieuw om de nieuwste versie te zien.' },
  video_url_invalid: { id: 'AdminErrors.video_url_invalid', defaultMessage: 'Vul een https-link naar de video in.' },
  cannot_act_as_staff: { id: 'AdminErrors.cannot_act_as_staff', defaultMessage: 'Je kunt niet meekijken als een beheerder of ander personeel.' },
  not_a_customer: { id: 'AdminErrors.not_a_customer', defaultMessage: 'Dit account is geen boeker.' },
  not_a_vendor: { id: 'AdminErrors.not_a_vendor', defaultMessage: 'Dit account is geen verhuurder.' },
  missing_iban: { id: 'AdminErrors.missing_iban', defaultMessage: 'De verhuurder heeft nog geen actief IBAN; de uitbetaling blijft in afwachting.' },
  payout_completed: { id: 'AdminErrors.payout_completed', defaultMessage: 'Deze uitbetaling is al uitbetaald.' },
  date_invalid: { id: 'AdminErrors.date_invalid', defaultMessage: 'Kies een geldige datum.' },
  already_blocked: { id: 'AdminErrors.already_blocked', defaultMessage: 'Dit account is al geblokkeerd.' },
  not_blocked: { id: 'AdminErrors.not_blocked', defaultMessage: 'Dit account is niet geblokkeerd.' },
  cannot_block_staff: { id: 'AdminErrors.cannot_block_staff', defaultMessage: 'Beheerders en ander personeel kun je hier niet blokkeren.' },
  review_hidden: { id: 'AdminErrors.review_hidden', defaultMessage: 'Toon de beoordeling eerst weer voordat je hem als testimonial gebruikt.' },
  forbidden: { id: 'AdminErrors.forbidden', defaultMessage: 'Je rol mag dit niet doen.' },
  not_found: { id: 'AdminErrors.not_found', defaultMessage: 'Dit bestaat niet (meer).' },
  generic: { id: 'AdminErrors.generic', defaultMessage: 'Sorry, er ging iets mis. Probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;

/** Text for a failed admin call: the message of its key when the admin area knows it, else the generic one. */
export function useApiErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    const key = mapApiError(error).body.key;
    const known = key && key in apiErrorMessages ? apiErrorMessages[key as keyof typeof apiErrorMessages] : apiErrorMessages.generic;
    return intl.formatMessage(known);
  };
}
