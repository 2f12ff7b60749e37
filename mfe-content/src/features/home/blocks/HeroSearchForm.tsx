import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, NumberField, TextField } from '@zaalplek/design-system';
import { localePath, navigate } from '@zaalplek/platform';

/** Attendee search maximum from the spec (section 9). */
const MAX_ATTENDEES = 500;

const Form = styled.form`
  display: grid;
  grid-template-columns: 2fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
`;

/** /search query for the hero form: empty values are left out. */
export function heroSearchUrl(search: string, attendees: number | null): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (attendees != null && attendees > 0) params.set('attendees', String(Math.min(attendees, MAX_ATTENDEES)));
  const query = params.toString();
  return `/search${query ? `?${query}` : ''}`;
}

export function HeroSearchForm({ placeholder }: { placeholder?: string }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [attendees, setAttendees] = useState<number | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(localePath(heroSearchUrl(search, attendees), intl.locale === 'en' ? 'en' : 'nl'));
  };

  return (
    <Form role="search" onSubmit={onSubmit}>
      <TextField
        label={intl.formatMessage({ id: 'HeroSearchForm.searchLabel' })}
        placeholder={placeholder || intl.formatMessage({ id: 'HeroSearchForm.searchPlaceholder' })}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        name="search"
      />
      <NumberField
        label={intl.formatMessage({ id: 'HeroSearchForm.attendeesLabel' })}
        value={attendees}
        onChange={setAttendees}
        min={1}
        max={MAX_ATTENDEES}
        name="attendees"
      />
      <Button type="submit" size="lg">
        {intl.formatMessage({ id: 'HeroSearchForm.submit' })}
      </Button>
    </Form>
  );
}
