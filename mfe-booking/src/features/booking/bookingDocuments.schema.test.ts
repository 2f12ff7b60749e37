import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { WAIT_FOR_BOOKING_STATUS } from '../booking-payment/waitForBookingStatus';
import { PAY_BOOKING_BY_HASH_MUTATION, SPECIFIC_BOOKING_BY_HASH_QUERY } from '../booking-payment/payerApi';
import { APPLY_COUPON_MUTATION, REMOVE_COUPON_MUTATION } from '../coupon/couponApi';
import { ALL_FINANCE_HISTORY_QUERY, BOOKING_INVOICES_HISTORY_QUERY } from '../finance/financeApi';
import {
  BOOKING_CANCELLING_MUTATION,
  CHECK_REFUND_QUERY,
  CREATE_BOOKING_MUTATION,
  CREATE_BOOKING_PAYMENT_MUTATION,
  DRAFT_BOOKING_DELETE_MUTATION,
  SPECIFIC_BOOKING_QUERY,
  SUBMIT_FREE_BOOKING_MUTATION,
  UPDATE_BOOKING_MEETING_MUTATION,
  UPDATE_BOOKING_MUTATION,
} from './bookingApi';
import { SPACE_SERVICE_BALANCE_QUERY } from './servicesApi';

// The API's checked-in schema (api/schema.graphql) is the contract for every document of the booking screens.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));

const DOCUMENTS = {
  SPECIFIC_BOOKING_QUERY,
  UPDATE_BOOKING_MUTATION,
  UPDATE_BOOKING_MEETING_MUTATION,
  SUBMIT_FREE_BOOKING_MUTATION,
  CREATE_BOOKING_MUTATION,
  CHECK_REFUND_QUERY,
  BOOKING_CANCELLING_MUTATION,
  DRAFT_BOOKING_DELETE_MUTATION,
  CREATE_BOOKING_PAYMENT_MUTATION,
  SPACE_SERVICE_BALANCE_QUERY,
  APPLY_COUPON_MUTATION,
  REMOVE_COUPON_MUTATION,
  ALL_FINANCE_HISTORY_QUERY,
  BOOKING_INVOICES_HISTORY_QUERY,
  SPECIFIC_BOOKING_BY_HASH_QUERY,
  PAY_BOOKING_BY_HASH_MUTATION,
  WAIT_FOR_BOOKING_STATUS,
};

test.each(Object.entries(DOCUMENTS))('%s is valid against the API schema', (_name, document) => {
  expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
});
