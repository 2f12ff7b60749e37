/** Demo blog and how-to articles in Dutch and English (HTML, sanitised when seeded). */

export interface ArticleText { slug: string; title: string; summary: string; body_html: string }
export interface SeedArticle { nl: ArticleText; en: ArticleText; daysAgo: number }

export const BLOG_ARTICLES: SeedArticle[] = [
  {
    daysAgo: 3,
    nl: {
      slug: 'tien-tips-voor-een-productieve-heidag',
      title: 'Tien tips voor een productieve heidag',
      summary: 'Een heidag buiten kantoor levert pas iets op als je hem goed voorbereidt. Zo haal je er het meeste uit.',
      body_html: `<p>Een dag met het team op een andere plek zorgt voor nieuwe energie. Maar zonder duidelijk doel wordt een heidag al snel een gezellig uitje zonder resultaat. Deze tien tips helpen je op weg.</p>
<h2>Voor de dag</h2>
<ol><li><strong>Formuleer één hoofdvraag.</strong> Wat moet er aan het eind van de dag besloten zijn?</li><li><strong>Kies een locatie die past bij het doel.</strong> Voor strategie werkt een rustige ruimte in het groen, voor creatieve sessies een industri\u00eble loods.</li><li><strong>Stuur vooraf een programma</strong> met tijden, zodat iedereen weet wat er komt.</li><li><strong>Regel de catering in \u00e9\u00e9n keer</strong> bij de boeking: koffie bij binnenkomst, een lichte lunch en iets voor bij de borrel.</li></ol>
<h2>Tijdens de dag</h2>
<ol start="5"><li>Begin met een korte check-in: hoe zit iedereen erbij?</li><li>Wissel plenaire delen af met werken in kleine groepen. Een opstelling in eilandjes maakt dat makkelijk.</li><li>Plan elke 90 minuten een pauze, liefst even naar buiten.</li><li>Laat iemand anders dan de leidinggevende de dag begeleiden.</li></ol>
<h2>Na de dag</h2>
<ol start="9"><li>Leg de afspraken dezelfde dag nog vast en verdeel eigenaarschap.</li><li>Plan binnen zes weken een korte terugkomsessie.</li></ol>
<p>Op zoek naar een plek? Bekijk de <a href="/locations">vergaderlocaties per provincie</a> of zoek direct op datum en aantal personen.</p>`,
    },
    en: {
      slug: 'ten-tips-for-a-productive-team-day',
      title: 'Ten tips for a productive team day',
      summary: 'A team day away from the office only pays off when you prepare it well. Here is how to get the most out of it.',
      body_html: `<p>A day with your team in a different place brings new energy. Without a clear goal, though, it easily turns into a pleasant outing without results. These ten tips help.</p>
<h2>Before the day</h2>
<ol><li><strong>Put one main question on the table.</strong> What must be decided by the end of the day?</li><li><strong>Pick a venue that fits the goal.</strong> A quiet room in the countryside suits strategy, an industrial hall suits creative sessions.</li><li><strong>Send a programme in advance</strong> with times, so everyone knows what is coming.</li><li><strong>Arrange catering in one go</strong> when you book: coffee on arrival, a light lunch and drinks at the end.</li></ol>
<h2>During the day</h2>
<ol start="5"><li>Start with a short check-in: how is everyone doing?</li><li>Alternate plenary parts with small-group work. An island layout makes that easy.</li><li>Plan a break every 90 minutes, preferably outside.</li><li>Let someone other than the manager facilitate.</li></ol>
<h2>After the day</h2>
<ol start="9"><li>Write down the agreements the same day and assign owners.</li><li>Plan a short follow-up session within six weeks.</li></ol>
<p>Looking for a place? See the <a href="/locations">meeting venues by province</a> or search by date and group size.</p>`,
    },
  },
  {
    daysAgo: 11,
    nl: {
      slug: 'welke-zaalopstelling-kies-je',
      title: 'Welke zaalopstelling kies je? Van carr\u00e9 tot theater',
      summary: 'De opstelling van de stoelen bepaalt hoe mensen met elkaar praten. Een overzicht van de meest gebruikte opstellingen.',
      body_html: `<p>Bij elke ruimte op Zaalplek zie je welke opstellingen mogelijk zijn en voor hoeveel personen. Maar welke past bij jouw bijeenkomst?</p>
<h2>Carr\u00e9 en boardroom</h2><p>Iedereen zit aan \u00e9\u00e9n tafel en kijkt elkaar aan. Ideaal voor overleg met 6 tot 20 personen waarin iedereen meepraat.</p>
<h2>U-vorm</h2><p>Tafels in de vorm van een U, met de open kant naar het scherm. De trainer kan in het midden lopen. Geschikt voor trainingen tot ongeveer 25 deelnemers.</p>
<h2>Theater</h2><p>Rijen stoelen zonder tafels, gericht op een podium. Hiermee krijg je de meeste mensen in een zaal: perfect voor presentaties en lezingen.</p>
<h2>Schoolopstelling</h2><p>Rijen tafels met stoelen erachter. Deelnemers kunnen schrijven en op een laptop werken, bijvoorbeeld bij een examen of cursus.</p>
<h2>Cabaret en eilanden</h2><p>Ronde tafels met aan \u00e9\u00e9n kant stoelen: iedereen ziet het podium en je kunt snel in groepjes werken.</p>
<h2>Cocktail</h2><p>Statafels en een open vloer, voor een borrel, netwerkbijeenkomst of productlancering.</p>
<p>Tip: de prijs kan per opstelling verschillen, omdat de verhuurder de zaal moet omzetten. Je ziet dit direct in de prijsopbouw voordat je boekt.</p>`,
    },
    en: {
      slug: 'which-room-layout-should-you-choose',
      title: 'Which room layout should you choose? From boardroom to theatre',
      summary: 'How the chairs are arranged shapes how people talk. An overview of the most common layouts.',
      body_html: `<p>Every space on Zaalplek shows which layouts are possible and for how many people. But which one suits your meeting?</p>
<h2>Boardroom</h2><p>Everyone sits at one table facing each other. Ideal for discussions with 6 to 20 people in which everyone takes part.</p>
<h2>U-shape</h2><p>Tables in a U with the open side towards the screen. The trainer can walk into the middle. Suits training sessions of up to about 25 people.</p>
<h2>Theatre</h2><p>Rows of chairs without tables, facing a stage. This fits the most people into a room: perfect for presentations and talks.</p>
<h2>Classroom</h2><p>Rows of tables with chairs behind them. Participants can write and use a laptop, for example during an exam or course.</p>
<h2>Cabaret and islands</h2><p>Round tables with chairs on one side: everyone sees the stage and groups form quickly.</p>
<h2>Cocktail</h2><p>Standing tables and an open floor, for drinks, networking or a product launch.</p>
<p>Tip: the price can differ per layout because the host has to rearrange the room. You see this in the price breakdown before you book.</p>`,
    },
  },
  {
    daysAgo: 19,
    nl: {
      slug: 'duurzaam-vergaderen-zo-doe-je-dat',
      title: 'Duurzaam vergaderen: zo doe je dat',
      summary: 'Reizen en catering bepalen het grootste deel van de CO\u2082-uitstoot van een bijeenkomst. Met deze keuzes maak je het verschil.',
      body_html: `<p>Een bijeenkomst van een dag met vijftig deelnemers kan meer uitstoot veroorzaken dan je denkt. Het meeste komt van de reis ernaartoe.</p>
<h2>Kies een bereikbare plek</h2><p>Een locatie op loopafstand van een NS-station scheelt honderden autokilometers. Filter bij het zoeken op <em>openbaar vervoer in de buurt</em>.</p>
<h2>Vegetarisch als standaard</h2><p>Maak de vegetarische lunch de standaard en laat mensen vlees of vis zelf aanvragen. Veel verhuurders bieden lokale en seizoensgebonden catering.</p>
<h2>Geen wegwerp</h2><p>Vraag naar karaffen kraanwater in plaats van flesjes, en laat naamkaartjes en folders weg. Deel de presentatie achteraf digitaal.</p>
<h2>Kijk naar het gebouw</h2><p>Steeds meer verhuurders werken met groene stroom, zonnepanelen en warmtepompen. Locaties met het label <em>Duurzaam</em> laten zien wat zij doen.</p>`,
    },
    en: {
      slug: 'how-to-hold-a-sustainable-meeting',
      title: 'How to hold a sustainable meeting',
      summary: 'Travel and catering make up most of a meeting\u2019s CO\u2082 emissions. These choices make the difference.',
      body_html: `<p>A one-day meeting with fifty participants can cause more emissions than you might think. Most of it comes from getting there.</p>
<h2>Choose a reachable venue</h2><p>A venue within walking distance of a train station saves hundreds of car kilometres. Filter on <em>public transport nearby</em> when you search.</p>
<h2>Vegetarian by default</h2><p>Make the vegetarian lunch the default and let people ask for meat or fish. Many hosts offer local, seasonal catering.</p>
<h2>No disposables</h2><p>Ask for carafes of tap water instead of bottles, and skip name cards and leaflets. Share the slides digitally afterwards.</p>
<h2>Look at the building</h2><p>More and more hosts run on green power, solar panels and heat pumps. Venues tagged <em>Sustainable</em> show what they do.</p>`,
    },
  },
  {
    daysAgo: 27,
    nl: {
      slug: 'bijzondere-vergaderlocaties-in-nederland',
      title: 'Zeven bijzondere vergaderlocaties in Nederland',
      summary: 'Van een fort in de Hollandse Waterlinie tot een pakhuis aan de haven: plekken waar je vergadering wordt onthouden.',
      body_html: `<p>Een bijzondere omgeving maakt een bijeenkomst memorabel. Een paar soorten locaties die je via Zaalplek kunt boeken:</p>
<ul><li><strong>Forten en kastelen</strong> in de Hollandse Waterlinie en op de Veluwe: dikke muren, stilte en veel historie.</li><li><strong>Pakhuizen aan het water</strong> in Amsterdam, Rotterdam en Zwolle: hoge plafonds, ruwe balken en uitzicht op de kade.</li><li><strong>Boerderijen en landgoederen</strong> voor een heidag met een wandeling tussen de sessies.</li><li><strong>Brouwerijen en branderijen</strong> waar de afsluitende borrel meteen geregeld is.</li><li><strong>Kerken en kapellen</strong> met een bijzondere akoestiek voor presentaties.</li><li><strong>Musea</strong> die buiten openingstijden zalen verhuren.</li><li><strong>Serres en paviljoens</strong> in het groen voor een lichte, ontspannen sfeer.</li></ul>
<p>Zoek op de tags <em>Historisch</em>, <em>Aan het water</em> of <em>Uniek</em> om ze te vinden.</p>`,
    },
    en: {
      slug: 'remarkable-meeting-venues-in-the-netherlands',
      title: 'Seven remarkable meeting venues in the Netherlands',
      summary: 'From a fort on the Dutch Water Line to a harbour warehouse: places where your meeting is remembered.',
      body_html: `<p>A special setting makes a meeting memorable. A few kinds of venue you can book on Zaalplek:</p>
<ul><li><strong>Forts and castles</strong> on the Dutch Water Line and the Veluwe: thick walls, silence and plenty of history.</li><li><strong>Waterside warehouses</strong> in Amsterdam, Rotterdam and Zwolle: high ceilings, rough beams and a view of the quay.</li><li><strong>Farms and country estates</strong> for a team day with a walk between sessions.</li><li><strong>Breweries and distilleries</strong> where the closing drinks are sorted at once.</li><li><strong>Churches and chapels</strong> with remarkable acoustics for presentations.</li><li><strong>Museums</strong> that rent out rooms outside opening hours.</li><li><strong>Conservatories and pavilions</strong> in green surroundings for a light, relaxed feel.</li></ul>
<p>Search for the tags <em>Historic</em>, <em>Waterside</em> or <em>Unique</em> to find them.</p>`,
    },
  },
  {
    daysAgo: 36,
    nl: {
      slug: 'hybride-vergaderen-techniek-die-werkt',
      title: 'Hybride vergaderen: techniek die werkt',
      summary: 'Een deel van de groep in de zaal, een deel online. Met deze voorzieningen voelt niemand zich tweederangs.',
      body_html: `<p>Hybride bijeenkomsten zijn blijvend. Het verschil tussen een goede en een frustrerende sessie zit vaak in de techniek.</p>
<h2>Beeld</h2><p>Een vaste camera die de hele tafel in beeld brengt werkt beter dan een laptopcamera. Kies een ruimte met <em>videoconferencing</em> als voorziening.</p>
<h2>Geluid</h2><p>Online deelnemers haken het eerst af op slecht geluid. Plafond- of tafelmicrofoons zijn een must vanaf acht personen in de zaal.</p>
<h2>Scherm</h2><p>Zet de online deelnemers op een groot scherm op ooghoogte, niet achter in de zaal.</p>
<h2>Internet</h2><p>Vraag naar bekabeld internet voor de presentatielaptop. Het wifi-wachtwoord staat na je boeking in de toegangsinstructies.</p>`,
    },
    en: {
      slug: 'hybrid-meetings-technology-that-works',
      title: 'Hybrid meetings: technology that works',
      summary: 'Part of the group in the room, part online. With these facilities nobody feels second-class.',
      body_html: `<p>Hybrid meetings are here to stay. The difference between a good and a frustrating session is often the technology.</p>
<h2>Picture</h2><p>A fixed camera that shows the whole table works better than a laptop camera. Choose a space with <em>video conferencing</em> as a facility.</p>
<h2>Sound</h2><p>Remote participants drop out first because of bad sound. Ceiling or table microphones are a must from eight people in the room.</p>
<h2>Screen</h2><p>Show remote participants on a large screen at eye level, not at the back of the room.</p>
<h2>Internet</h2><p>Ask for wired internet for the presentation laptop. The Wi-Fi password is in the access instructions after booking.</p>`,
    },
  },
  {
    daysAgo: 48,
    nl: {
      slug: 'bedrijfsfeest-organiseren-checklist',
      title: 'Bedrijfsfeest organiseren: de checklist',
      summary: 'Van datum prikken tot de laatste ronde: alles wat je moet regelen voor een geslaagd bedrijfsfeest.',
      body_html: `<p>Een jubileum, de kerstborrel of het afscheid van een collega: een feest organiseren kost tijd. Met deze checklist vergeet je niets.</p>
<h2>Acht weken van tevoren</h2><ul><li>Budget en aantal gasten vaststellen.</li><li>Datum kiezen en een locatie boeken; populaire data in december gaan snel.</li></ul>
<h2>Vier weken van tevoren</h2><ul><li>Uitnodiging versturen met aanmeldlink.</li><li>Catering en drankenpakket afspreken met de verhuurder.</li><li>Muziek of een DJ regelen; vraag naar geluidsinstallatie en eindtijd.</li></ul>
<h2>Een week van tevoren</h2><ul><li>Definitief aantal gasten doorgeven.</li><li>Vervoer en parkeren communiceren.</li></ul>
<p>Let op de annuleringsregel van de ruimte: die staat op de ruimtepagina en in je boekingsbevestiging.</p>`,
    },
    en: {
      slug: 'organising-a-company-party-checklist',
      title: 'Organising a company party: the checklist',
      summary: 'From picking a date to the last round: everything to arrange for a successful company party.',
      body_html: `<p>An anniversary, the Christmas drinks or a colleague\u2019s farewell: organising a party takes time. With this checklist you forget nothing.</p>
<h2>Eight weeks ahead</h2><ul><li>Set the budget and number of guests.</li><li>Pick a date and book a venue; popular dates in December go fast.</li></ul>
<h2>Four weeks ahead</h2><ul><li>Send the invitation with a sign-up link.</li><li>Agree catering and a drinks package with the host.</li><li>Arrange music or a DJ; ask about the sound system and closing time.</li></ul>
<h2>One week ahead</h2><ul><li>Confirm the final number of guests.</li><li>Share travel and parking details.</li></ul>
<p>Mind the space\u2019s cancellation rule: it is on the space page and in your booking confirmation.</p>`,
    },
  },
];

export const HOW_TO_ARTICLES: SeedArticle[] = [
  {
    daysAgo: 5,
    nl: {
      slug: 'een-ruimte-boeken-in-vijf-stappen',
      title: 'Een ruimte boeken in vijf stappen',
      summary: 'Van zoeken tot bevestiging: zo boek je een vergaderruimte op Zaalplek.',
      body_html: `<ol><li><strong>Zoek</strong> op plaats, datum, tijd en aantal personen. Gebruik de filters voor activiteit, opstelling en voorzieningen.</li><li><strong>Kies een ruimte</strong> en bekijk foto\u2019s, opstellingen, catering en de annuleringsregel.</li><li><strong>Stel je boeking samen</strong>: opstelling, catering en extra voorzieningen. De prijs wordt direct bijgewerkt, inclusief servicefee en btw.</li><li><strong>Vul de gegevens in</strong> van je bijeenkomst en eventueel van je organisatie voor de factuur.</li><li><strong>Rond af</strong>: bij direct boeken betaal je met iDEAL en is de boeking meteen bevestigd; bij een aanvraag beslist de verhuurder binnen de gestelde tijd.</li></ol>
<p>Je boeking staat daarna onder <a href="/bookings/all">Mijn boekingen</a>.</p>`,
    },
    en: {
      slug: 'book-a-space-in-five-steps',
      title: 'Book a space in five steps',
      summary: 'From searching to confirmation: how to book a meeting room on Zaalplek.',
      body_html: `<ol><li><strong>Search</strong> by place, date, time and group size. Use the filters for activity, layout and facilities.</li><li><strong>Pick a space</strong> and check the photos, layouts, catering and the cancellation rule.</li><li><strong>Put your booking together</strong>: layout, catering and extra facilities. The price updates at once, service fee and VAT included.</li><li><strong>Fill in the details</strong> of your meeting and, if needed, your organisation for the invoice.</li><li><strong>Finish</strong>: a direct booking is paid with iDEAL and confirmed at once; for a request the host decides within the stated time.</li></ol>
<p>Your booking then appears under <a href="/bookings/all">My bookings</a>.</p>`,
    },
  },
  {
    daysAgo: 14,
    nl: {
      slug: 'je-locatie-aanmelden-als-verhuurder',
      title: 'Je locatie aanmelden als verhuurder',
      summary: 'Gratis aanmelden, je locatie en ruimtes toevoegen en je eerste boeking ontvangen.',
      body_html: `<h2>1. Account en organisatie</h2><p>Maak een account aan en kies <em>Ruimte verhuren</em>. Vul je KvK-nummer in; we vullen naam en adres voor je in.</p>
<h2>2. Locatie</h2><p>Voeg het adres, openingstijden, huisregels en minstens drie foto\u2019s toe.</p>
<h2>3. Ruimtes</h2><p>Per ruimte geef je de opstellingen met het maximale aantal personen, prijzen per dagdeel, voorbereidingstijd en de annuleringsregel op.</p>
<h2>4. Agenda koppelen</h2><p>Koppel je Google- of Outlook-agenda, zodat bezette tijden automatisch geblokkeerd worden.</p>
<h2>5. Controle en live</h2><p>Ons team controleert je locatie. Daarna is hij vindbaar en kun je boekingen ontvangen. Uitbetaling volgt 48 uur na de bijeenkomst.</p>`,
    },
    en: {
      slug: 'list-your-venue-as-a-host',
      title: 'List your venue as a host',
      summary: 'Sign up for free, add your venue and spaces and receive your first booking.',
      body_html: `<h2>1. Account and organisation</h2><p>Create an account and choose <em>Lease a space</em>. Enter your Chamber of Commerce number; we fill in the name and address.</p>
<h2>2. Venue</h2><p>Add the address, opening hours, house rules and at least three photos.</p>
<h2>3. Spaces</h2><p>For each space, give the layouts with their maximum number of people, prices per part of the day, preparation time and the cancellation rule.</p>
<h2>4. Link your calendar</h2><p>Link your Google or Outlook calendar so busy times are blocked automatically.</p>
<h2>5. Review and live</h2><p>Our team reviews your venue. After that it can be found and you can receive bookings. Payout follows 48 hours after the event.</p>`,
    },
  },
  {
    daysAgo: 23,
    nl: {
      slug: 'achteraf-betalen-met-je-organisatie',
      title: 'Achteraf betalen met je organisatie',
      summary: 'Voor organisaties die op factuur willen betalen: zo vraag je achteraf betalen aan.',
      body_html: `<p>Bij ruimtes waar de verhuurder het toestaat, kun je kiezen voor <strong>achteraf betalen</strong>.</p>
<ol><li>Kies bij het afronden van je boeking de betaaloptie <em>Achteraf betalen</em>.</li><li>Vul de naam van je organisatie, het KvK-nummer (8 cijfers) en het factuuradres in.</li><li>De verhuurder bevestigt de boeking. Na de bijeenkomst ontvang je binnen 24 uur de eindfactuur.</li><li>Betaal binnen de termijn op de factuur. Je ziet de status onder <a href="/finance">Financi\u00ebn</a>.</li></ol>
<p>Bij achteraf betalen betaalt de verhuurder de servicefee.</p>`,
    },
    en: {
      slug: 'paying-afterwards-as-an-organisation',
      title: 'Paying afterwards as an organisation',
      summary: 'For organisations that want to pay by invoice: how to request post-payment.',
      body_html: `<p>At spaces whose host allows it, you can choose <strong>post-payment</strong>.</p>
<ol><li>When finishing your booking, choose the payment option <em>Pay afterwards</em>.</li><li>Enter your organisation\u2019s name, Chamber of Commerce number (8 digits) and billing address.</li><li>The host confirms the booking. After the meeting you receive the final invoice within 24 hours.</li><li>Pay within the term on the invoice. You see the status under <a href="/finance">Finance</a>.</li></ol>
<p>With post-payment the host pays the service fee.</p>`,
    },
  },
  {
    daysAgo: 31,
    nl: {
      slug: 'een-boeking-wijzigen-of-annuleren',
      title: 'Een boeking wijzigen of annuleren',
      summary: 'Meer of minder gasten, een andere tijd of toch niet door: zo pas je je boeking aan.',
      body_html: `<h2>Wijzigen</h2><p>Open de boeking onder <a href="/bookings/all">Mijn boekingen</a> en kies <em>Wijzigen</em>. Je vraagt een wijziging aan die de verhuurder moet goedkeuren; je oorspronkelijke boeking blijft geldig tot dan. Kost de wijziging meer, dan betaal je het verschil; kost hij minder, dan krijg je het verschil terug.</p>
<h2>Annuleren</h2><p>Kies <em>Annuleren</em> en geef een reden op. Vooraf zie je of en hoeveel je terugkrijgt, volgens de annuleringsregel van de ruimte. Een terugbetaling staat binnen 48 uur op je rekening.</p>
<p>Is je boeking al betaald en lukt annuleren niet zelf? Neem dan contact op via de chat met onze support.</p>`,
    },
    en: {
      slug: 'changing-or-cancelling-a-booking',
      title: 'Changing or cancelling a booking',
      summary: 'More or fewer guests, another time or not going ahead: how to adjust your booking.',
      body_html: `<h2>Changing</h2><p>Open the booking under <a href="/bookings/all">My bookings</a> and choose <em>Change</em>. You request a change that the host has to approve; your original booking stays valid until then. If the change costs more you pay the difference; if it costs less you get the difference back.</p>
<h2>Cancelling</h2><p>Choose <em>Cancel</em> and give a reason. You see beforehand whether and how much you get back, following the space\u2019s cancellation rule. A refund reaches your account within 48 hours.</p>
<p>Already paid and cannot cancel yourself? Contact our support through the chat.</p>`,
    },
  },
];
