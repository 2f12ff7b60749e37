import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '@zaalplek/design-system';
import { store } from '../../store';
import { placesApi, usePlacesAutocompleteQuery, type PlacePrediction } from './placesApi';

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  top: 100%;
  left: 0;
  right: 0;
  max-height: 225px;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceMuted : 'transparent')};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Debounce for the places lookup while typing. */
export const AUTOCOMPLETE_DELAY_MS = 250;

export interface PickedPlace {
  address: string;
  lat: number;
  lng: number;
}

export interface LocationInputProps {
  value: string;
  onChange: (text: string) => void;
  /** a prediction was chosen and resolved to coordinates (get_place_info) */
  onPick: (place: PickedPlace) => void;
}

/** Location text with places autocomplete (places_autocomplete + get_place_info), ARIA combobox. */
export function LocationInput({ value, onChange, onPick }: LocationInputProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [term, setTerm] = useState('');

  useEffect(() => {
    const t = setTimeout(() => setTerm(value.trim()), AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(t);
  }, [value]);

  const { data } = usePlacesAutocompleteQuery(term, { skip: !open || term.length < 2 });
  const predictions = open && term.length >= 2 && data?.status === 'OK' ? data.predictions.slice(0, 8) : [];

  const pick = async (prediction: PlacePrediction) => {
    setOpen(false);
    onChange(prediction.main_text);
    try {
      const info = await store.dispatch(placesApi.endpoints.placeInfo.initiate(prediction.place_id)).unwrap();
      if (info.status === 'OK' && info.result) {
        onPick({ address: prediction.main_text, lat: info.result.latitude, lng: info.result.longitude });
      }
    } catch {
      // no coordinates: the text stays a free-text search
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (predictions.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % predictions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? predictions.length - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      void pick(predictions[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Wrap>
      <TextField
        type="search"
        name="search"
        autoComplete="off"
        role="combobox"
        aria-expanded={predictions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && predictions[active] ? `${listId}-${active}` : undefined}
        label={intl.formatMessage({ id: 'SearchBar.searchLabel', defaultMessage: 'Plaats of zoekterm' })}
        placeholder={intl.formatMessage({ id: 'SearchBar.searchPlaceholder', defaultMessage: 'Bijvoorbeeld Utrecht of vergaderzaal' })}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {predictions.length > 0 && (
        <List id={listId} role="listbox" data-testid="place-predictions">
          {predictions.map((p, i) => (
            <Option
              key={p.place_id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              $active={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                void pick(p);
              }}
            >
              {p.main_text}
              {p.secondary_text && <small>{p.secondary_text}</small>}
            </Option>
          ))}
        </List>
      )}
    </Wrap>
  );
}
