// Avatar upload through POST /api/image/ (field `file`); the API checks the spec's image rules
// and answers image_too_big / image_unavailable_format / image_wrong_aspect_ratio / image_wrong_size.
// "Remove photo" deletes the own avatar (DELETE /api/image/account/{id}/, 204).
import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system';
import { dispatchZaalplekEvent, mapApiError, reloadCurrentUser, restRequest } from '@zaalplek/platform';
import { accountMessages } from './messages';
import { profileApi } from './profileApi';
import { useAppDispatch } from './useAppDispatch';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 24px;
  img { width: 96px; height: 64px; object-fit: cover; border-radius: 8px; }
`;

export const AVATAR_TYPES = 'image/jpeg,image/png,image/svg+xml,image/webp';

export function AvatarUpload({ imageUrl, imageId }: { imageUrl: string | null; imageId?: number | string | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    const body = new FormData();
    body.append('file', file);
    body.append('owner_type', 'ACCOUNT');
    try {
      await restRequest('image/', { method: 'POST', body });
      dispatch(profileApi.util.invalidateTags(['ProfileAccount']));
      reloadCurrentUser();
      dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage(accountMessages.avatarSaved), kind: 'success' });
    } catch (err) {
      const mapped = mapApiError(err);
      const id = Object.values(mapped.fieldErrors)[0] ?? mapped.formError ?? mapped.toastMessageId ?? 'errors.generic';
      setError(intl.formatMessage({ id }, mapped.messageValues));
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async () => {
    if (imageId === null || imageId === undefined) return;
    setRemoving(true);
    setError(null);
    try {
      await restRequest(`image/account/${imageId}/`, { method: 'DELETE' });
      dispatch(profileApi.util.invalidateTags(['ProfileAccount']));
      reloadCurrentUser();
      dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage(accountMessages.avatarRemoved), kind: 'success' });
    } catch (err) {
      const mapped = mapApiError(err);
      setError(intl.formatMessage({ id: mapped.formError ?? mapped.toastMessageId ?? Object.values(mapped.fieldErrors)[0] ?? 'errors.generic' }, mapped.messageValues));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div>
      <h2>{intl.formatMessage(accountMessages.avatar)}</h2>
      <Row>
        {imageUrl && <img src={imageUrl} alt={intl.formatMessage(accountMessages.avatarAlt)} />}
        <input ref={input} type="file" accept={AVATAR_TYPES} hidden onChange={onFile} data-testid="avatar-input" />
        <Button type="button" variant="secondary" loading={busy} onClick={() => input.current?.click()}>
          {intl.formatMessage(accountMessages.avatarUpload)}
        </Button>
        {imageUrl && imageId !== null && imageId !== undefined && (
          <Button type="button" variant="secondary" loading={removing} disabled={busy} onClick={() => void onRemove()} data-testid="avatar-remove">
            {intl.formatMessage(accountMessages.avatarRemove)}
          </Button>
        )}
      </Row>
      <p>{intl.formatMessage(accountMessages.avatarHint)}</p>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
