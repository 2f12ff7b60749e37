import type { GraphQLModule } from '../module';
import { all_finance_history, booking_invoices_history, resend_invoice } from './documents';
import { financeTypeDefs } from './schema';

export const financeModule: GraphQLModule = {
  name: 'finance',
  visibility: 'authenticated',
  typeDefs: financeTypeDefs,
  resolvers: { Query: { all_finance_history, booking_invoices_history }, Mutation: { resend_invoice } },
};
