/** SEO texts, FAQ and video of every seeded province and city, in Dutch and English. */

interface RegionFlavour { nl: string; en: string }

/** What a venue marketplace would say about each province. */
const REGION_FLAVOUR: Record<string, RegionFlavour> = {
  drenthe: { nl: 'Drenthe staat voor rust, ruimte en bos: ideaal voor een heidag waarin je echt afstand neemt van de waan van de dag.', en: 'Drenthe means peace, space and forest: ideal for a team day that truly takes you away from the daily rush.' },
  friesland: { nl: 'In Friesland vergader je aan de meren, in een monumentale boerderij of in het historische centrum van Leeuwarden.', en: 'In Friesland you meet by the lakes, in a monumental farmhouse or in the historic centre of Leeuwarden.' },
  gelderland: { nl: 'Gelderland combineert de Veluwe met steden als Arnhem en Nijmegen: landgoederen, kastelen en moderne congrescentra.', en: 'Gelderland combines the Veluwe with cities like Arnhem and Nijmegen: country estates, castles and modern conference centres.' },
  groningen: { nl: 'Groningen is een jonge, levendige stad met een groot ommeland vol borgen en oude boerderijen.', en: 'Groningen is a young, lively city surrounded by countryside full of manor houses and old farms.' },
  limburg: { nl: 'Limburg biedt heuvels, Bourgondische gastvrijheid en Maastricht als internationale congresstad.', en: 'Limburg offers hills, Burgundian hospitality and Maastricht as an international congress city.' },
  'noord-brabant': { nl: 'Noord-Brabant is de provincie van design en technologie rond Eindhoven, met gezellige binnensteden in Den Bosch en Breda.', en: 'Noord-Brabant is the province of design and technology around Eindhoven, with lively town centres in Den Bosch and Breda.' },
  'noord-holland': { nl: 'Noord-Holland heeft het grootste aanbod van het land: grachtenpanden in Amsterdam, strandpaviljoens aan de kust en forten in de Stelling van Amsterdam.', en: 'Noord-Holland has the largest choice in the country: canal houses in Amsterdam, beach pavilions on the coast and forts in the Defence Line of Amsterdam.' },
  utrecht: { nl: 'Utrecht ligt in het hart van het land en is voor iedereen snel bereikbaar, per trein en per auto.', en: 'Utrecht lies in the heart of the country and is quick to reach for everyone, by train and by car.' },
  zeeland: { nl: 'In Zeeland vergader je met uitzicht op zee, dijken en de Oosterschelde.', en: 'In Zeeland you meet with a view of the sea, the dykes and the Oosterschelde.' },
  'zuid-holland': { nl: 'Zuid-Holland biedt de skyline van Rotterdam, het internationale Den Haag en de historische steden Leiden, Delft en Gouda.', en: 'Zuid-Holland offers the Rotterdam skyline, international The Hague and the historic towns of Leiden, Delft and Gouda.' },
  overijssel: { nl: 'Overijssel verbindt Hanzesteden als Zwolle en Deventer met de Twentse natuur rond Enschede.', en: 'Overijssel links Hanseatic towns like Zwolle and Deventer with the Twente countryside around Enschede.' },
  flevoland: { nl: 'Flevoland is het jongste land van Nederland: moderne gebouwen, veel ruimte en Almere op twintig minuten van Amsterdam.', en: 'Flevoland is the youngest land in the Netherlands: modern buildings, lots of space and Almere twenty minutes from Amsterdam.' },
};

/** A real, embeddable video for the pages that show one (Blender Foundation's open film). */
const DEMO_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

export interface LocationSeo {
  h1_nl: string; h1_en: string; h2_nl: string; h2_en: string;
  description_nl: string; description_en: string;
  meta_title_nl: string; meta_title_en: string; meta_description_nl: string; meta_description_en: string;
  seo_text_nl: string; seo_text_en: string; video_url: string | null; faq: string;
}

export function regionSeo(name: string, slug: string, cityNames: string[]): LocationSeo {
  const flavour = REGION_FLAVOUR[slug] ?? { nl: `${name} heeft locaties voor elke bijeenkomst.`, en: `${name} has venues for every kind of meeting.` };
  const list = cityNames.slice(0, 4).join(', ');
  return {
    h1_nl: `Vergaderlocaties in ${name}`,
    h1_en: `Meeting venues in ${name}`,
    h2_nl: `Zalen en ruimtes in ${list} en omgeving`,
    h2_en: `Rooms and venues in ${list} and surroundings`,
    description_nl: flavour.nl,
    description_en: flavour.en,
    meta_title_nl: `Vergaderruimte huren in ${name} | Zaalplek`,
    meta_title_en: `Meeting rooms to rent in ${name} | Zaalplek`,
    meta_description_nl: `Vergaderzalen, trainingsruimtes en feestlocaties in ${name}. Bekijk beschikbaarheid en prijzen en boek direct online.`,
    meta_description_en: `Meeting rooms, training rooms and party venues in ${name}. Check availability and prices and book online at once.`,
    seo_text_nl: `<p>${flavour.nl}</p><p>Op Zaalplek vind je in ${name} ruimtes voor vergaderen, trainen, presenteren, vieren en werken. Je ziet per ruimte de opstellingen, het maximale aantal personen, de catering en de annuleringsregel, en de prijs per dagdeel inclusief servicefee.</p><h2>Populaire plaatsen</h2><p>De meeste locaties in ${name} liggen in ${list}. Kies hieronder een plaats of zoek direct op datum en aantal personen.</p>`,
    seo_text_en: `<p>${flavour.en}</p><p>On Zaalplek you find spaces in ${name} for meeting, training, presenting, celebrating and working. Each space shows its layouts, maximum number of people, catering and cancellation rule, and the price per part of the day including the service fee.</p><h2>Popular places</h2><p>Most venues in ${name} are in ${list}. Pick a place below or search directly by date and group size.</p>`,
    video_url: slug === 'utrecht' || slug === 'noord-holland' ? DEMO_VIDEO : null,
    faq: JSON.stringify([
      { question_nl: `Waar vind ik de meeste vergaderlocaties in ${name}?`, answer_nl: `Het grootste aanbod zit in ${list}. Op de pagina van elke plaats zie je de ruimtes die daar beschikbaar zijn.`,
        question_en: `Where are most meeting venues in ${name}?`, answer_en: `The largest choice is in ${list}. Each place\u2019s page shows the spaces available there.` },
      { question_nl: `Wat kost een vergaderruimte in ${name}?`, answer_nl: 'Dat verschilt per ruimte en per dagdeel. Op elke ruimtekaart zie je de prijs per dagdeel; bij het boeken zie je de volledige prijsopbouw met servicefee en btw.',
        question_en: `What does a meeting room in ${name} cost?`, answer_en: 'It differs per space and per part of the day. Each space card shows the half-day price; when booking you see the full breakdown with service fee and VAT.' },
      { question_nl: `Kan ik in ${name} ook op aanvraag boeken?`, answer_nl: 'Ja. Sommige verhuurders beoordelen elke aanvraag eerst. Je ziet bij elke ruimte of je direct boekt of een aanvraag stuurt.',
        question_en: `Can I book on request in ${name}?`, answer_en: 'Yes. Some hosts review every request first. Each space shows whether you book directly or send a request.' },
    ]),
  };
}

export function citySeo(name: string, regionName: string, population: number): LocationSeo {
  const size = population > 250_000 ? 'large' : population > 100_000 ? 'medium' : 'small';
  const nlIntro = {
    large: `${name} is een van de grote steden van Nederland, met een ruim aanbod aan zalen: van moderne vergadercentra bij het station tot bijzondere plekken in de binnenstad.`,
    medium: `${name} combineert een goed bereikbaar centrum met locaties aan de rand van de stad, waar je makkelijk parkeert.`,
    small: `In ${name} vergader je in een rustige omgeving, vaak in een historisch pand of met de natuur om de hoek.`,
  }[size];
  const enIntro = {
    large: `${name} is one of the big Dutch cities, with a wide choice of rooms: from modern meeting centres near the station to remarkable places in the city centre.`,
    medium: `${name} combines an easy-to-reach centre with venues on the edge of town where parking is easy.`,
    small: `In ${name} you meet in quiet surroundings, often in a historic building or with nature close by.`,
  }[size];
  return {
    h1_nl: `Vergaderruimte huren in ${name}`,
    h1_en: `Rent a meeting room in ${name}`,
    h2_nl: `Zalen voor vergaderen, trainen en vieren in ${name}`,
    h2_en: `Rooms for meeting, training and celebrating in ${name}`,
    description_nl: nlIntro,
    description_en: enIntro,
    meta_title_nl: `Vergaderruimte huren in ${name} | Zaalplek`,
    meta_title_en: `Meeting room to rent in ${name} | Zaalplek`,
    meta_description_nl: `Boek een vergaderzaal, trainingsruimte of feestzaal in ${name} (${regionName}). Echte beschikbaarheid, heldere prijzen, direct online.`,
    meta_description_en: `Book a meeting room, training room or party venue in ${name} (${regionName}). Real availability, clear prices, online at once.`,
    seo_text_nl: `<p>${nlIntro}</p><h2>Vergaderen in ${name}</h2><p>Op Zaalplek zie je voor elke ruimte in ${name} de beschikbaarheid per dagdeel, de mogelijke opstellingen en wat er inbegrepen is, zoals koffie en thee, wifi en een scherm. Catering en extra voorzieningen voeg je toe bij het boeken.</p><h2>Bereikbaarheid</h2><p>Bij elke locatie staan het adres en de toegangsinstructies. Filter op <em>openbaar vervoer in de buurt</em> of <em>parkeren</em> om een plek te vinden die past bij je gasten.</p>`,
    seo_text_en: `<p>${enIntro}</p><h2>Meeting in ${name}</h2><p>On Zaalplek every space in ${name} shows its availability per part of the day, the possible layouts and what is included, such as coffee and tea, Wi-Fi and a screen. Add catering and extra facilities when you book.</p><h2>Getting there</h2><p>Each venue lists its address and access instructions. Filter on <em>public transport nearby</em> or <em>parking</em> to find a place that suits your guests.</p>`,
    video_url: size === 'large' ? DEMO_VIDEO : null,
    faq: JSON.stringify([
      { question_nl: `Hoeveel vergaderruimtes zijn er in ${name}?`, answer_nl: `Alle ruimtes in ${name} staan op deze pagina; met de zoekfunctie filter je op datum, tijd en aantal personen.`,
        question_en: `How many meeting rooms are there in ${name}?`, answer_en: `Every space in ${name} is on this page; the search filters by date, time and group size.` },
      { question_nl: `Kan ik in ${name} een ruimte met catering boeken?`, answer_nl: 'Ja. Veel verhuurders bieden lunch, borrel of een dagarrangement aan. Je kiest de catering bij het boeken en ziet de prijs meteen.',
        question_en: `Can I book a space with catering in ${name}?`, answer_en: 'Yes. Many hosts offer lunch, drinks or a day package. You choose the catering when booking and see the price at once.' },
      { question_nl: `Kan ik een ruimte in ${name} kosteloos annuleren?`, answer_nl: 'Dat hangt af van de annuleringsregel van de ruimte. Die zie je op de ruimtepagina voordat je boekt.',
        question_en: `Can I cancel a space in ${name} free of charge?`, answer_en: 'That depends on the space\u2019s cancellation rule, shown on the space page before you book.' },
    ]),
  };
}
