// The home page's GraphQL documents (plucked by codegen: TopSpaces is typed in generated/graphql.ts).
export const HOME_SPACE_CARD = /* GraphQL */ `fragment HomeSpaceCard on SpaceCard {
  space_id space_name space_url space_reference half_day_price image_url city venue_name max_guests space_booking_type rating
}`;

export const HOME_QUERY = /* GraphQL */ `query Home($preview: Boolean, $preview_token: String) {
  home(preview: $preview, preview_token: $preview_token) { slug title meta_title meta_description blocks { block_id block_type position data } }
}`;

export const TOP_SPACES_QUERY = /* GraphQL */ `query TopSpaces { get_top_spaces { ...HomeSpaceCard } }`;

export const FEEDBACKS_QUERY = /* GraphQL */ `query Feedbacks($user_role: FeedbackRole) {
  get_all_feedbacks(user_role: $user_role) {
    feedback_id avatar_url user_name user_company_name user_company_position user_role feedback
  }
}`;
