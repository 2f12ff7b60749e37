/** Images of content (article pictures, images in rich text, block images): checked like every upload, stored as CMS images. */
import type { Knex } from 'knex';
import { Image } from '../../db/models';
import type { AcceptedUpload } from '../imaging/acceptUpload';

export async function storeContentImage(knex: Knex, upload: Extract<AcceptedUpload, { ok: true }>): Promise<{ image_id: number; width: number; height: number; mime_type: string }> {
  const image = await Image.query(knex).insertAndFetch({
    owner_type: 'CMS', owner_id: null, mime_type: upload.mime, width: upload.width, height: upload.height, byte_size: upload.byteSize, data: upload.bytes,
  } as Partial<Image>);
  return { image_id: image.image_id, width: image.width, height: image.height, mime_type: image.mime_type };
}
