/** The booking request form (spec sections 3 and 5): field rules and their keys. Pure. */

export interface RequestFormInput {
  meeting_name?: string | null;
  meeting_description?: string | null;
  discount_reason?: string | null;
  comment?: string | null;
  organisation_name?: string | null;
  coc?: string | null;
  billing_address?: string | null;
  terms_accepted?: boolean | null;
}

export const FORM_LIMITS = { meeting_name: 255, meeting_description: 3000, discount_reason: 1000, comment: 1000, organisation_name: 50, billing_address: 100 } as const;

export interface FieldProblem {
  field: string;
  key: 'required' | 'max_length' | 'coc_invalid' | 'code_injection' | 'terms_not_accepted';
  meta?: Record<string, unknown>;
}

/** "Strings with code-like characters are refused" (spec section 5). */
const CODE_LIKE = /<\s*\/?\s*[a-z!]|javascript:|\{\{|\$\{/i;

export function validateRequestForm(input: RequestFormInput, opts: { afterpay: boolean; social: boolean; submit: boolean }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, max] of Object.entries(FORM_LIMITS)) {
    const value = input[field as keyof RequestFormInput];
    if (typeof value !== 'string') continue;
    if (value.length > max) problems.push({ field, key: 'max_length', meta: { max } });
    else if (CODE_LIKE.test(value)) problems.push({ field, key: 'code_injection' });
  }
  if (input.coc != null && input.coc !== '' && !/^\d{8}$/.test(input.coc)) problems.push({ field: 'coc', key: 'coc_invalid' });
  const blank = (v: string | null | undefined) => v == null || v.trim() === '';
  if (opts.afterpay) {
    for (const field of ['organisation_name', 'coc', 'billing_address'] as const) {
      if (blank(input[field])) problems.push({ field, key: 'required' });
    }
  }
  if (opts.social && blank(input.discount_reason)) problems.push({ field: 'discount_reason', key: 'required' });
  if (opts.submit && input.terms_accepted !== true) problems.push({ field: 'terms_accepted', key: 'terms_not_accepted' });
  return problems.filter((p, i) => problems.findIndex((q) => q.field === p.field) === i);
}
