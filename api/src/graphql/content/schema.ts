import { gql } from '../module';

export const contentTypeDefs = gql`
  enum CmsBlockType {
    HERO
    SLIDER
    TEXT
    VIDEO
    SOCIAL_LINKS
    NAVIGATION
    FAQ
    ICON_TITLE
    HEADLINE
    WHAT_WE_DO
    INFO
  }

  "One block of a CMS page; data shapes per block_type are in api/src/db/SCHEMA.md"
  type CmsBlock {
    block_id: Int!
    block_type: CmsBlockType!
    position: Int!
    data: JSON!
  }

  type CmsPage {
    slug: String!
    "nl or en: the locale the page was found in (nl when the requested one is missing)"
    locale: String!
    title: String!
    meta_title: String
    meta_description: String
    "ISO instant of the last change"
    updated_at: String!
    blocks: [CmsBlock!]!
  }

  enum FeedbackRole {
    Booker
    Vendor
  }

  "A testimonial; feedback text in the request locale"
  type Feedback {
    feedback_id: Int!
    avatar_url: String
    user_name: String!
    user_company_name: String
    user_company_position: String
    user_role: FeedbackRole!
    feedback: String!
  }

  enum ContentType {
    BLOG_ARTICLE
    HOW_TO_ARTICLE
    HELPDESK_CATEGORY
    HELPDESK_STORY
  }

  "The slug of an item (or location tag) in each locale (language switch, hreflang)"
  type LocaleSlugs {
    nl: String
    en: String
  }

  "A published blog or how-to article, helpdesk category or story, in the request locale (nl when missing)"
  type ContentStory {
    content_item_id: Int!
    content_type: ContentType!
    "the current slug in the answer's locale; differs from the asked slug after a rename or for the other locale's slug (redirect to it)"
    slug: String!
    slugs: LocaleSlugs!
    locale: String!
    title: String!
    summary: String
    "sanitised HTML"
    body_html: String!
    meta_title: String
    meta_description: String
    "ISO instant"
    published_at: String
    "ISO instant"
    updated_at: String!
    image_url: String
    "helpdesk stories: their category"
    category: HelpdeskCategory
  }

  type ContentStoryPage {
    stories: [ContentStory!]!
    total: Int!
    per_page: Int!
    page: Int!
  }

  "A helpdesk (FAQ) category: about the product, general, general conditions, landlords, tenants"
  type HelpdeskCategory {
    content_item_id: Int!
    "about_product, general, general_conditions, landlords, tenants"
    key: String
    slug: String!
    slugs: LocaleSlugs!
    title: String!
    summary: String
    "sanitised HTML"
    body_html: String!
    meta_title: String
    meta_description: String
    story_count: Int!
  }

  type HelpdeskCategoryStories {
    category: HelpdeskCategory!
    stories: [ContentStory!]!
  }

  type SocialMedia {
    "facebook, instagram, linkedin, twitter, youtube"
    network: String!
    url: String!
  }

  enum LocationType {
    REGION
    CITY
  }

  "SEO texts of a location in the request locale"
  type LocationSeo {
    h1: String!
    h2: String
    description: String
    language: String!
    meta_title: String
    meta_description: String
    "sanitised HTML"
    seo_text: String
  }

  type LocationFaq {
    question: String!
    answer: String!
  }

  "A tag page under a city (one per activity), e.g. /locations/utrecht/utrecht/vergaderzaal"
  type LocationTag {
    seo_tag_id: Int!
    "the activity whose spaces the page shows (we_meet, we_train, ...)"
    category_key: String!
    slug: String!
    slugs: LocaleSlugs!
    name: String!
    intro: String!
  }

  "A province (REGION) or city (CITY) as the geo pages show it"
  type Location {
    seo_entity_id: Int!
    name: String!
    slug: String!
    "'region' or 'region/city': the page is /locations/{path}"
    path: String!
    type: LocationType!
    "publicly visible spaces"
    counter: Int!
    region_name: String
    region_slug: String
    latitude: Float!
    longitude: Float!
    video_url: String
    seo: LocationSeo!
    faqs: [LocationFaq!]!
    updated_at: String!
  }

  type LocationDetail {
    seo_entity_id: Int!
    name: String!
    slug: String!
    path: String!
    type: LocationType!
    counter: Int!
    region_name: String
    region_slug: String
    latitude: Float!
    longitude: Float!
    video_url: String
    seo: LocationSeo!
    faqs: [LocationFaq!]!
    updated_at: String!
    "a province's cities"
    cities: [Location!]!
    "a city's nearest other cities"
    nearby: [Location!]!
    "a city's tag pages"
    tags: [LocationTag!]!
  }

  type LocationPage {
    result: [Location!]!
    total: Int!
    page: Int!
    per_page: Int!
  }

  type LocationTagPage {
    location: LocationDetail!
    tag: LocationTag!
  }

  type MainMenu {
    regions: [Location!]!
    "the cities with the most spaces"
    cities: [Location!]!
  }

  extend type Query {
    "CMS page 'home' in the request locale (X-Locale header, nl default and fallback); preview + preview_token: the version the editor's signed link shows"
    home(preview: Boolean, preview_token: String): CmsPage
    "the footer's CMS page (NAVIGATION blocks); with preview and the editor's signed preview_token, its draft"
    footer(preview: Boolean, preview_token: String): CmsPage
    about_us(preview: Boolean, preview_token: String): CmsPage
    vendor_home(preview: Boolean, preview_token: String): CmsPage
    "the other block pages: security-policy, hall-of-fame"
    static_page(slug: String!, preview: Boolean, preview_token: String): CmsPage
    get_all_feedbacks(user_role: FeedbackRole): [Feedback!]!
    get_all_social_media: [SocialMedia!]!

    "newest first; pagination default page 1, size 20 (max 50)"
    get_all_blog_articles(pagination: PaginationInput): ContentStoryPage!
    "null when unknown or unpublished; preview with a valid preview_token (the editor's signed, short-lived link) reads the version the link shows"
    get_blog_article(slug: String!, preview: Boolean, preview_token: String): ContentStory
    get_all_how_to_articles(pagination: PaginationInput): ContentStoryPage!
    get_how_to_article(article_slug: String!, preview: Boolean, preview_token: String): ContentStory

    "the helpdesk (FAQ) categories in order, with their story counts"
    get_faq_categories: [HelpdeskCategory!]!
    "a category (slug in either locale) and its stories; null when unknown"
    get_faq_category_stories(category_slug: String!, preview: Boolean, preview_token: String): HelpdeskCategoryStories
    get_helpdesk_story(story_slug: String!, preview: Boolean, preview_token: String): ContentStory
    "up to 20 stories matching the words (title first), in the request locale"
    search_helpdesk_stories(search_term: String!): [ContentStory!]!

    "provinces and cities; show_all false (default): only those with visible spaces; location: a province slug (its cities)"
    get_all_locations(entity_type: LocationType, show_all: Boolean, pagination: PaginationInput, location: String): LocationPage!
    "slug: 'region' or 'region/city'; null when unknown"
    get_specific_location(slug: String!): LocationDetail
    main_menu: MainMenu!
  }
`;
