import type { CmsPage, Feedback, SpaceCardData } from './types';

/** API-shaped answers for the home page tests (as api sends them). */
export function homePage(locale: 'nl' | 'en'): CmsPage {
  const en = locale === 'en';
  return {
    slug: 'home',
    title: en ? 'Zaalplek home' : 'Zaalplek startpagina',
    meta_title: en ? 'Book meeting spaces | Zaalplek' : 'Vergaderruimtes boeken | Zaalplek',
    meta_description: en ? 'Meeting spaces across the Netherlands' : 'Vergaderruimtes in heel Nederland',
    blocks: [
      { block_id: 4, block_type: 'INFO', position: 5, data: { title: 'Waarom Zaalplek?', items: [{ title: 'Online boeken', text: 'Altijd en overal.' }] } },
      {
        block_id: 1,
        block_type: 'HERO',
        position: 1,
        data: { title: en ? 'Find your meeting space' : 'Vind je vergaderruimte', subtitle: 'Door heel Nederland', image_url: '/api/image/1/' },
      },
      { block_id: 2, block_type: 'SLIDER', position: 2, data: { title: 'Topruimtes', source: 'top_spaces', limit: 4 } },
      {
        block_id: 3,
        block_type: 'WHAT_WE_DO',
        position: 4,
        data: {
          title: 'Wat wij doen',
          items: [
            { icon: 'connect', title: 'Wij verbinden', text: 'Boekers en verhuurders.' },
            { icon: 'no_double_booking', title: 'Geen dubbele boekingen', text: 'Nooit.' },
          ],
        },
      },
      { block_id: 8, block_type: 'HEADLINE', position: 3, data: { title: 'Wat gasten zeggen', subtitle: 'Ervaringen' } },
      { block_id: 5, block_type: 'FAQ', position: 6, data: { title: 'Vragen', items: [{ question: 'Is het gratis?', answer: 'Voor verhuurders wel.' }] } },
      { block_id: 6, block_type: 'TEXT', position: 7, data: { html: '<p>Tekst <script>alert(1)</script><strong>vet</strong></p>' } },
      { block_id: 7, block_type: 'HOLOGRAM', position: 8, data: { title: 'Onbekend bloktype' } },
    ],
  };
}

export function topSpaces(count: number): SpaceCardData[] {
  return Array.from({ length: count }, (_, i) => ({
    space_id: 100 + i,
    space_name: `Ruimte ${i + 1}`,
    space_url: `/space/abcd123${i}/ruimte-${i + 1}/${5000 + i}`,
    space_reference: String(5000 + i),
    half_day_price: 12550 + i * 100,
    image_url: `/api/image/${20 + i}/`,
    city: 'Utrecht',
    venue_name: `Locatie ${i + 1}`,
    max_guests: 10 + i,
    space_booking_type: 'DIRECT',
    rating: 8,
  }));
}

export function feedbacks(role: 'Booker' | 'Vendor'): Feedback[] {
  return [
    {
      feedback_id: role === 'Booker' ? 1 : 2,
      avatar_url: null,
      user_name: role === 'Booker' ? 'Sanne Boeker' : 'Pieter Verhuurder',
      user_company_name: 'Bedrijf BV',
      user_company_position: 'Office manager',
      user_role: role,
      feedback:
        role === 'Booker'
          ? 'Binnen een uur hadden we een prachtige zaal gevonden en geboekt, inclusief lunch en beamer, zonder gedoe.'
          : 'Kort.',
    },
  ];
}
