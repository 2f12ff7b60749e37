/** The content vocabulary: kinds of content item, their states, the helpdesk categories and social networks. */

/** Kinds of content item (blog, how-to, helpdesk); block pages (home, about-us, ...) are cms_page rows. */
export const CONTENT_TYPES = ['BLOG_ARTICLE', 'HOW_TO_ARTICLE', 'HELPDESK_CATEGORY', 'HELPDESK_STORY'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** DRAFT: never published; SCHEDULED: to be published at ts_publish_at; PUBLISHED; UNPUBLISHED: taken offline. */
export const CONTENT_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
/** The spec's five helpdesk categories (about the product, general, general conditions, landlords, tenants), by key. */
export const HELPDESK_CATEGORY_KEYS = ['about_product', 'general', 'general_conditions', 'landlords', 'tenants'] as const;
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const;
