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

  extend type Query {
    "CMS page 'home' in the request locale (X-Locale header, nl default and fallback)"
    home: CmsPage
    get_all_feedbacks(user_role: FeedbackRole): [Feedback!]!
  }
`;
