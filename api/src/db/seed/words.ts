/** Dutch word lists for venue and space names and descriptions. */
import type { Prng } from './prng';

export const VENUE_TYPES = [
  'Landgoed', 'Villa', 'Kasteel', 'Fort', 'Boerderij', 'Pakhuis', 'Watertoren', 'Brouwerij', 'Koetshuis', 'Molen',
  'Stadsvilla', 'Kerk', 'Loods', 'Remise', 'Orangerie', 'Buitenplaats', 'Grand Café', 'Hotel', 'Werkplaats', 'Theater',
];
export const VENUE_NAMES = [
  'Zonnehof', 'De Linde', 'Rozendaal', 'Waterrijk', 'Het Anker', 'De Eikenhorst', 'Groenewoud', 'De Kroon', 'Lindenhof',
  'De Zwaan', 'Beukenrode', 'Het Veerhuis', 'De Hooiberg', 'Duinzicht', 'Polderzicht', 'De Gouden Leeuw', 'Nieuw Amstel',
  'De Vlasschuur', 'Klaverweide', 'Het Kompas', 'Sterrenberg', 'De Kade', 'Havenzicht', 'Bloemendael', 'De Vonk',
];
export const VENUE_ADJECTIVES = ['sfeervolle', 'monumentale', 'moderne', 'karakteristieke', 'groene', 'industriële', 'lichte', 'historische'];
export const VENUE_SETTINGS = [
  'midden in het centrum', 'aan de rand van het bos', 'direct aan het water', 'op loopafstand van het station',
  'tussen de weilanden', 'in een levendige stadswijk', 'aan een rustige gracht', 'naast een prachtig park',
];
export const VENUE_PERKS = [
  'gratis parkeren voor de deur', 'een eigen chef-kok', 'een zonnig terras', 'snelle wifi in het hele gebouw',
  'een gastvrij team dat met je meedenkt', 'duurzame lunch met lokale producten', 'oplaadpunten voor elektrische auto\u2019s',
  'een inspirerende tuin voor een wandeling tussendoor',
];
export const STREETS = [
  'Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Havenkade', 'Marktplein', 'Parklaan', 'Schoolstraat',
  'Julianalaan', 'Beatrixstraat', 'Nieuwe Gracht', 'Oude Haven', 'Brinkweg', 'Lindelaan', 'Industrieweg', 'Weverstraat',
];

export const SPACE_KINDS = [
  'Boardroom', 'Vergaderzaal', 'Tuinkamer', 'Studio', 'Lounge', 'Atelier', 'Serre', 'Bibliotheek', 'Zolder', 'Kelder',
  'Theaterzaal', 'Salon', 'Werkkamer', 'Balzaal', 'Kapel', 'Trainingsruimte', 'Denktank', 'Feestzaal',
];
export const SPACE_LABELS = [
  'De Eik', 'Het Licht', 'Noord', 'Zuid', 'Oost', 'West', 'Blauw', 'Groen', 'De Wilg', 'De Beuk', 'Rembrandt', 'Vermeer',
  'Mondriaan', 'Escher', 'Van Gogh', 'Het Atelier', 'De Uitkijk', 'De Horizon', 'Het Dak', 'De Kas',
];
const SPACE_OPENERS = [
  'Een lichte ruimte met veel daglicht',
  'Een stijlvolle zaal met een eigen karakter',
  'Een rustige kamer waar je ongestoord kunt werken',
  'Een flexibele ruimte die zich aanpast aan jouw programma',
  'Een inspirerende plek met uitzicht op het groen',
];
const SPACE_USES: Record<string, string> = {
  we_meet: 'ideaal voor vergaderingen en overleg',
  we_present: 'geschikt voor presentaties en lezingen',
  we_train: 'perfect voor trainingen en workshops',
  we_celebrate: 'een feestelijke plek voor borrels en vieringen',
  we_work: 'een fijne werkplek voor een dag geconcentreerd werken',
};

export function venueDescription(prng: Prng, venueName: string, city: string): string {
  return (
    `${venueName} is een ${prng.pick(VENUE_ADJECTIVES)} locatie ${prng.pick(VENUE_SETTINGS)} van ${city}. ` +
    `Je vindt hier ${prng.pick(VENUE_PERKS)} en ${prng.pick(VENUE_PERKS)}. ` +
    'Boek direct online en ontvang meteen je bevestiging.'
  );
}

export function spaceDescription(prng: Prng, activities: string[], maxGuests: number, size: number): string {
  const uses = activities.map((a) => SPACE_USES[a]).filter(Boolean).join(', ');
  return `${prng.pick(SPACE_OPENERS)}, ${uses}. Plaats voor maximaal ${maxGuests} personen op ${size} m\u00b2.`;
}

export const FIRST_NAMES = [
  'Sanne', 'Daan', 'Emma', 'Lucas', 'Julia', 'Sem', 'Lotte', 'Milan', 'Fleur', 'Thijs', 'Anouk', 'Bram', 'Eva', 'Jesse',
  'Sophie', 'Ruben', 'Lisa', 'Tim', 'Noor', 'Stijn', 'Iris', 'Koen', 'Femke', 'Joris', 'Maud', 'Niels', 'Roos', 'Pieter',
];
export const LAST_NAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer',
  'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer',
];
export const COMPANY_WORDS = ['Zaalverhuur', 'Events', 'Vastgoed', 'Hospitality', 'Locaties', 'Ontmoetingen', 'Groep', 'Beheer'];
