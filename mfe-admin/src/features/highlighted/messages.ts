import type { MessageDescriptor } from 'react-intl';

export const highlightedMessages = {
  listLabel: { id: 'HighlightedTab.listLabel', defaultMessage: 'Uitgelichte locaties in volgorde' },
  intro: { id: 'HighlightedTab.intro', defaultMessage: 'De homepage toont de eerste 4 in deze volgorde. Sleep een locatie aan de greep, of gebruik de pijltjes; elke wijziging wordt meteen opgeslagen.' },
  onHome: { id: 'HighlightedTab.onHome', defaultMessage: 'Op de homepage' },
  inactive: { id: 'HighlightedTab.inactive', defaultMessage: 'Inactief: niet zichtbaar' },
  remove: { id: 'HighlightedTab.remove', defaultMessage: '{name} niet meer uitlichten' },
  removeShort: { id: 'HighlightedTab.removeShort', defaultMessage: 'Verwijderen' },
  empty: { id: 'HighlightedTab.empty', defaultMessage: 'Er zijn nog geen uitgelichte locaties.' },
  addTitle: { id: 'HighlightedTab.addTitle', defaultMessage: 'Locatie uitlichten' },
  search: { id: 'HighlightedTab.search', defaultMessage: 'Zoek een actieve ruimte' },
  add: { id: 'HighlightedTab.add', defaultMessage: '{name} uitlichten' },
  addShort: { id: 'HighlightedTab.addShort', defaultMessage: 'Uitlichten' },
  noCandidates: { id: 'HighlightedTab.noCandidates', defaultMessage: 'Geen actieve ruimtes gevonden.' },
  saving: { id: 'HighlightedTab.saving', defaultMessage: 'Opslaan…' },
  saved: { id: 'HighlightedTab.saved', defaultMessage: 'De volgorde is opgeslagen.' },
  loadError: { id: 'HighlightedTab.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van de uitgelichte locaties.' },
} satisfies Record<string, MessageDescriptor>;
