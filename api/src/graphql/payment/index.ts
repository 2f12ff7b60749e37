import type { GraphQLModule } from '../module';
import { create_booking_payer } from './create_booking_payer';
import { create_booking_payment } from './create_booking_payment';
import { create_payment_link } from './create_payment_link';
import { pay_booking_by_hash, specific_booking_by_hash } from './payer';
import { payerTypeDefs, paymentSharedTypeDefs, paymentTypeDefs } from './schema';

/** Public: the payer page (hash only). Carries the shared payment types. */
export const payerModule: GraphQLModule = {
  name: 'payer',
  visibility: 'public',
  typeDefs: paymentSharedTypeDefs + payerTypeDefs,
  resolvers: { Query: { specific_booking_by_hash }, Mutation: { pay_booking_by_hash } },
};

/** Authenticated: payers, payment links and starting a payment as the guest. */
export const paymentModule: GraphQLModule = {
  name: 'payment',
  visibility: 'authenticated',
  typeDefs: paymentTypeDefs,
  resolvers: { Mutation: { create_booking_payer, create_payment_link, create_booking_payment } },
};
