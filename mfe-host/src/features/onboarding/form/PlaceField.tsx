// An address chosen from the places dropdown (places_autocomplete). Typing clears the chosen place, so
// the validators can say 'Please select the address from the dropdown' until a suggestion is picked.
// The hint says how to type an address (street and number, postcode, city: the bundled gazetteer
// offers such a line as a place), and "no address found" says so instead of an empty list.
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { TextField } from '@zaalplek/design-system';
import { usePlacesAutocompleteQuery } from '../onboardingApi';
import type { PlaceValue } from '../../venue-wizard/venueValidation';
import { useFieldError } from './fields';
import { onboardingMessages as m } from '../messages';

const Wrap = styled.div`
  position: relative;
`;
const List = styled.ul`
  position: absolute;
  z-index: 5;
  top: calc(100% - ${({ theme }) => theme.space(4)});
  left: 0;
  right: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  li button {
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 0;
    background: none;
    cursor: pointer;
    font: inherit;
  }
  li button:hover,
  li button:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

function useDebounced(value: string, ms = 250) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function PlaceField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  return (
    <Field<PlaceValue | null> name={name}>
      {({ input, meta }) => <PlaceInput name={name} label={label} required={required} value={input.value || null} onChange={input.onChange} onBlur={input.onBlur} meta={meta} />}
    </Field>
  );
}

function PlaceInput({ name, label, required, value, onChange, onBlur, meta }: { name: string; label: ReactNode; required?: boolean; value: PlaceValue | null; onChange: (v: PlaceValue | null) => void; onBlur: () => void; meta: Parameters<typeof useFieldError>[0] }) {
  const intl = useIntl();
  const error = useFieldError(meta);
  const text = value?.description ?? '';
  const [open, setOpen] = useState(false);
  const query = useDebounced(text.trim());
  const { data, isFetching } = usePlacesAutocompleteQuery(query, { skip: query.length < 2 || !open });
  const nothingFound = open && !isFetching && query.length >= 2 && query === text.trim() && data !== undefined && data.length === 0;
  return (
    <Wrap>
      <TextField
        label={label}
        name={name}
        required={required}
        value={text}
        autoComplete="off"
        hint={intl.formatMessage(m.addressHint)}
        error={error}
        onChange={(e) => {
          onChange({ place_id: null, description: e.target.value });
          setOpen(true);
        }}
        onBlur={() => {
          onBlur();
          setTimeout(() => setOpen(false), 200);
        }}
      />
      {nothingFound && (
        <p role="status" data-testid={`${name}-no-results`}>
          {intl.formatMessage(m.addressNotFound)}
        </p>
      )}
      {open && data && data.length > 0 && (
        <List role="listbox" data-testid={`${name}-suggestions`}>
          {data.slice(0, 8).map((p) => (
            <li key={p.place_id} role="option" aria-selected={value?.place_id === p.place_id}>
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  onChange({ place_id: p.place_id, description: p.description });
                  setOpen(false);
                }}
              >
                {p.description}
              </button>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
