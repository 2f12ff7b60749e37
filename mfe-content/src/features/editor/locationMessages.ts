import type { MessageDescriptor } from 'react-intl';

/** Texts of the location SEO editor. */
export const lm = {
  section: { id: 'LocationEditor.section', defaultMessage: 'Provincies en steden' },
  filter: { id: 'LocationEditor.filter', defaultMessage: 'Zoek een provincie of stad' },
  name: { id: 'LocationEditor.name', defaultMessage: 'Naam' },
  kind: { id: 'LocationEditor.kind', defaultMessage: 'Soort' },
  region: { id: 'LocationEditor.region', defaultMessage: 'Provincie' },
  cityIn: { id: 'LocationEditor.cityIn', defaultMessage: 'Stad in {region}' },
  h1: { id: 'LocationEditor.h1', defaultMessage: 'Hoofdkop (h1)' },
  h2: { id: 'LocationEditor.h2', defaultMessage: 'Tweede kop (h2)' },
  description: { id: 'LocationEditor.description', defaultMessage: 'Inleiding' },
  meta_title: { id: 'LocationEditor.metaTitle', defaultMessage: 'Titel voor zoekmachines' },
  meta_description: { id: 'LocationEditor.metaDescription', defaultMessage: 'Omschrijving voor zoekmachines' },
  seo_text: { id: 'LocationEditor.seoText', defaultMessage: 'SEO-tekst' },
  video: { id: 'LocationEditor.video', defaultMessage: 'Video (https-link)' },
  faq: { id: 'LocationEditor.faq', defaultMessage: 'Veelgestelde vragen' },
  question_nl: { id: 'LocationEditor.questionNl', defaultMessage: 'Vraag {n} (Nederlands)' },
  question_en: { id: 'LocationEditor.questionEn', defaultMessage: 'Vraag {n} (Engels)' },
  answer_nl: { id: 'LocationEditor.answerNl', defaultMessage: 'Antwoord {n} (Nederlands)' },
  answer_en: { id: 'LocationEditor.answerEn', defaultMessage: 'Antwoord {n} (Engels)' },
  addFaq: { id: 'LocationEditor.addFaq', defaultMessage: 'Vraag toevoegen' },
  removeFaq: { id: 'LocationEditor.removeFaq', defaultMessage: 'Vraag {n} verwijderen' },
  up: { id: 'LocationEditor.up', defaultMessage: 'Omhoog' },
  save: { id: 'LocationEditor.save', defaultMessage: 'Opslaan en publiceren' },
  saved: { id: 'LocationEditor.saved', defaultMessage: 'Opgeslagen; de pagina toont de nieuwe teksten.' },
} satisfies Record<string, MessageDescriptor>;
