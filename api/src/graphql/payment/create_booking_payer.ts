/** Mutation create_booking_payer(booking_id, input): the guest names who pays (spec: full name, email, phone, organisation name and address). */
import { requireLogin } from '../../auth/guards';
import { checkEmail, checkPhone, isCodeLike } from '../../domain/auth/validation';
import { ApiError, fieldValidation, forbidden, notFound } from '../../errors/ApiError';
import { isBookingGuestOrAdmin } from '../../services/documents/access';
import { addBookingPayer } from '../../services/payments/payers';
import type { GraphQLContext } from '../context';

interface PayerInput { full_name: string; email: string; phone?: string | null; organisation_name?: string | null; address?: string | null }

const MAX = { full_name: 100, organisation_name: 50, address: 100 } as const;

export function validatePayer(input: PayerInput): PayerInput {
  const out: PayerInput = { full_name: input.full_name?.trim() ?? '', email: input.email?.trim().toLowerCase() ?? '' };
  if (!out.full_name) throw fieldValidation('booking_payer', 'full_name', 'required');
  for (const field of ['full_name', 'organisation_name', 'address'] as const) {
    const v = (field === 'full_name' ? out.full_name : input[field]?.trim()) || null;
    if (v && v.length > MAX[field]) throw new ApiError('FIELD_VALIDATION', { entity: 'booking_payer', key: 'max_length', meta: { field, fields: { [field]: 'max_length' }, max: MAX[field] } });
    if (v && isCodeLike(v)) throw fieldValidation('booking_payer', field, 'code_injection');
    if (field !== 'full_name') out[field] = v;
  }
  const emailError = checkEmail(out.email);
  if (emailError) throw fieldValidation('booking_payer', 'email', emailError.key);
  const phone = input.phone?.trim() || null;
  if (phone) {
    const phoneError = checkPhone(phone);
    if (phoneError) throw fieldValidation('booking_payer', 'phone', phoneError.key);
  }
  out.phone = phone;
  return out;
}

export async function create_booking_payer(_: unknown, args: { booking_id: number; input: PayerInput }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const allowed = await isBookingGuestOrAdmin(ctx.knex, viewer, args.booking_id);
  if (allowed === null) throw notFound('booking');
  if (!allowed) throw forbidden('booking');
  const payer = validatePayer(args.input);
  return addBookingPayer(ctx.knex, args.booking_id, payer);
}
