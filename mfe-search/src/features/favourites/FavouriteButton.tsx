import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { dispatchZaalplekEvent, requestLogin, useSession } from '@zaalplek/platform';
import { useSetFavouriteMutation } from './favouritesApi';

const Heart = styled.button<{ $on: boolean; $large: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $large }) => ($large ? '44px' : '40px')};
  height: ${({ $large }) => ($large ? '44px' : '40px')};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.textMuted)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  &[disabled] {
    cursor: progress;
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

/** Shows the platform's favourites error toast ("Sorry, er ging iets mis"). */
export function favouriteFailedToast(): void {
  dispatchZaalplekEvent('zaalplek:toast', { messageId: 'errors.favourite_failed', kind: 'error' });
}

export interface FavouriteButtonProps {
  spaceId: number;
  spaceName: string;
  isFavorite: boolean;
  size?: 'md' | 'lg';
}

/**
 * The heart on every space card and on the space page. Logged out: the click is kept as a
 * pending action and the login popup opens (replayed after login by useFavouriteReplay).
 */
export function FavouriteButton({ spaceId, spaceName, isFavorite, size = 'md' }: FavouriteButtonProps) {
  const intl = useIntl();
  const { isLoggedIn } = useSession();
  const [on, setOn] = useState(isFavorite);
  const [setFavourite, { isLoading }] = useSetFavouriteMutation();
  useEffect(() => setOn(isFavorite), [isFavorite]);

  const onClick = async () => {
    if (!isLoggedIn) {
      requestLogin({ type: 'favourite', data: { spaceId } });
      return;
    }
    const next = !on;
    setOn(next); // optimistic; put back on failure
    try {
      await setFavourite({ spaceId, favourite: next }).unwrap();
    } catch {
      setOn(!next);
      favouriteFailedToast();
    }
  };

  const label = intl.formatMessage(on ? { id: 'FavouriteButton.remove', defaultMessage: '{name} verwijderen uit favorieten' } : { id: 'FavouriteButton.add', defaultMessage: '{name} bewaren als favoriet' }, { name: spaceName });
  return (
    <Heart
      type="button"
      $on={on}
      $large={size === 'lg'}
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={isLoading}
      onClick={onClick}
      data-testid="favourite-button"
      data-space-id={spaceId}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.5.8-1.4 2.3-2.5 4.4-2.5 3.7 0 5.9 3.7 4.4 7.2C19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </Heart>
  );
}
