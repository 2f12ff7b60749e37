/** Enumerations of the spec, used by CHECK constraints, models and the demo data. */

export const LOCALES = ['nl', 'en'] as const;
export const ACCOUNT_STATES = ['BOOKER', 'VENDOR'] as const;
export const ACCOUNT_PERMISSIONS = [
  'ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC',
  'ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR',
  'ALLOWED_TO_SET_SPACE_BOOKING_TYPES',
] as const;
/** Staff roles (admin area): ADMIN is the account's is_admin flag, the others its staff_role column. */
export const STAFF_ROLES = ['ADMIN', 'SUPPORT', 'CONTENT_EDITOR'] as const;
export const NON_ADMIN_STAFF_ROLES = ['SUPPORT', 'CONTENT_EDITOR'] as const;
/** Why an account is blocked: the post-payment timer (overdue invoice) or a staff decision with a reason. */
export const BLOCK_CAUSES = ['POST_PAYMENT_OVERDUE', 'STAFF'] as const;
/** Why an organisation is banned: its host rating reached 0, or a staff decision with a reason. */
export const BAN_CAUSES = ['RATING', 'STAFF'] as const;
/** Staff review of new organisations and spaces. */
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ACT_AS_TARGET_KINDS = ['CUSTOMER', 'VENDOR'] as const;
export const ORGANISATION_TYPES = ['PUBLIC', 'PRIVATE'] as const;
export const TEAM_ROLES = ['CLEANER', 'FINANCE', 'KEY_MANAGER', 'OWNER', 'SUPPORT', 'VENUE_MANAGER'] as const;
export const INVITATION_STATUSES = ['INVITED', 'ACCEPTED'] as const;

export const LOCATION_TYPES = ['REGION', 'CITY'] as const;
export const VENUE_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'BANNED'] as const;

export const SPACE_BOOKING_TYPES = ['DIRECT', 'MANUAL'] as const;
export const SERVICE_BREAKS = [0, 30, 60, 90, 120] as const;
export const VAT_RATES = [21, 9, 3, 0] as const;

/** Activities. The spec's "{product}" activity (meeting) is stored as we_meet. */
export const ACTIVITIES = [
  { key: 'we_meet', nl: 'Vergaderen', en: 'Meet' },
  { key: 'we_present', nl: 'Presenteren', en: 'Present' },
  { key: 'we_train', nl: 'Trainen', en: 'Train' },
  { key: 'we_celebrate', nl: 'Vieren', en: 'Celebrate' },
  { key: 'we_work', nl: 'Werken', en: 'Work' },
] as const;

export const CONFIGURATION_TYPES = [
  { key: 'banquet', nl: 'Banket', en: 'Banquet' },
  { key: 'block', nl: 'Blok', en: 'Block' },
  { key: 'circle', nl: 'Kring', en: 'Circle' },
  { key: 'classroom', nl: 'Klaslokaal', en: 'Classroom' },
  { key: 'cocktail-style', nl: 'Cocktail', en: 'Cocktail style' },
  { key: 'informal', nl: 'Informeel', en: 'Informal' },
  { key: 'open_space', nl: 'Open ruimte', en: 'Open space' },
  { key: 'relaxed-living-room', nl: 'Huiskamer', en: 'Relaxed living room' },
  { key: 'standing', nl: 'Staand', en: 'Standing' },
  { key: 'theater', nl: 'Theater', en: 'Theater' },
  { key: 'u-shape', nl: 'U-vorm', en: 'U-shape' },
] as const;

export const VENUE_FEATURES = [
  { key: 'wheelchair_accessible', nl: 'Rolstoeltoegankelijk', en: 'Wheelchair accessible' },
  { key: 'public_transport_nearby', nl: 'OV in de buurt', en: 'Public transport nearby' },
  { key: 'rooms_for_overnight_stay', nl: 'Overnachtingsmogelijkheden', en: 'Rooms for overnight stay' },
  { key: 'inspiring_location', nl: 'Inspirerende locatie', en: 'Inspiring location' },
  { key: 'catering', nl: 'Catering', en: 'Catering' },
  { key: 'bar_cafe', nl: 'Bar / café', en: 'Bar / café' },
  { key: 'host_on_site', nl: 'Gastheer aanwezig', en: 'Host on site' },
  { key: 'restaurant', nl: 'Restaurant', en: 'Restaurant' },
] as const;

export const SPACE_FEATURES = [
  { key: 'airconditioning', nl: 'Airconditioning', en: 'Air conditioning' },
  { key: 'cabled_internet', nl: 'Bekabeld internet', en: 'Cabled internet' },
  { key: 'garden_terrace_courtyard', nl: 'Tuin / terras / binnenplaats', en: 'Garden / terrace / courtyard' },
  { key: 'privacy', nl: 'Privacy', en: 'Privacy' },
  { key: 'toilet_for_disabled', nl: 'Invalidentoilet', en: 'Toilet for disabled' },
  { key: 'waterside', nl: 'Aan het water', en: 'Waterside' },
] as const;

export const SERVICE_TYPES = ['CATERING', 'FACILITY', 'HUMAN_RESOURCE'] as const;
export const ORDER_TYPES = ['arrangement', 'per_hour', 'per_item', 'per_item_or_per_hour', 'per_person', 'static'] as const;

type ServiceDef = { key: string; type: (typeof SERVICE_TYPES)[number]; order: (typeof ORDER_TYPES)[number]; vat: number; nl: string; en: string };
export const SYSTEM_SERVICES: readonly ServiceDef[] = [
  { key: 'audio_conferencing', type: 'FACILITY', order: 'static', vat: 21, nl: 'Audioconferentie', en: 'Audio conferencing' },
  { key: 'beamer', type: 'FACILITY', order: 'static', vat: 21, nl: 'Beamer', en: 'Beamer' },
  { key: 'flatscreen', type: 'FACILITY', order: 'static', vat: 21, nl: 'Flatscreen', en: 'Flatscreen' },
  { key: 'flipover', type: 'FACILITY', order: 'per_item', vat: 21, nl: 'Flip-over', en: 'Flip chart' },
  { key: 'hybrid_meeting', type: 'FACILITY', order: 'static', vat: 21, nl: 'Hybride vergaderen', en: 'Hybrid meeting' },
  { key: 'light_installation', type: 'FACILITY', order: 'static', vat: 21, nl: 'Lichtinstallatie', en: 'Light installation' },
  { key: 'lockers', type: 'FACILITY', order: 'per_item', vat: 21, nl: 'Kluisjes', en: 'Lockers' },
  { key: 'music_instruments', type: 'FACILITY', order: 'per_item', vat: 21, nl: 'Muziekinstrumenten', en: 'Music instruments' },
  { key: 'parking', type: 'FACILITY', order: 'per_item_or_per_hour', vat: 21, nl: 'Parkeren', en: 'Parking' },
  { key: 'printer', type: 'FACILITY', order: 'static', vat: 21, nl: 'Printer', en: 'Printer' },
  { key: 'scanner', type: 'FACILITY', order: 'static', vat: 21, nl: 'Scanner', en: 'Scanner' },
  { key: 'smart_board', type: 'FACILITY', order: 'static', vat: 21, nl: 'Smartboard', en: 'Smart board' },
  { key: 'sound_system', type: 'FACILITY', order: 'static', vat: 21, nl: 'Geluidsinstallatie', en: 'Sound system' },
  { key: 'sound_system_with_mic', type: 'FACILITY', order: 'static', vat: 21, nl: 'Geluidsinstallatie met microfoon', en: 'Sound system with mic' },
  { key: 'stage_parts', type: 'FACILITY', order: 'per_item', vat: 21, nl: 'Podiumdelen', en: 'Stage parts' },
  { key: 'whiteboard', type: 'FACILITY', order: 'static', vat: 21, nl: 'Whiteboard', en: 'Whiteboard' },
  { key: 'drinks', type: 'CATERING', order: 'per_person', vat: 9, nl: 'Drankjes', en: 'Drinks' },
  { key: 'self_service_beverages', type: 'CATERING', order: 'per_person', vat: 9, nl: 'Koffie en thee (zelfbediening)', en: 'Self-service beverages' },
  { key: 'snacks', type: 'CATERING', order: 'per_person', vat: 9, nl: 'Snacks', en: 'Snacks' },
  { key: 'lunch', type: 'CATERING', order: 'per_person', vat: 9, nl: 'Lunch', en: 'Lunch' },
  { key: 'lunch_gluten_free', type: 'CATERING', order: 'per_person', vat: 9, nl: 'Glutenvrije lunch', en: 'Gluten-free lunch' },
  { key: 'lunch_halal', type: 'CATERING', order: 'per_person', vat: 9, nl: 'Halal lunch', en: 'Halal lunch' },
  { key: 'lunch_vegan', type: 'CATERING', order: 'per_person', vat: 9, nl: 'Veganistische lunch', en: 'Vegan lunch' },
  { key: 'lunch_vegetarian', type: 'CATERING', order: 'per_person', vat: 9, nl: 'Vegetarische lunch', en: 'Vegetarian lunch' },
  { key: 'lunch_arrangement', type: 'CATERING', order: 'arrangement', vat: 9, nl: 'Vergaderarrangement', en: 'Meeting package' },
  { key: 'technician', type: 'HUMAN_RESOURCE', order: 'per_hour', vat: 21, nl: 'Technicus', en: 'Technician' },
  { key: 'hostess', type: 'HUMAN_RESOURCE', order: 'per_hour', vat: 21, nl: 'Gastvrouw', en: 'Host(ess)' },
];


export const EVENT_STATUSES = ['ACTIVE', 'EXPIRED', 'PERFORMED'] as const;
export const EVENT_TYPES = ['ACTION', 'NOTIFICATION', 'SYSTEM'] as const;
export const NOTIFICATION_SCOPES = ['ADMIN', 'AUTHENTICATION', 'BOOKING', 'LOCATION'] as const;
type EventDef = { name: string; scope: (typeof NOTIFICATION_SCOPES)[number]; booker: boolean; vendor: boolean; editable: boolean };
export const NOTIFICATION_EVENTS: readonly EventDef[] = [
  { name: 'request_created', scope: 'BOOKING', booker: true, vendor: true, editable: true },
  { name: 'request_approved', scope: 'BOOKING', booker: true, vendor: false, editable: true },
  { name: 'request_declined', scope: 'BOOKING', booker: true, vendor: false, editable: true },
  { name: 'request_expired', scope: 'BOOKING', booker: true, vendor: true, editable: true },
  { name: 'change_request_created', scope: 'BOOKING', booker: true, vendor: true, editable: true },
  { name: 'change_request_approved', scope: 'BOOKING', booker: true, vendor: true, editable: true },
  { name: 'change_request_declined', scope: 'BOOKING', booker: true, vendor: true, editable: true },
  { name: 'cancelled_by_customer', scope: 'BOOKING', booker: false, vendor: true, editable: true },
  { name: 'cancelled_by_host_with_refund', scope: 'BOOKING', booker: true, vendor: false, editable: false },
  { name: 'cancelled_by_host_without_refund', scope: 'BOOKING', booker: true, vendor: false, editable: false },
  { name: 'reservation_expiring', scope: 'BOOKING', booker: true, vendor: false, editable: true },
  { name: 'order_paid', scope: 'BOOKING', booker: true, vendor: true, editable: false },
  { name: 'post_payment_overdue', scope: 'BOOKING', booker: true, vendor: false, editable: false },
  { name: 'payout_failure', scope: 'ADMIN', booker: false, vendor: true, editable: false },
  { name: 'organisation_banned', scope: 'ADMIN', booker: false, vendor: true, editable: false },
  { name: 'space_activated', scope: 'LOCATION', booker: false, vendor: true, editable: true },
  { name: 'team_invitation', scope: 'AUTHENTICATION', booker: true, vendor: true, editable: false },
  { name: 'prospect_request_created', scope: 'BOOKING', booker: false, vendor: true, editable: true },
  { name: 'prospect_request_approved', scope: 'BOOKING', booker: true, vendor: false, editable: true },
];

export const CHAT_CHANNEL_TYPES = ['BOOKING', 'SPACE', 'VENUE', 'SUPPORT'] as const;
export const FEEDBACK_ROLES = ['Booker', 'Vendor'] as const;
export const CMS_BLOCK_TYPES = [
  'HERO', 'SLIDER', 'TEXT', 'VIDEO', 'SOCIAL_LINKS', 'NAVIGATION', 'FAQ', 'ICON_TITLE', 'HEADLINE', 'WHAT_WE_DO', 'INFO',
] as const;
export const IMAGE_OWNER_TYPES = ['VENUE', 'SPACE', 'ACCOUNT', 'FEEDBACK', 'ORGANISATION', 'COLLECTION', 'CMS'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'] as const;

/** `CHECK (col IN (...))` helper for migrations. */
export function sqlIn(values: readonly (string | number)[]): string {
  return values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ');
}
