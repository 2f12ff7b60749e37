/** Block pages besides home (about-us, vendor landing, security policy, hall of fame, footer), social links and tag pages. */

type Locale = 'nl' | 'en';
interface BlockDef { block_type: string; data: Record<string, unknown> }
export interface SeedPage { title: string; meta_title: string; meta_description: string; blocks: BlockDef[] }

export const SOCIAL_MEDIA: { network: string; url: string }[] = [
  { network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' },
  { network: 'instagram', url: 'https://www.instagram.com/zaalplek' },
  { network: 'facebook', url: 'https://www.facebook.com/zaalplek' },
  { network: 'youtube', url: 'https://www.youtube.com/@zaalplek' },
];

const social: BlockDef = { block_type: 'SOCIAL_LINKS', data: { items: SOCIAL_MEDIA } };

export const PAGES: Record<string, Record<Locale, SeedPage>> = {
  'about-us': {
    nl: {
      title: 'Over ons',
      meta_title: 'Over Zaalplek | De marktplaats voor vergader- en evenementruimtes',
      meta_description: 'Zaalplek verbindt organisatoren met de mooiste vergader-, trainings- en feestlocaties van Nederland. Lees wie we zijn en waarom we het doen.',
      blocks: [
        { block_type: 'HEADLINE', data: { title: 'Over Zaalplek', subtitle: 'Elke bijeenkomst verdient de juiste plek' } },
        { block_type: 'TEXT', data: { title: 'Ons verhaal', html: '<p>Zaalplek begon in Utrecht, toen we zelf eindeloos moesten bellen en mailen om een trainingsruimte te vinden die op de juiste dag vrij was. Prijzen waren onduidelijk en beschikbaarheid klopte zelden. Dat moest beter.</p><p>Vandaag vind je op Zaalplek honderden ruimtes in alle twaalf provincies: van boardroom tot kasteelzaal, van pakhuis tot serre. Je ziet meteen of een ruimte vrij is, wat hij kost en boekt in een paar minuten.</p>' } },
        { block_type: 'ICON_TITLE', data: { icon: 'connect', title: 'Eerlijk voor beide kanten', text: 'Verhuurders bieden gratis aan; boekers betalen een kleine, zichtbare servicefee.' } },
        { block_type: 'ICON_TITLE', data: { icon: 'no_double_booking', title: 'Echte beschikbaarheid', text: 'Gekoppelde agenda\u2019s en onze eigen planning sluiten dubbele boekingen uit.' } },
        { block_type: 'ICON_TITLE', data: { icon: 'account', title: 'Mensen die meedenken', text: 'Onze helpdesk helpt je op werkdagen van 9 tot 17 uur via chat en e-mail.' } },
        { block_type: 'VIDEO', data: { title: 'Zo werkt Zaalplek', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } },
        { block_type: 'FAQ', data: { title: 'Vragen over ons', items: [
          { question: 'Waar zit Zaalplek?', answer: 'Ons kantoor staat in Utrecht, centraal in het land, zodat we snel bij locaties langs kunnen.' },
          { question: 'Hoe verdient Zaalplek geld?', answer: 'Met een servicefee per boeking. Aanbieden is voor verhuurders gratis.' },
          { question: 'Kan ik bij jullie werken?', answer: 'We zoeken regelmatig collega\u2019s. Stuur een open sollicitatie naar werken@zaalplek.nl.' },
        ] } },
        social,
      ],
    },
    en: {
      title: 'About us',
      meta_title: 'About Zaalplek | The marketplace for meeting and event spaces',
      meta_description: 'Zaalplek connects organisers with the finest meeting, training and party venues in the Netherlands. Read who we are and why we do it.',
      blocks: [
        { block_type: 'HEADLINE', data: { title: 'About Zaalplek', subtitle: 'Every meeting deserves the right place' } },
        { block_type: 'TEXT', data: { title: 'Our story', html: '<p>Zaalplek started in Utrecht, when we ourselves had to call and e-mail endlessly to find a training room that was free on the right day. Prices were unclear and availability was rarely right. That had to improve.</p><p>Today Zaalplek lists hundreds of spaces in all twelve provinces: from boardroom to castle hall, from warehouse to conservatory. You see at once whether a space is free and what it costs, and book in minutes.</p>' } },
        { block_type: 'ICON_TITLE', data: { icon: 'connect', title: 'Fair to both sides', text: 'Hosts list for free; bookers pay a small, visible service fee.' } },
        { block_type: 'ICON_TITLE', data: { icon: 'no_double_booking', title: 'Real availability', text: 'Linked calendars and our own planning rule out double bookings.' } },
        { block_type: 'ICON_TITLE', data: { icon: 'account', title: 'People who help', text: 'Our helpdesk helps you on weekdays from 9 to 5 by chat and e-mail.' } },
        { block_type: 'VIDEO', data: { title: 'How Zaalplek works', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } },
        { block_type: 'FAQ', data: { title: 'Questions about us', items: [
          { question: 'Where is Zaalplek based?', answer: 'Our office is in Utrecht, in the middle of the country, so we can visit venues quickly.' },
          { question: 'How does Zaalplek make money?', answer: 'With a service fee per booking. Listing is free for hosts.' },
          { question: 'Can I work for you?', answer: 'We regularly look for colleagues. Send an open application to werken@zaalplek.nl.' },
        ] } },
        social,
      ],
    },
  },
  vendor: {
    nl: {
      title: 'Verhuur je ruimte',
      meta_title: 'Ruimte verhuren via Zaalplek | Gratis aanbieden',
      meta_description: 'Verhuur je vergaderzaal, trainingsruimte of feestlocatie via Zaalplek. Gratis aanbieden, uitbetaling 48 uur na het event.',
      blocks: [
        { block_type: 'HERO', data: { title: 'Verhuur je ruimte via Zaalplek', subtitle: 'Gratis aanbieden, meer boekingen doordeweeks en uitbetaling 48 uur na het event.', cta_label: 'Word verhuurder', cta_href: '/vendor/onboarding' } },
        { block_type: 'HEADLINE', data: { title: 'Waarom verhuurders voor Zaalplek kiezen' } },
        { block_type: 'ICON_TITLE', data: { icon: 'book_directly', title: 'Direct of op aanvraag', text: 'Jij bepaalt per ruimte of gasten direct boeken of eerst een aanvraag sturen.' } },
        { block_type: 'ICON_TITLE', data: { icon: 'no_double_booking', title: 'Agenda gekoppeld', text: 'Koppel Google, Outlook of een ICS-link; bezette tijden worden niet aangeboden.' } },
        { block_type: 'ICON_TITLE', data: { icon: 'account', title: 'Je hele team', text: 'Nodig collega\u2019s uit met hun eigen rol: van sleutelbeheer tot financi\u00ebn.' } },
        { block_type: 'SLIDER', data: { title: 'Ruimtes van andere verhuurders', source: 'top_spaces', limit: 6 } },
        { block_type: 'FAQ', data: { title: 'Veelgestelde vragen van verhuurders', items: [
          { question: 'Wat kost aanbieden?', answer: 'Niets. De gast betaalt de servicefee; bij achteraf betalen betaal jij de fee.' },
          { question: 'Wanneer word ik uitbetaald?', answer: '48 uur na afloop van de bijeenkomst.' },
          { question: 'Hoeveel foto\u2019s heb ik nodig?', answer: 'Minimaal 3 en maximaal 10 per locatie en per ruimte.' },
        ] } },
      ],
    },
    en: {
      title: 'Rent out your space',
      meta_title: 'Rent out your space with Zaalplek | List for free',
      meta_description: 'Rent out your meeting room, training room or party venue with Zaalplek. List for free, payout 48 hours after the event.',
      blocks: [
        { block_type: 'HERO', data: { title: 'Rent out your space with Zaalplek', subtitle: 'List for free, more weekday bookings and payout 48 hours after the event.', cta_label: 'Become a host', cta_href: '/vendor/onboarding' } },
        { block_type: 'HEADLINE', data: { title: 'Why hosts choose Zaalplek' } },
        { block_type: 'ICON_TITLE', data: { icon: 'book_directly', title: 'Direct or on request', text: 'You decide per space whether guests book directly or send a request first.' } },
        { block_type: 'ICON_TITLE', data: { icon: 'no_double_booking', title: 'Calendar linked', text: 'Link Google, Outlook or an ICS link; busy times are not offered.' } },
        { block_type: 'ICON_TITLE', data: { icon: 'account', title: 'Your whole team', text: 'Invite colleagues with their own role: from key management to finance.' } },
        { block_type: 'SLIDER', data: { title: 'Spaces of other hosts', source: 'top_spaces', limit: 6 } },
        { block_type: 'FAQ', data: { title: 'Frequently asked questions from hosts', items: [
          { question: 'What does listing cost?', answer: 'Nothing. The guest pays the service fee; with post-payment you pay the fee.' },
          { question: 'When do I get paid?', answer: '48 hours after the event.' },
          { question: 'How many photos do I need?', answer: 'At least 3 and at most 10 per venue and per space.' },
        ] } },
      ],
    },
  },
  'security-policy': {
    nl: {
      title: 'Beveiligingsbeleid',
      meta_title: 'Beveiligingsbeleid en responsible disclosure | Zaalplek',
      meta_description: 'Hoe Zaalplek je gegevens beschermt en hoe je een kwetsbaarheid veilig bij ons meldt.',
      blocks: [
        { block_type: 'HEADLINE', data: { title: 'Beveiligingsbeleid', subtitle: 'Responsible disclosure' } },
        { block_type: 'TEXT', data: { html: '<p>De veiligheid van onze systemen en van je gegevens nemen we serieus. Toch kan er een zwakke plek zijn. Heb je er een gevonden, meld die dan zo snel mogelijk aan ons, zodat we maatregelen kunnen nemen.</p><h2>Zo meld je</h2><ul><li>Mail je bevindingen naar <a href="mailto:security@zaalplek.nl">security@zaalplek.nl</a>.</li><li>Beschrijf het probleem en de stappen om het te reproduceren.</li><li>Laat je e-mailadres of telefoonnummer achter, zodat we contact kunnen opnemen.</li></ul><h2>Wat we vragen</h2><ul><li>Maak het probleem niet openbaar voordat het is opgelost.</li><li>Misbruik het niet: download, wijzig of verwijder geen gegevens van anderen.</li><li>Gebruik geen social engineering, DDoS of fysieke aanvallen.</li></ul><h2>Wat wij doen</h2><ul><li>We reageren binnen 3 werkdagen met een beoordeling en een verwachte datum voor de oplossing.</li><li>We behandelen je melding vertrouwelijk en doen geen aangifte als je je aan deze regels houdt.</li><li>Met je toestemming noemen we je naam in de <a href="/hall-of-fame">Hall of Fame</a>.</li></ul>' } },
      ],
    },
    en: {
      title: 'Security policy',
      meta_title: 'Security policy and responsible disclosure | Zaalplek',
      meta_description: 'How Zaalplek protects your data and how to report a vulnerability to us safely.',
      blocks: [
        { block_type: 'HEADLINE', data: { title: 'Security policy', subtitle: 'Responsible disclosure' } },
        { block_type: 'TEXT', data: { html: '<p>We take the security of our systems and your data seriously. Still, there may be a weak spot. If you found one, please report it as soon as possible so we can take measures.</p><h2>How to report</h2><ul><li>E-mail your findings to <a href="mailto:security@zaalplek.nl">security@zaalplek.nl</a>.</li><li>Describe the problem and the steps to reproduce it.</li><li>Leave your e-mail address or phone number so we can contact you.</li></ul><h2>What we ask</h2><ul><li>Do not make the problem public before it is fixed.</li><li>Do not abuse it: do not download, change or delete other people\u2019s data.</li><li>Do not use social engineering, DDoS or physical attacks.</li></ul><h2>What we do</h2><ul><li>We answer within 3 working days with an assessment and an expected fix date.</li><li>We treat your report confidentially and take no legal action if you follow these rules.</li><li>With your permission we list your name in the <a href="/hall-of-fame">Hall of Fame</a>.</li></ul>' } },
      ],
    },
  },
  'hall-of-fame': {
    nl: {
      title: 'Hall of Fame',
      meta_title: 'Hall of Fame | Zaalplek',
      meta_description: 'Onderzoekers die een kwetsbaarheid verantwoord aan Zaalplek meldden. Dank jullie wel!',
      blocks: [
        { block_type: 'HEADLINE', data: { title: 'Hall of Fame', subtitle: 'Dank aan iedereen die Zaalplek veiliger maakte' } },
        { block_type: 'TEXT', data: { html: '<p>Deze onderzoekers meldden een kwetsbaarheid volgens ons <a href="/security-policy">beveiligingsbeleid</a>:</p><ul><li><strong>Mila van Dijk</strong> \u2013 maart 2026 \u2013 open redirect na het inloggen</li><li><strong>Jesse Kramer</strong> \u2013 januari 2026 \u2013 ontbrekende rate limit op een verificatiecode</li><li><strong>Noor El Amrani</strong> \u2013 oktober 2025 \u2013 informatie in een foutmelding</li></ul>' } },
      ],
    },
    en: {
      title: 'Hall of Fame',
      meta_title: 'Hall of Fame | Zaalplek',
      meta_description: 'Researchers who responsibly reported a vulnerability to Zaalplek. Thank you!',
      blocks: [
        { block_type: 'HEADLINE', data: { title: 'Hall of Fame', subtitle: 'Thanks to everyone who made Zaalplek safer' } },
        { block_type: 'TEXT', data: { html: '<p>These researchers reported a vulnerability following our <a href="/security-policy">security policy</a>:</p><ul><li><strong>Mila van Dijk</strong> \u2013 March 2026 \u2013 open redirect after login</li><li><strong>Jesse Kramer</strong> \u2013 January 2026 \u2013 missing rate limit on a verification code</li><li><strong>Noor El Amrani</strong> \u2013 October 2025 \u2013 information in an error message</li></ul>' } },
      ],
    },
  },
  footer: {
    nl: {
      title: 'Footer',
      meta_title: 'Zaalplek',
      meta_description: 'Links in de voettekst',
      blocks: [
        { block_type: 'NAVIGATION', data: { title: 'Zaalplek', items: [
          { label: 'Over ons', href: '/about-us' }, { label: 'Blog', href: '/blog' }, { label: 'Verhuur je ruimte', href: '/vendor' }, { label: 'Hall of Fame', href: '/hall-of-fame' },
        ] } },
        { block_type: 'NAVIGATION', data: { title: 'Hulp', items: [
          { label: 'Helpdesk', href: '/helpdesk' }, { label: 'Zo werkt het', href: '/how-to' }, { label: 'Algemene voorwaarden', href: '/helpdesk/algemene-voorwaarden' }, { label: 'Beveiligingsbeleid', href: '/security-policy' },
        ] } },
        { block_type: 'NAVIGATION', data: { title: 'Locaties', items: [{ label: 'Alle locaties', href: '/locations' }] } },
      ],
    },
    en: {
      title: 'Footer',
      meta_title: 'Zaalplek',
      meta_description: 'Footer links',
      blocks: [
        { block_type: 'NAVIGATION', data: { title: 'Zaalplek', items: [
          { label: 'About us', href: '/about-us' }, { label: 'Blog', href: '/blog' }, { label: 'Rent out your space', href: '/vendor' }, { label: 'Hall of Fame', href: '/hall-of-fame' },
        ] } },
        { block_type: 'NAVIGATION', data: { title: 'Help', items: [
          { label: 'Helpdesk', href: '/helpdesk' }, { label: 'How it works', href: '/how-to' }, { label: 'Terms and conditions', href: '/helpdesk/terms-and-conditions' }, { label: 'Security policy', href: '/security-policy' },
        ] } },
        { block_type: 'NAVIGATION', data: { title: 'Locations', items: [{ label: 'All locations', href: '/locations' }] } },
      ],
    },
  },
};

/** Tag pages under a city, one per activity (/locations/{region}/{city}/{slug}). */
export const SEO_TAGS = [
  { category_key: 'we_meet', slug_nl: 'vergaderzaal', slug_en: 'meeting-room', name_nl: 'Vergaderzaal', name_en: 'Meeting room',
    intro_nl: 'Een vergaderzaal huren in {city}: van een boardroom voor zes tot een zaal voor honderd personen, direct te boeken met echte beschikbaarheid.',
    intro_en: 'Rent a meeting room in {city}: from a boardroom for six to a hall for a hundred, bookable at once with real availability.' },
  { category_key: 'we_train', slug_nl: 'trainingsruimte', slug_en: 'training-room', name_nl: 'Trainingsruimte', name_en: 'Training room',
    intro_nl: 'Trainingsruimtes in {city} met daglicht, beamer of touchscreen en een opstelling in U-vorm of eilanden.',
    intro_en: 'Training rooms in {city} with daylight, a projector or touchscreen and a U-shape or island layout.' },
  { category_key: 'we_present', slug_nl: 'presentatieruimte', slug_en: 'presentation-room', name_nl: 'Presentatieruimte', name_en: 'Presentation room',
    intro_nl: 'Presentatieruimtes en zalen met theateropstelling in {city}, met geluid en beeld voor je lancering of lezing.',
    intro_en: 'Presentation rooms and theatre-style halls in {city}, with sound and vision for your launch or talk.' },
  { category_key: 'we_celebrate', slug_nl: 'feestzaal', slug_en: 'party-venue', name_nl: 'Feestzaal', name_en: 'Party venue',
    intro_nl: 'Feestzalen in {city} voor een jubileum, bedrijfsfeest of borrel, vaak met bar en catering.',
    intro_en: 'Party venues in {city} for an anniversary, company party or drinks, often with a bar and catering.' },
  { category_key: 'we_work', slug_nl: 'werkplek', slug_en: 'workspace', name_nl: 'Werkplek', name_en: 'Workspace',
    intro_nl: 'Flexibele werkplekken en projectruimtes in {city}, per dagdeel te huren.',
    intro_en: 'Flexible workspaces and project rooms in {city}, to rent per part of the day.' },
];
