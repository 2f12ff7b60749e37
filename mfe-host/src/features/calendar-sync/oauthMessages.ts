// defaultMessage = nl; description = en. The provider redirect page /calendar/oauth/{provider}.
export const calendarOAuthMessages = {
  title: { id: 'CalendarOAuth.title', defaultMessage: 'Agenda koppelen', description: 'Link a calendar' },
  completing: { id: 'CalendarOAuth.completing', defaultMessage: 'Koppeling afronden…', description: 'Completing the link…' },
  choose: { id: 'CalendarOAuth.choose', defaultMessage: 'Kies de agenda van deze ruimte', description: 'Choose the calendar of this space' },
  calendar: { id: 'CalendarOAuth.calendar', defaultMessage: 'Agenda', description: 'Calendar' },
  confirm: { id: 'CalendarOAuth.confirm', defaultMessage: 'Deze agenda koppelen', description: 'Link this calendar' },
  noCalendars: { id: 'CalendarOAuth.noCalendars', defaultMessage: 'Er zijn geen agenda’s gevonden bij deze provider.', description: 'No calendars were found at this provider.' },
  linked: { id: 'CalendarOAuth.linked', defaultMessage: 'Agenda {name} gekoppeld. Bezette tijden worden niet meer aangeboden.', description: 'Calendar {name} linked. Busy times are no longer offered.' },
  syncFailing: {
    id: 'CalendarOAuth.syncFailing',
    defaultMessage: 'Gekoppeld, maar we konden de agenda nog niet lezen. We proberen het elk kwartier opnieuw.',
    description: 'Linked, but we could not read the calendar yet. We retry every 15 minutes.',
  },
  denied: { id: 'CalendarOAuth.denied', defaultMessage: 'Je hebt geen toestemming gegeven; de agenda is niet gekoppeld.', description: 'You did not give permission; the calendar was not linked.' },
  missing: {
    id: 'CalendarOAuth.missing',
    defaultMessage: 'Deze koppeling is niet (meer) geldig. Start opnieuw vanuit de beschikbaarheid van de ruimte.',
    description: 'This link is not (or no longer) valid. Start again from the space availability.',
  },
  stateInvalid: {
    id: 'CalendarOAuth.stateInvalid',
    defaultMessage: 'Deze koppeling is verlopen of al gebruikt. Start opnieuw.',
    description: 'This link has expired or was already used. Please start again.',
  },
  authFailed: { id: 'CalendarOAuth.authFailed', defaultMessage: 'De provider heeft de koppeling geweigerd. Probeer het opnieuw.', description: 'The provider refused the link. Please try again.' },
  unreadable: { id: 'CalendarOAuth.unreadable', defaultMessage: 'De agenda’s konden niet worden opgehaald. Probeer het opnieuw.', description: 'The calendars could not be fetched. Please try again.' },
  disabled: { id: 'CalendarOAuth.disabled', defaultMessage: 'Deze provider is niet beschikbaar.', description: 'This provider is not available.' },
  back: { id: 'CalendarOAuth.back', defaultMessage: 'Terug naar de beschikbaarheid', description: 'Back to availability' },
  appleHint: {
    id: 'CalendarOAuth.appleHint',
    defaultMessage: 'iCloud of Exchange on-premises? Publiceer de agenda en plak de openbare ICS-link hierboven.',
    description: 'iCloud or on-premises Exchange? Publish the calendar and paste its public ICS link above.',
  },
};
