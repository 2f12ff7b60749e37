import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { dispatchZaalplekEvent, onZaalplekEvent, replayPendingAction } from '@zaalplek/platform';
import { api } from '../../api';
import { store } from '../../store';
import { favouriteFailedToast } from './FavouriteButton';
import { favouritesApi } from './favouritesApi';

/**
 * Mounted once (App): replays a favourite click made while logged out, once the login
 * completed, and refetches every answer carrying is_favorite when the session changes.
 */
export function useFavouriteReplay(): void {
  const intl = useIntl();
  useEffect(() => {
    const stopReplay = replayPendingAction('favourite', (action) => {
      store
        .dispatch(favouritesApi.endpoints.setFavourite.initiate({ spaceId: action.data.spaceId, favourite: true }))
        .unwrap()
        .then(() =>
          dispatchZaalplekEvent('zaalplek:toast', {
            message: intl.formatMessage({ id: 'FavouriteButton.saved', defaultMessage: 'Bewaard in je favorieten' }),
            kind: 'success',
          }),
        )
        .catch(favouriteFailedToast);
    });
    const stopSession = onZaalplekEvent('zaalplek:session', () => {
      store.dispatch(api.util.invalidateTags(['Favourites']));
    });
    return () => {
      stopReplay();
      stopSession();
    };
  }, [intl]);
}
