/** Every Objection model (one module per domain; relations are thunked, so import order is free). */
export { BaseModel } from './base';
export { Account, Organisation, OrganisationBankInfo, Collection, TeamMember, TeamInvitation } from './account';
export { SeoLocation, SeoTag } from './geo';
export { Venue, WorkingTime, VenueTag, Feature, SystemService, VenueService } from './venue';
export { Space, SpaceCategory, ConfigurationType, SpaceConfiguration, SpaceService, SpaceAvailability, CalendarLink } from './space';
export { Booking, BookingHistory, BookingChangeRequest, Order, OrderItem, Coupon, Payout, FinanceDocument } from './booking';
export { BookingPayer, PaymentLink, Payment, Refund } from './payment';
export { FavoriteSpace } from './favorite';
export { Notification, NotificationSetting, AccountNotificationSetting, ChatChannel } from './notification';
export { ChatMessage, ChatRead, ChatMailState, ChatPresence } from './chat';
export { Image, Feedback, CmsPage, CmsBlock } from './content';
export { CmsPageVersion, CmsPageEdit, type PageLocaleContent } from './cmsPageEdit';
export { ContentItem, ContentItemText, ContentVersion, ContentSlugRedirect, SocialMediaLink, SocialMediaEdit, type ContentTexts } from './contentItem';
export { AuthToken, RefreshToken, OutboxMessage, SocialAccount } from './auth';
export { ActAsSession } from './actAs';
export { SpaceReview } from './review';
