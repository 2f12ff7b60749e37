// Content endpoints of mfe-content: blog, how-to, helpdesk, geo pages, block pages and the city's spaces.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  AboutUsDocument, VendorHomeDocument, StaticPageDocument, type AboutUsQuery, type VendorHomeQuery, type StaticPageQuery, type PageFieldsFragment,
  BlogArticleDocument, BlogArticlesDocument, CitySpacesDocument, FaqCategoriesDocument, FaqCategoryStoriesDocument,
  HelpdeskStoryDocument, HowToArticleDocument, HowToArticlesDocument, LocationDocument, SpacesBySlugDocument, type SpacesBySlugQuery, LocationsDocument, LocationTagDocument,
  SearchHelpdeskDocument, type BlogArticleQuery, type BlogArticlesQuery, type CitySpacesQuery, type FaqCategoriesQuery,
  type FaqCategoryStoriesQuery, type HelpdeskStoryQuery, type HowToArticleQuery, type HowToArticlesQuery, type LocationQuery,
  type LocationsQuery, type LocationTagQuery, type SearchHelpdeskQuery,
} from '../../generated/graphql';

export const STORY_FIELDS = /* GraphQL */ `fragment StoryFields on ContentStory {
  content_item_id slug slugs { nl en } title summary body_html meta_title meta_description published_at image_url
  category { content_item_id key slug title }
}`;

export const LOCATION_FIELDS = /* GraphQL */ `fragment LocationFields on Location {
  seo_entity_id name slug path type counter region_name region_slug
}`;

export const CARD_FIELDS = /* GraphQL */ `fragment ContentSpaceCard on SpaceCard {
  space_id space_name space_url half_day_price image_url city venue_name max_guests
}`;

export const BLOG_ARTICLES = /* GraphQL */ `query BlogArticles($pagination: PaginationInput) {
  get_all_blog_articles(pagination: $pagination) { total per_page page stories { ...StoryFields } }
}`;
export const BLOG_ARTICLE = /* GraphQL */ `query BlogArticle($slug: String!, $preview: Boolean, $preview_token: String) {
  get_blog_article(slug: $slug, preview: $preview, preview_token: $preview_token) { ...StoryFields }
}`;
export const HOW_TO_ARTICLES = /* GraphQL */ `query HowToArticles($pagination: PaginationInput) {
  get_all_how_to_articles(pagination: $pagination) { total per_page page stories { ...StoryFields } }
}`;
export const HOW_TO_ARTICLE = /* GraphQL */ `query HowToArticle($article_slug: String!, $preview: Boolean, $preview_token: String) {
  get_how_to_article(article_slug: $article_slug, preview: $preview, preview_token: $preview_token) { ...StoryFields }
}`;
export const FAQ_CATEGORIES = /* GraphQL */ `query FaqCategories {
  get_faq_categories { content_item_id key slug slugs { nl en } title summary story_count }
}`;
export const FAQ_CATEGORY_STORIES = /* GraphQL */ `query FaqCategoryStories($category_slug: String!, $preview: Boolean, $preview_token: String) {
  get_faq_category_stories(category_slug: $category_slug, preview: $preview, preview_token: $preview_token) {
    category { content_item_id key slug slugs { nl en } title summary body_html meta_title meta_description }
    stories { ...StoryFields }
  }
}`;
export const HELPDESK_STORY = /* GraphQL */ `query HelpdeskStory($story_slug: String!, $preview: Boolean, $preview_token: String) {
  get_helpdesk_story(story_slug: $story_slug, preview: $preview, preview_token: $preview_token) { ...StoryFields }
}`;
export const SEARCH_HELPDESK = /* GraphQL */ `query SearchHelpdesk($search_term: String!) {
  search_helpdesk_stories(search_term: $search_term) { ...StoryFields }
}`;
export const LOCATIONS = /* GraphQL */ `query Locations {
  get_all_locations(entity_type: REGION, show_all: true) { result { ...LocationFields } }
  main_menu { cities { ...LocationFields } }
}`;
export const LOCATION = /* GraphQL */ `query Location($slug: String!) {
  get_specific_location(slug: $slug) {
    seo_entity_id name slug path type counter region_name region_slug latitude longitude video_url
    seo { h1 h2 description meta_title meta_description seo_text }
    faqs { question answer }
    cities { ...LocationFields }
    nearby { ...LocationFields }
    tags { slug name }
  }
}`;
export const LOCATION_TAG = /* GraphQL */ `query LocationTag($slug: String!) {
  specific_instance_by_slug(instance_type: TAG, slug: $slug) {
    tag {
      tag { slug name intro category_key }
      location { name path region_name region_slug latitude longitude seo { meta_description } faqs { question answer } tags { slug name } }
    }
  }
}`;
export const CITY_SPACES = /* GraphQL */ `query CitySpaces($input: VenueFindInput) {
  venue_search(input: $input) { total_spaces venues { venue_id venue_spaces { ...ContentSpaceCard } } }
}`;
export const ABOUT_US = /* GraphQL */ `query AboutUs($preview: Boolean, $preview_token: String) { about_us(preview: $preview, preview_token: $preview_token) { ...PageFields } }`;
export const VENDOR_HOME = /* GraphQL */ `query VendorHome($preview: Boolean, $preview_token: String) { vendor_home(preview: $preview, preview_token: $preview_token) { ...PageFields } }`;
export const STATIC_PAGE = /* GraphQL */ `query StaticPage($slug: String!, $preview: Boolean, $preview_token: String) {
  static_page(slug: $slug, preview: $preview, preview_token: $preview_token) { ...PageFields }
}`;
export const SPACES_BY_SLUG = /* GraphQL */ `query SpacesBySlug($slugs: [String!]!) {
  get_spaces_by_slug(slugs: $slugs) { ...ContentSpaceCard }
}`;
export const PAGE_FIELDS = /* GraphQL */ `fragment PageFields on CmsPage {
  slug title meta_title meta_description blocks { block_id block_type position data }
}`;

export type Story = NonNullable<BlogArticleQuery['get_blog_article']>;
export type LocationDetail = NonNullable<LocationQuery['get_specific_location']>;
export type BlockPageKind = 'about-us' | 'vendor' | 'security-policy' | 'hall-of-fame';

type Paged = { locale: string; page: number };

/** A preview link's token (`?preview=` of the editor's signed link): read the version it shows. */
const previewArgs = (token?: string | null) => (token ? { preview: true, preview_token: token } : {});

/** `locale` is part of every argument so the cache keeps nl and en apart (sent as X-Locale). */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    blogArticles: build.query<BlogArticlesQuery['get_all_blog_articles'], Paged>({
      query: ({ page }) => operation(BlogArticlesDocument, { pagination: { page, size: 9 } }),
      transformResponse: (d: BlogArticlesQuery) => d.get_all_blog_articles,
    }),
    blogArticle: build.query<BlogArticleQuery['get_blog_article'], { locale: string; slug: string; preview?: string | null }>({
      query: ({ slug, preview }) => operation(BlogArticleDocument, { slug, ...previewArgs(preview) }),
      transformResponse: (d: BlogArticleQuery) => d.get_blog_article,
    }),
    howToArticles: build.query<HowToArticlesQuery['get_all_how_to_articles'], Paged>({
      query: ({ page }) => operation(HowToArticlesDocument, { pagination: { page, size: 9 } }),
      transformResponse: (d: HowToArticlesQuery) => d.get_all_how_to_articles,
    }),
    howToArticle: build.query<HowToArticleQuery['get_how_to_article'], { locale: string; slug: string; preview?: string | null }>({
      query: ({ slug, preview }) => operation(HowToArticleDocument, { article_slug: slug, ...previewArgs(preview) }),
      transformResponse: (d: HowToArticleQuery) => d.get_how_to_article,
    }),
    faqCategories: build.query<FaqCategoriesQuery['get_faq_categories'], { locale: string }>({
      query: () => operation(FaqCategoriesDocument, {}),
      transformResponse: (d: FaqCategoriesQuery) => d.get_faq_categories,
    }),
    faqCategoryStories: build.query<FaqCategoryStoriesQuery['get_faq_category_stories'], { locale: string; slug: string; preview?: string | null }>({
      query: ({ slug, preview }) => operation(FaqCategoryStoriesDocument, { category_slug: slug, ...previewArgs(preview) }),
      transformResponse: (d: FaqCategoryStoriesQuery) => d.get_faq_category_stories,
    }),
    helpdeskStory: build.query<HelpdeskStoryQuery['get_helpdesk_story'], { locale: string; slug: string; preview?: string | null }>({
      query: ({ slug, preview }) => operation(HelpdeskStoryDocument, { story_slug: slug, ...previewArgs(preview) }),
      transformResponse: (d: HelpdeskStoryQuery) => d.get_helpdesk_story,
    }),
    searchHelpdesk: build.query<SearchHelpdeskQuery['search_helpdesk_stories'], { locale: string; term: string }>({
      query: ({ term }) => operation(SearchHelpdeskDocument, { search_term: term }),
      transformResponse: (d: SearchHelpdeskQuery) => d.search_helpdesk_stories,
    }),
    locations: build.query<LocationsQuery, { locale: string }>({
      query: () => operation(LocationsDocument, {}),
    }),
    location: build.query<LocationQuery['get_specific_location'], { locale: string; slug: string }>({
      query: ({ slug }) => operation(LocationDocument, { slug }),
      transformResponse: (d: LocationQuery) => d.get_specific_location,
    }),
    locationTag: build.query<NonNullable<LocationTagQuery['specific_instance_by_slug']>['tag'], { locale: string; slug: string }>({
      query: ({ slug }) => operation(LocationTagDocument, { slug }),
      transformResponse: (d: LocationTagQuery) => d.specific_instance_by_slug?.tag ?? null,
    }),
    citySpaces: build.query<CitySpacesQuery['venue_search'], { locale: string; city: string; activity?: string | null }>({
      query: ({ city, activity }) => operation(CitySpacesDocument, { input: { search: city, size: 6, ...(activity ? { activities: [activity] } : {}) } }),
      transformResponse: (d: CitySpacesQuery) => d.venue_search,
    }),
    spacesBySlug: build.query<SpacesBySlugQuery['get_spaces_by_slug'], { locale: string; slugs: string[] }>({
      query: ({ slugs }) => operation(SpacesBySlugDocument, { slugs }),
      transformResponse: (d: SpacesBySlugQuery) => d.get_spaces_by_slug,
    }),
    blockPage: build.query<PageFieldsFragment | null, { locale: string; kind: BlockPageKind; preview?: string | null }>({
      query: ({ kind, preview }) =>
        kind === 'about-us'
          ? operation(AboutUsDocument, previewArgs(preview))
          : kind === 'vendor'
            ? operation(VendorHomeDocument, previewArgs(preview))
            : operation(StaticPageDocument, { slug: kind, ...previewArgs(preview) }),
      transformResponse: (d: Partial<AboutUsQuery & VendorHomeQuery & StaticPageQuery>) => d.about_us ?? d.vendor_home ?? d.static_page ?? null,
    }),
  }),
});

export const {
  useBlogArticlesQuery, useBlogArticleQuery, useHowToArticlesQuery, useHowToArticleQuery, useFaqCategoriesQuery, useFaqCategoryStoriesQuery,
  useHelpdeskStoryQuery, useSearchHelpdeskQuery, useLocationsQuery, useLocationQuery, useLocationTagQuery, useCitySpacesQuery, useBlockPageQuery, useSpacesBySlugQuery,
} = contentApi;
