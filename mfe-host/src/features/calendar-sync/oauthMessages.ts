// defaultMessage = nl (the default locale); the en text is in messages/en.json. The provider redirect page /calendar/oauth/{provider}.
export const calendarOAuthMessages = {
  title: { id: 'CalendarOAuth.title', defaultMessage: 'Agenda koppelen' },
  completing: { id: 'CalendarOAuth.completing', defaultMessage: 'Koppeling afronden…' },
  choose: { id: 'CalendarOAuth.choose', defaultMessage: 'Kies de agenda van deze ruimte' },
  calendar: { id: 'CalendarOAuth.calendar', defaultMessage: 'Agenda' },
  confirm: { id: 'CalendarOAuth.confirm', defaultMessage: 'Deze agenda koppelen' },
  noCalendars: { id: 'CalendarOAuth.noCalendars', defaultMessage: 'Er zijn geen agenda’s gevonden bij deze provider.' },
  linked: { id: 'CalendarOAuth.linked', defaultMessage: 'Agenda {name} gekoppeld. Bezette tijden worden niet meer aangeboden.' },
  syncFailing: {
    id: 'CalendarOAuth.syncFailing',
    defaultMessage: 'Gekoppeld, maar we konden de agenda nog niet lezen. We proberen het elk kwartier opnieuw.',
  },
  denied: { id: 'CalendarOAuth.denied', defaultMessage: 'Je hebt geen toestemming gegeven; de agenda is niet gekoppeld.' },
  missing: {
    id: 'CalendarOAuth.missing',
    defaultMessage: 'Deze koppeling is niet (meer) geldig. Start opnieuw vanuit de beschikbaarheid van de ruimte.',
  },
  stateInvalid: {
    id: 'CalendarOAuth.stateInvalid',
    defaultMessage: 'Deze koppeling is verlopen of al gebruikt. Start opnieuw.',
  },
  authFailed: { id: 'CalendarOAuth.authFailed', defaultMessage: 'De provider heeft de koppeling geweigerd. Probeer het opnieuw.' },
  unreadable: { id: 'CalendarOAuth.unreadable', defaultMessage: 'De agenda’s konden niet worden opgehaald. Probeer het opnieuw.' },
  disabled: { id: 'CalendarOAuth.disabled', defaultMessage: 'Deze provider is niet beschikbaar.' },
  back: { id: 'CalendarOAuth.back', defaultMessage: 'Terug naar de beschikbaarheid' },
  appleHint: {
    id: 'CalendarOAuth.appleHint',
    defaultMessage: 'iCloud of Exchange on-premises? Publiceer de agenda en plak de openbare ICS-link hierboven.',
  },
};
