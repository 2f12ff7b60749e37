/** Demo helpdesk: the spec's five categories, each with its stories, in Dutch and English. */
import type { ArticleText } from './articles';

interface Story { nl: ArticleText; en: ArticleText }
export interface SeedHelpdeskCategory {
  key: 'about_product' | 'general' | 'general_conditions' | 'landlords' | 'tenants';
  nl: ArticleText;
  en: ArticleText;
  stories: Story[];
}

const story = (nlSlug: string, nlTitle: string, nlBody: string, enSlug: string, enTitle: string, enBody: string): Story => ({
  nl: { slug: nlSlug, title: nlTitle, summary: '', body_html: nlBody },
  en: { slug: enSlug, title: enTitle, summary: '', body_html: enBody },
});

export const HELPDESK: SeedHelpdeskCategory[] = [
  {
    key: 'about_product',
    nl: { slug: 'over-zaalplek', title: 'Over Zaalplek', summary: 'Wat Zaalplek is, hoe het werkt en wat het kost.', body_html: '<p>Zaalplek is de marktplaats voor vergader-, trainings-, presentatie-, feest- en werkruimtes in heel Nederland.</p>' },
    en: { slug: 'about-zaalplek', title: 'About Zaalplek', summary: 'What Zaalplek is, how it works and what it costs.', body_html: '<p>Zaalplek is the marketplace for meeting, training, presentation, party and work spaces across the Netherlands.</p>' },
    stories: [
      story('wat-is-zaalplek', 'Wat is Zaalplek?', '<p>Zaalplek brengt organisatoren van bijeenkomsten en verhuurders van ruimtes bij elkaar. Je ziet echte beschikbaarheid, transparante prijzen en boekt direct of via een aanvraag. Verhuurders bieden hun ruimtes gratis aan.</p>',
        'what-is-zaalplek', 'What is Zaalplek?', '<p>Zaalplek brings organisers of meetings and hosts of spaces together. You see real availability and transparent prices, and book directly or by request. Hosts list their spaces for free.</p>'),
      story('wat-kost-boeken', 'Wat kost boeken via Zaalplek?', '<p>Je betaalt de prijs van de verhuurder plus een servicefee van een percentage over ruimte, catering en voorzieningen. Btw komt daarbovenop en staat apart in de prijsopbouw. Er zijn geen verborgen kosten.</p>',
        'what-does-booking-cost', 'What does booking through Zaalplek cost?', '<p>You pay the host\u2019s price plus a service fee, a percentage of the space, catering and facilities. VAT comes on top and is shown separately in the price breakdown. There are no hidden costs.</p>'),
      story('direct-boeken-of-aanvragen', 'Wat is het verschil tussen direct boeken en een aanvraag?', '<p>Bij <strong>direct boeken</strong> is je boeking meteen bevestigd zodra je betaalt. Bij een <strong>aanvraag</strong> beoordeelt de verhuurder eerst je verzoek; pas na goedkeuring betaal je. Vraag je sociale korting aan, dan wordt je boeking altijd een aanvraag.</p>',
        'direct-booking-or-request', 'What is the difference between booking directly and a request?', '<p>With a <strong>direct booking</strong> your booking is confirmed as soon as you pay. With a <strong>request</strong> the host first reviews it; you pay only after approval. Asking for a social discount always turns your booking into a request.</p>'),
    ],
  },
  {
    key: 'general',
    nl: { slug: 'algemeen', title: 'Algemeen', summary: 'Account, inloggen, taal en privacy.', body_html: '<p>Vragen over je account, inloggen zonder wachtwoord en je gegevens.</p>' },
    en: { slug: 'general', title: 'General', summary: 'Account, logging in, language and privacy.', body_html: '<p>Questions about your account, logging in without a password and your data.</p>' },
    stories: [
      story('inloggen-zonder-wachtwoord', 'Hoe log ik in zonder wachtwoord?', '<p>Vul je e-mailadres of telefoonnummer in. Je krijgt een inloglink per e-mail of een code van 4 cijfers per sms. Je kunt ook inloggen met Google, Facebook of LinkedIn.</p>',
        'logging-in-without-a-password', 'How do I log in without a password?', '<p>Enter your e-mail address or phone number. You receive a login link by e-mail or a 4-digit code by text message. You can also log in with Google, Facebook or LinkedIn.</p>'),
      story('account-verwijderen', 'Hoe verwijder ik mijn account?', '<p>Ga naar je account en kies <em>Account verwijderen</em>. Dat kan zolang je geen lopende boekingen hebt. Facturen bewaren we zolang de wet dat vereist.</p>',
        'deleting-your-account', 'How do I delete my account?', '<p>Go to your account and choose <em>Delete account</em>. This is possible as long as you have no active bookings. We keep invoices as long as the law requires.</p>'),
      story('taal-wijzigen', 'Kan ik Zaalplek in het Engels gebruiken?', '<p>Ja. Kies <em>EN</em> rechtsboven. Je keuze wordt onthouden en e-mails ontvang je voortaan in het Engels.</p>',
        'using-zaalplek-in-english', 'Can I use Zaalplek in English?', '<p>Yes. Choose <em>EN</em> at the top right. Your choice is remembered and e-mails reach you in English from then on.</p>'),
    ],
  },
  {
    key: 'general_conditions',
    nl: {
      slug: 'algemene-voorwaarden', title: 'Algemene voorwaarden', summary: 'De voorwaarden die gelden voor boekers en verhuurders op Zaalplek.',
      body_html: '<p>Deze algemene voorwaarden gelden voor elk gebruik van Zaalplek en voor elke boeking die via Zaalplek tot stand komt. Zaalplek bemiddelt tussen boeker en verhuurder; de huurovereenkomst komt tot stand tussen boeker en verhuurder.</p>',
    },
    en: {
      slug: 'terms-and-conditions', title: 'General terms and conditions', summary: 'The terms that apply to bookers and hosts on Zaalplek.',
      body_html: '<p>These general terms apply to every use of Zaalplek and to every booking made through Zaalplek. Zaalplek acts as an intermediary; the rental agreement is made between the booker and the host.</p>',
    },
    stories: [
      story('voorwaarden-voor-boekers', 'Voorwaarden voor boekers', '<h2>Boeking</h2><p>Een directe boeking is bindend zodra de betaling is gelukt. Een aanvraag is bindend zodra de verhuurder haar goedkeurt en je hebt betaald.</p><h2>Betaling</h2><p>Je betaalt de prijs van de verhuurder, de servicefee en btw. Bij achteraf betalen ontvang je binnen 24 uur na de bijeenkomst een eindfactuur.</p><h2>Huisregels</h2><p>Je houdt je aan de huisregels van de locatie en bent aansprakelijk voor schade die jij of je gasten veroorzaken.</p>',
        'terms-for-bookers', 'Terms for bookers', '<h2>Booking</h2><p>A direct booking is binding once the payment succeeds. A request is binding once the host approves it and you have paid.</p><h2>Payment</h2><p>You pay the host\u2019s price, the service fee and VAT. With post-payment you receive a final invoice within 24 hours after the meeting.</p><h2>House rules</h2><p>You follow the venue\u2019s house rules and are liable for damage caused by you or your guests.</p>'),
      story('annuleringsvoorwaarden', 'Annuleringsvoorwaarden', '<p>Elke ruimte heeft een annuleringsregel die je ziet voordat je boekt. Annuleer je ruim voor de start, dan krijg je het volledige bedrag terug, binnen 48 uur. Annuleer je later, dan wordt het bedrag volledig aan de verhuurder uitbetaald. Annuleert de verhuurder, dan krijg je altijd alles terug.</p>',
        'cancellation-terms', 'Cancellation terms', '<p>Every space has a cancellation rule that you see before you book. Cancel well before the start and you get the full amount back within 48 hours. Cancel later and the amount is paid out to the host in full. If the host cancels, you always get everything back.</p>'),
      story('voorwaarden-voor-verhuurders', 'Voorwaarden voor verhuurders', '<p>Aanbieden is gratis. Je houdt je beschikbaarheid actueel en beantwoordt aanvragen binnen de gestelde tijd. Zaalplek betaalt je 48 uur na de bijeenkomst uit, minus eventuele servicefee bij achteraf betalen. Bij herhaald niet reageren daalt je betrouwbaarheidsscore en kunnen je locaties worden verborgen.</p>',
        'terms-for-hosts', 'Terms for hosts', '<p>Listing is free. You keep your availability up to date and answer requests within the stated time. Zaalplek pays you out 48 hours after the event, minus the service fee for post-payment bookings. Repeatedly not answering lowers your reliability score and can hide your venues.</p>'),
    ],
  },
  {
    key: 'landlords',
    nl: { slug: 'verhuurders', title: 'Verhuurders', summary: 'Ruimtes aanbieden, aanvragen beantwoorden en uitbetaling.', body_html: '<p>Alles over het verhuren van je ruimtes via Zaalplek.</p>' },
    en: { slug: 'landlords', title: 'Hosts', summary: 'Listing spaces, answering requests and payouts.', body_html: '<p>All about renting out your spaces through Zaalplek.</p>' },
    stories: [
      story('wanneer-word-ik-uitbetaald', 'Wanneer word ik uitbetaald?', '<p>48 uur na afloop van de bijeenkomst maken we het bedrag over naar je rekening. Je ziet elke uitbetaling en de bijbehorende documenten onder Financi\u00ebn.</p>',
        'when-do-i-get-paid', 'When do I get paid?', '<p>48 hours after the event we transfer the amount to your bank account. You see every payout and its documents under Finance.</p>'),
      story('aanvragen-beantwoorden', 'Hoe beantwoord ik een aanvraag?', '<p>Je krijgt een e-mail en een melding. Open de aanvraag en kies <em>Accepteren</em> of <em>Afwijzen</em>. Reageer op tijd: een aanvraag die verloopt telt mee in je betrouwbaarheidsscore.</p>',
        'answering-a-request', 'How do I answer a request?', '<p>You receive an e-mail and a notification. Open the request and choose <em>Accept</em> or <em>Decline</em>. Answer in time: an expired request counts towards your reliability score.</p>'),
      story('agenda-koppelen', 'Hoe voorkom ik dubbele boekingen?', '<p>Koppel je Google- of Outlook-agenda of een ICS-link aan je ruimte. Bezette tijden worden dan niet meer aangeboden. Zaalplek zelf staat nooit twee boekingen op hetzelfde moment toe.</p>',
        'avoiding-double-bookings', 'How do I avoid double bookings?', '<p>Link your Google or Outlook calendar or an ICS link to your space. Busy times are then no longer offered. Zaalplek itself never allows two bookings at the same time.</p>'),
    ],
  },
  {
    key: 'tenants',
    nl: { slug: 'huurders', title: 'Huurders', summary: 'Zoeken, boeken, betalen en annuleren.', body_html: '<p>Alles over het boeken van een ruimte.</p>' },
    en: { slug: 'tenants', title: 'Guests', summary: 'Searching, booking, paying and cancelling.', body_html: '<p>All about booking a space.</p>' },
    stories: [
      story('hoe-betaal-ik', 'Hoe betaal ik mijn boeking?', '<p>Je betaalt direct online met iDEAL. Bij ruimtes die het toestaan kun je ook achteraf betalen op factuur. Na betaling ontvang je een betaalbewijs en na de bijeenkomst de factuur.</p>',
        'how-do-i-pay', 'How do I pay for my booking?', '<p>You pay online straight away with iDEAL. At spaces that allow it you can also pay afterwards by invoice. After paying you receive a proof of payment and after the meeting the invoice.</p>'),
      story('factuur-op-naam-van-bedrijf', 'Kan ik een factuur op naam van mijn bedrijf krijgen?', '<p>Ja. Vul bij het boeken de naam van je organisatie, het KvK-nummer en het factuuradres in. Die gegevens staan dan op de factuur.</p>',
        'invoice-in-company-name', 'Can I get an invoice in my company\u2019s name?', '<p>Yes. When booking, enter your organisation\u2019s name, Chamber of Commerce number and billing address. They then appear on the invoice.</p>'),
      story('toegang-tot-de-locatie', 'Hoe kom ik binnen op de dag zelf?', '<p>De toegangsinstructies, het adres en eventueel het wifi-wachtwoord staan in je bevestigingsmail en bij de boeking. Vragen voor de verhuurder stel je via de chat.</p>',
        'getting-in-on-the-day', 'How do I get in on the day?', '<p>The access instructions, the address and, if given, the Wi-Fi password are in your confirmation e-mail and in the booking. Ask the host anything through the chat.</p>'),
    ],
  },
];
