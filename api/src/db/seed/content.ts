/** Home-page CMS blocks and testimonials, in Dutch and English. Shapes: see ../SCHEMA.md. */

type Locale = 'nl' | 'en';
interface BlockDef { block_type: string; data: Record<string, unknown> }

export const HOME_PAGES: Record<Locale, { title: string; meta_title: string; meta_description: string; blocks: BlockDef[] }> = {
  nl: {
    title: 'Zaalplek',
    meta_title: 'Zaalplek | Vergaderruimte en zaal huren in Nederland',
    meta_description: 'Vind en boek direct een vergaderruimte, trainingsruimte of feestzaal in heel Nederland.',
    blocks: [
      { block_type: 'HERO', data: { title: 'Vind en boek de perfecte zaal', subtitle: 'Vergaderen, presenteren, trainen, vieren of werken: ruim 400 ruimtes in heel Nederland.', search_placeholder: 'Waar wil je afspreken?' } },
      { block_type: 'SLIDER', data: { title: 'Uitgelichte ruimtes', source: 'top_spaces', limit: 4 } },
      { block_type: 'HEADLINE', data: { title: 'Wat gasten en verhuurders zeggen', subtitle: 'Ervaringen van boekers en verhuurders' } },
      {
        block_type: 'WHAT_WE_DO',
        data: {
          title: 'Wat wij doen',
          items: [
            { icon: 'connect', title: 'Wij verbinden', text: 'We brengen boekers en verhuurders van unieke ruimtes bij elkaar.' },
            { icon: 'account', title: 'Jij hebt de regie', text: 'Beheer je boekingen, betalingen en gegevens in je eigen account.' },
            { icon: 'no_double_booking', title: 'Geen dubbele boekingen', text: 'Onze agenda sluit dubbele boekingen uit, ook bij gekoppelde agenda\u2019s.' },
            { icon: 'book_directly', title: 'Direct boeken', text: 'Zie meteen de beschikbaarheid en boek zonder wachten.' },
          ],
        },
      },
      {
        block_type: 'INFO',
        data: {
          title: 'Over Zaalplek',
          items: [
            { title: 'Waarom Zaalplek?', text: 'Transparante prijzen, echte beschikbaarheid en een persoonlijke helpdesk.' },
            { title: 'Online boeken', text: 'Kies datum, tijd en opstelling en rond je boeking in een paar minuten af.' },
            { title: 'Vergaderlocaties', text: 'Van boardroom tot kasteel: vergaderlocaties in alle provincies.' },
            { title: 'Professioneel vergaderen', text: 'Met catering, techniek en een gastheer ter plaatse regel je alles in \u00e9\u00e9n keer.' },
          ],
        },
      },
      {
        block_type: 'FAQ',
        data: {
          title: 'Veelgestelde vragen',
          items: [
            { question: 'Wat kost het om te boeken?', answer: 'Je betaalt de prijs van de verhuurder plus een kleine servicefee.' },
            { question: 'Kan ik kosteloos annuleren?', answer: 'Dat hangt af van de annuleringsregel van de ruimte; die zie je voor je boekt.' },
          ],
        },
      },
    ],
  },
  en: {
    title: 'Zaalplek',
    meta_title: 'Zaalplek | Book meeting rooms and venues in the Netherlands',
    meta_description: 'Find and instantly book a meeting room, training room or party venue anywhere in the Netherlands.',
    blocks: [
      { block_type: 'HERO', data: { title: 'Find and book the perfect space', subtitle: 'Meet, present, train, celebrate or work: over 400 spaces across the Netherlands.', search_placeholder: 'Where do you want to meet?' } },
      { block_type: 'SLIDER', data: { title: 'Highlighted spaces', source: 'top_spaces', limit: 4 } },
      { block_type: 'HEADLINE', data: { title: 'What guests and hosts say', subtitle: 'Experiences of bookers and vendors' } },
      {
        block_type: 'WHAT_WE_DO',
        data: {
          title: 'What we do',
          items: [
            { icon: 'connect', title: 'We connect', text: 'We bring bookers and hosts of unique spaces together.' },
            { icon: 'account', title: 'You are in charge', text: 'Manage your bookings, payments and details in your own account.' },
            { icon: 'no_double_booking', title: 'No double booking', text: 'Our calendar rules out double bookings, linked calendars included.' },
            { icon: 'book_directly', title: 'Book directly', text: 'See availability at once and book without waiting.' },
          ],
        },
      },
      {
        block_type: 'INFO',
        data: {
          title: 'About Zaalplek',
          items: [
            { title: 'Why Zaalplek?', text: 'Transparent prices, real availability and a personal helpdesk.' },
            { title: 'Online booking', text: 'Pick date, time and layout and finish your booking in minutes.' },
            { title: 'Meeting venues', text: 'From boardroom to castle: meeting venues in every province.' },
            { title: 'Professional meetings', text: 'Arrange catering, technology and an on-site host in one go.' },
          ],
        },
      },
      {
        block_type: 'FAQ',
        data: {
          title: 'Frequently asked questions',
          items: [
            { question: 'What does booking cost?', answer: 'You pay the host\u2019s price plus a small service fee.' },
            { question: 'Can I cancel for free?', answer: 'That depends on the space\u2019s cancellation rule, shown before you book.' },
          ],
        },
      },
    ],
  },
};

export const FEEDBACKS: { user_name: string; user_company_name: string | null; user_company_position: string | null; user_role: 'Booker' | 'Vendor'; nl: string; en: string }[] = [
  { user_name: 'Sanne de Vries', user_company_name: 'Bakker & Partners', user_company_position: 'Office manager', user_role: 'Booker', nl: 'Binnen vijf minuten een vergaderzaal voor twintig man geboekt, inclusief lunch. Heel overzichtelijk.', en: 'Booked a meeting room for twenty people, lunch included, in five minutes. Very clear.' },
  { user_name: 'Daan Visser', user_company_name: 'Noordlicht Consultancy', user_company_position: 'Trainer', user_role: 'Booker', nl: 'Ik boek al mijn trainingslocaties via Zaalplek. De beschikbaarheid klopt altijd.', en: 'I book all my training venues through Zaalplek. Availability is always right.' },
  { user_name: 'Emma Jansen', user_company_name: null, user_company_position: null, user_role: 'Booker', nl: 'Voor het jubileum van mijn ouders vonden we een prachtige serre aan het water.', en: 'For my parents\u2019 anniversary we found a beautiful conservatory by the water.' },
  { user_name: 'Lucas Bakker', user_company_name: 'Studio Mondriaan', user_company_position: 'Creative director', user_role: 'Booker', nl: 'Fijne plekken om een dag met het team te brainstormen, en de facturen zijn meteen in orde.', en: 'Great places to brainstorm with the team for a day, and the invoices are sorted at once.' },
  { user_name: 'Julia Smit', user_company_name: 'Gemeente Utrecht', user_company_position: 'Beleidsmedewerker', user_role: 'Booker', nl: 'Achteraf betalen maakt het voor ons als organisatie heel eenvoudig.', en: 'Paying afterwards makes it very easy for us as an organisation.' },
  { user_name: 'Thijs Meijer', user_company_name: 'Landgoed Zonnehof', user_company_position: 'Eigenaar', user_role: 'Vendor', nl: 'Sinds we op Zaalplek staan zijn onze zalen doordeweeks bijna altijd bezet.', en: 'Since joining Zaalplek our rooms are almost always booked on weekdays.' },
  { user_name: 'Lotte Mulder', user_company_name: 'Pakhuis De Kade', user_company_position: 'Sales manager', user_role: 'Vendor', nl: 'De agendakoppeling voorkomt dubbele boekingen; dat scheelt ons veel werk.', en: 'The calendar link prevents double bookings, which saves us a lot of work.' },
  { user_name: 'Milan de Boer', user_company_name: 'Fort Sterrenberg', user_company_position: 'Event manager', user_role: 'Vendor', nl: 'Uitbetaling twee dagen na het event, precies zoals beloofd.', en: 'Payout two days after the event, exactly as promised.' },
  { user_name: 'Fleur Hendriks', user_company_name: 'Villa Rozendaal', user_company_position: 'Gastvrouw', user_role: 'Vendor', nl: 'Aanvragen beantwoorden kan gewoon vanaf mijn telefoon. Heel prettig.', en: 'I can answer requests right from my phone. Very convenient.' },
  { user_name: 'Bram Dekker', user_company_name: 'Brouwerij De Vonk', user_company_position: 'Bedrijfsleider', user_role: 'Vendor', nl: 'Gratis aanbieden en alleen betalen via de gast: een eerlijk model.', en: 'Listing for free with the guest paying the fee: a fair model.' },
];
