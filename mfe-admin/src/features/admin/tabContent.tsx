/**
 * What each admin tab shows. One line per tab, each area in its own feature folder
 * (features/<area>/<Area>Tab.tsx).
 */
import type { ComponentType } from 'react';
import { ActAsLogTab } from '../actAs/ActAsLogTab';
import { CitiesTab } from '../cities/CitiesTab';
import { FeedbackTab } from '../feedback/FeedbackTab';
import { HighlightedTab } from '../highlighted/HighlightedTab';
import { PayoutsTab } from '../payouts/PayoutsTab';
import { ReviewsTab } from '../reviews/ReviewsTab';
import { SpacesTab } from '../spaces/SpacesTab';
import { UsersTab } from '../users/UsersTab';
import { VendorsTab } from '../vendors/VendorsTab';
import type { AdminTab } from './tabs';

export const TAB_CONTENT: Record<AdminTab, ComponentType> = {
  users: UsersTab,
  vendors: VendorsTab,
  spaces: SpacesTab,
  cities: CitiesTab,
  feedback: FeedbackTab,
  reviews: ReviewsTab,
  'highlighted-locations': HighlightedTab,
  payouts: PayoutsTab,
  'act-as-log': ActAsLogTab,
};
