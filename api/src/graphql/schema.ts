/** The two executable schemas: public (/api/graphql/public) and full (/api/graphql, websocket). */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { printSchema, type GraphQLSchema } from 'graphql';
import { accountModule } from './account';
import { authModule } from './auth';
import { baseModule } from './base';
import { bookingModule } from './booking';
import { contentModule } from './content';
import type { GraphQLModule } from './module';
import { notificationModule } from './notification';
import { pricingModule } from './pricing';
import { searchModule } from './search';
import { collectionModule } from './collection';
import { favoritesModule } from './favorites';
import { placesModule } from './places';
import { payerModule, paymentModule } from './payment';
import { financeModule } from './finance';
import { calendarModule } from './calendar';
import { couponsModule } from './coupons';
import { teamModule, teamInvitationModule } from './team';
import { bankModule } from './bank';
import { hostBookingsModule } from './hostBookings';
import { ratingModule } from './rating';
import { hostModule } from './host';
import { adminReviewModule } from './admin';
import { adminAccountsModule } from './admin/accounts';
import { adminActAsModule } from './admin/actAs';
import { adminCitiesModule } from './admin/cities';
import { adminCustomersModule } from './admin/customers';
import { adminPayoutsModule } from './admin/payouts';
import { adminFeedbackModule } from './admin/feedback';
import { adminSpacesModule } from './admin/spaces';
import { adminVendorsModule } from './admin/vendors';
import { chatModule } from './chat';
import { contentEditorModule } from './contentEditor';
import { reviewsModule, reviewsPublicModule } from './reviews';
import { adminReviewsModule } from './reviews/admin';

export const MODULES: GraphQLModule[] = [baseModule, contentModule, searchModule, authModule, accountModule, bookingModule, notificationModule, pricingModule, collectionModule, favoritesModule, placesModule, payerModule, paymentModule, financeModule, calendarModule, couponsModule, teamModule, teamInvitationModule, bankModule, hostBookingsModule, ratingModule, hostModule, adminReviewModule, adminAccountsModule, adminVendorsModule, adminSpacesModule, adminFeedbackModule, adminCitiesModule, adminActAsModule, adminPayoutsModule, adminCustomersModule, chatModule, contentEditorModule, reviewsPublicModule, reviewsModule, adminReviewsModule];

export interface Schemas {
  public: GraphQLSchema;
  full: GraphQLSchema;
}

const build = (modules: GraphQLModule[]): GraphQLSchema =>
  makeExecutableSchema({ typeDefs: modules.map((m) => m.typeDefs), resolvers: modules.map((m) => m.resolvers) });

export function buildSchemas(): Schemas {
  return {
    public: build(MODULES.filter((m) => m.visibility === 'public')),
    full: build(MODULES),
  };
}

export const printFullSchema = (): string => printSchema(buildSchemas().full);
