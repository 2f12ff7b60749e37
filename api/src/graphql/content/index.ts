import type { GraphQLModule } from '../module';
import { get_all_feedbacks } from './get_all_feedbacks';
import { get_all_locations, get_specific_location, main_menu } from './locations';
import { about_us, footer, home, static_page, vendor_home } from './pages';
import { contentTypeDefs } from './schema';
import {
  get_all_blog_articles, get_all_how_to_articles, get_all_social_media, get_blog_article, get_faq_categories, get_faq_category_stories,
  get_helpdesk_story, get_how_to_article, search_helpdesk_stories,
} from './stories';

export const contentModule: GraphQLModule = {
  name: 'content',
  visibility: 'public',
  typeDefs: contentTypeDefs,
  resolvers: {
    Query: {
      home, footer, about_us, vendor_home, static_page, get_all_feedbacks, get_all_social_media,
      get_all_blog_articles, get_blog_article, get_all_how_to_articles, get_how_to_article,
      get_faq_categories, get_faq_category_stories, get_helpdesk_story, search_helpdesk_stories,
      get_all_locations, get_specific_location, main_menu,
    },
    HelpdeskCategory: { key: (c: { content_key: string | null }) => c.content_key },
  },
};
