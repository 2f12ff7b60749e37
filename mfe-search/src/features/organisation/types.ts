/** get_collection: an organisation's public page (types generated from api/schema.graphql). */
import type { CollectionQuery } from '../../generated/graphql';

export type Collection = CollectionQuery['get_collection'];
export type CollectionVenue = Collection['venues'][number];
