// Photos (docs/CONTRACTS.md "Host"): upload with POST image/?owner_type=VENUE|SPACE (not linked yet), then
// link the ordered list with image/{venue|space}/{id}/bulk/ (images left out are deleted by the API).
import { api } from '../../api';
import { restCall } from '../onboarding/form/restCall';
import type { PhotoValue } from './types';

export type PhotoOwner = 'venue' | 'space';

/** POST image/{owner}/{id}/bulk/: links the uploaded photos in this order (left-out photos are deleted) */
export const linkPhotosRequest = ({ owner, id, images_ids, name }: { owner: PhotoOwner; id: number; images_ids: number[]; name?: string }) =>
  restCall<PhotoValue[]>(`/api/image/${owner}/${id}/bulk/`, { method: 'POST', body: { images_ids, [`${owner}_name`]: name } });

export const photosApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadPhoto: build.mutation<PhotoValue, { owner: PhotoOwner; file: File }>({
      queryFn: ({ owner, file }) => {
        const form = new FormData();
        form.append('file', file);
        return restCall<PhotoValue>(`/api/image/?owner_type=${owner.toUpperCase()}`, { method: 'POST', body: form });
      },
    }),
    linkPhotos: build.mutation<PhotoValue[], { owner: PhotoOwner; id: number; images_ids: number[]; name?: string }>({
      queryFn: linkPhotosRequest,
    }),
  }),
});

export const { useUploadPhotoMutation, useLinkPhotosMutation } = photosApi;

/** The small WebP variant of a stored photo for previews. */
export const thumbUrl = (photo: PhotoValue & { variants?: { thumb?: string } }) => photo.variants?.thumb ?? `/api/image/${photo.image_id}/thumb.webp`;
