/**
 * The content editor's work on the product's social links (footer, SOCIAL_LINKS blocks): the list in
 * order with its lock_version; a save replaces the whole list in one transaction (added, changed,
 * removed, reordered) and takes effect at once; a save over someone else's newer one is CONFLICT
 * stale_version instead of an overwrite.
 */
import type { Knex } from 'knex';
import { SocialMediaEdit, SocialMediaLink } from '../../db/models';
import { validateSocialLinks, webAddress, type SocialLinkInput } from '../../domain/content/socialLinkRules';
import { ApiError } from '../../errors/ApiError';

export interface EditorSocialMedia {
  lock_version: number;
  updated_at: string;
  links: { network: string; url: string }[];
}

export async function loadEditorSocialMedia(knex: Knex): Promise<EditorSocialMedia> {
  const edit = await SocialMediaEdit.query(knex).findById(1);
  const links = await SocialMediaLink.query(knex).modify('ordered');
  return {
    lock_version: edit?.lock_version ?? 1,
    updated_at: new Date(edit?.ts_updated ?? Date.now()).toISOString(),
    links: links.map((l) => ({ network: l.network, url: l.url })),
  };
}

export async function saveEditorSocialMedia(knex: Knex, lockVersion: number, links: SocialLinkInput[]): Promise<EditorSocialMedia> {
  const errors = validateSocialLinks(links);
  if (Object.keys(errors).length) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'social_media', key: Object.values(errors)[0], meta: { field: Object.keys(errors)[0], fields: errors } });
  }
  await knex.transaction(async (trx) => {
    await SocialMediaEdit.query(trx).insert({ social_media_edit_id: 1, lock_version: 1 } as Partial<SocialMediaEdit>).onConflict('social_media_edit_id').ignore();
    const edit = (await SocialMediaEdit.query(trx).findById(1).forUpdate())!;
    if (edit.lock_version !== lockVersion) {
      throw new ApiError('CONFLICT', { entity: 'social_media', key: 'stale_version', meta: { lock_version: edit.lock_version, updated_at: new Date(edit.ts_updated).toISOString() } });
    }
    await SocialMediaLink.query(trx).delete();
    for (const [i, link] of links.entries()) {
      await SocialMediaLink.query(trx).insert({ network: link.network as SocialMediaLink['network'], url: webAddress(link.url)!, position: i + 1 });
    }
    await SocialMediaEdit.query(trx).findById(1).patch({ lock_version: edit.lock_version + 1 } as Partial<SocialMediaEdit>);
  });
  return loadEditorSocialMedia(knex);
}
