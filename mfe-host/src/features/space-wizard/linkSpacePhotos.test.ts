import { waitFor } from '@testing-library/react';
import { mockFetch } from '../testing/mockFetch';
import { resetState } from '../testing/renderApp';
import { store } from '../../store';
import { spaceWizardApi } from './spaceWizardApi';
import type { HostSpaceDetail } from './types';

const photo = (image_id: number) => ({ image_id, image_url: `/api/image/${image_id}/` });

beforeEach(() => resetState());

test('the space as cached before its photos were linked shows the linked photos afterwards (no "0 van maximaal 10 foto\'s" right after creating)', async () => {
  const requests: string[] = [];
  mockFetch((request) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.url.includes('/api/image/space/41/bulk/')) return { json: [photo(7), photo(8), photo(9)] };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  // what createSpace/updateSpace leave in the cache: the space as saved, before its photos are linked
  await store.dispatch(spaceWizardApi.util.upsertQueryData('getSpace', 41, { space_id: 41, space_name: 'De Zolder', space_images: [] } as unknown as HostSpaceDetail));

  const linked = await store.dispatch(spaceWizardApi.endpoints.linkSpacePhotos.initiate({ id: 41, images_ids: [7, 8, 9], name: 'De Zolder' })).unwrap();

  expect(linked.map((p) => p.image_id)).toEqual([7, 8, 9]);
  expect(requests).toEqual(['POST /api/image/space/41/bulk/']);
  const cachedPhotos = () => spaceWizardApi.endpoints.getSpace.select(41)(store.getState()).data?.space_images.map((p) => p.image_id);
  await waitFor(() => expect(cachedPhotos()).toEqual([7, 8, 9]));
});
