import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, NumberField, TextField } from '@zaalplek/design-system';
import { navigate } from '@zaalplek/platform';
import { MAX_ATTENDEES, serializeSearchQuery, type SearchQuery } from './searchQuery';

const Form = styled.form`
  display: grid;
  grid-template-columns: 2fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
`;

/**
 * Text + attendees. Submitting pushes a new /search URL (shareable, back button works);
 * a new text clears lat/lng (spec: header search) and the result list starts at page 1.
 */
export function SearchBar({ query }: { query: SearchQuery }) {
  const intl = useIntl();
  const [search, setSearch] = useState(query.search);
  const [attendees, setAttendees] = useState<number | null>(query.attendees);

  // Follow the URL when it changes underneath (back/forward, header search).
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => setAttendees(query.attendees), [query.attendees]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    const keepGeo = text === query.search;
    navigate(
      `/search${serializeSearchQuery({
        search: text,
        lat: keepGeo ? query.lat : null,
        lng: keepGeo ? query.lng : null,
        attendees: attendees != null && attendees > 0 ? Math.min(attendees, MAX_ATTENDEES) : null,
      })}`,
    );
  };

  return (
    <Form role="search" onSubmit={onSubmit}>
      <TextField
        type="search"
        name="search"
        label={intl.formatMessage({ id: 'SearchBar.searchLabel' })}
        placeholder={intl.formatMessage({ id: 'SearchBar.searchPlaceholder' })}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <NumberField
        name="attendees"
        label={intl.formatMessage({ id: 'SearchBar.attendeesLabel' })}
        value={attendees}
        onChange={setAttendees}
        min={1}
        max={MAX_ATTENDEES}
      />
      <Button type="submit">{intl.formatMessage({ id: 'SearchBar.submit' })}</Button>
    </Form>
  );
}
