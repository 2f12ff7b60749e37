/** The one time zone of the UI: every date and time is shown in Amsterdam time (the API stores UTC). */
export const TIME_ZONE = 'Europe/Amsterdam';
