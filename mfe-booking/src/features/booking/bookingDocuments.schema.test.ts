import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { AllFinanceHistoryDocument, ApplyCouponDocument, BookingCancellingDocument, BookingInvoicesHistoryDocument, CheckRefundDocument, CreateBookingDocument, CreateBookingPaymentDocument, DraftBookingDeleteDocument, PayBookingByHashDocument, RemoveCouponDocument, SpaceServiceBalanceDocument, SpecificBookingByHashDocument, SpecificBookingDocument, SubmitFreeBookingDocument, UpdateBookingDocument, UpdateBookingMeetingDocument, WaitForBookingStatusDocument } from '../../generated/graphql';

// The API's checked-in schema (api/schema.graphql) is the contract for every document of the booking screens,
// checked as sent: the generated documents (`npm run codegen`), each operation with its fragments.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

const DOCUMENTS = {
  SPECIFIC_BOOKING_QUERY: String(SpecificBookingDocument),
  UPDATE_BOOKING_MUTATION: String(UpdateBookingDocument),
  UPDATE_BOOKING_MEETING_MUTATION: String(UpdateBookingMeetingDocument),
  SUBMIT_FREE_BOOKING_MUTATION: String(SubmitFreeBookingDocument),
  CREATE_BOOKING_MUTATION: String(CreateBookingDocument),
  CHECK_REFUND_QUERY: String(CheckRefundDocument),
  BOOKING_CANCELLING_MUTATION: String(BookingCancellingDocument),
  DRAFT_BOOKING_DELETE_MUTATION: String(DraftBookingDeleteDocument),
  CREATE_BOOKING_PAYMENT_MUTATION: String(CreateBookingPaymentDocument),
  SPACE_SERVICE_BALANCE_QUERY: String(SpaceServiceBalanceDocument),
  APPLY_COUPON_MUTATION: String(ApplyCouponDocument),
  REMOVE_COUPON_MUTATION: String(RemoveCouponDocument),
  ALL_FINANCE_HISTORY_QUERY: String(AllFinanceHistoryDocument),
  BOOKING_INVOICES_HISTORY_QUERY: String(BookingInvoicesHistoryDocument),
  SPECIFIC_BOOKING_BY_HASH_QUERY: String(SpecificBookingByHashDocument),
  PAY_BOOKING_BY_HASH_MUTATION: String(PayBookingByHashDocument),
  WAIT_FOR_BOOKING_STATUS: String(WaitForBookingStatusDocument),
};

test.each(Object.entries(DOCUMENTS))('%s is valid against the API schema', (_name, document) => {
  expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
});
