/**
 * The general conditions page: the helpdesk category "general conditions" (spec: helpdesk, categories
 * about the product, general, general conditions, landlords, tenants; route helpdesk/{category slug}).
 */
export const GENERAL_CONDITIONS_PATH = '/helpdesk/algemene-voorwaarden';
