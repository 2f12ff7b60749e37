export { createBooking, type SpaceBookingInput } from './createBooking';
export { approveBooking, declineBooking, cancelBooking, extendReservation, submitFreeBooking, deleteDraft, updateMeeting, refundCheck, submitDraft }  from './actions';
export { applyPaymentResult, applyRefundResult, applyPayoutResult } from './payments';
export { processBookingTimers, sweepDueBookings, FINAL_INVOICE_JOB, PAYOUT_JOB } from './timers';
export { registerBookingJobs } from './jobs';
export { loadBooking, lockBooking, TIMERS_JOB, type BookingRecord } from './store';
