// The space wizard's form values (all steps in one object, so a restored draft holds every step) and
// their conversion from / to the API's HostSpace / SpaceInput (prices in cents, as typed in the money fields).
import type { StaticItem } from '../venue-wizard/types';
import type {
  ConfigurationValue,
  FacilityValue,
  SpaceBookingRulesValues,
  SpaceConfigurationsValues,
  SpaceDetailsValues,
  SpaceFacilitiesValues,
  SpacePricingValues,
} from './spaceValidation';
import type { FacilitiesInput, SpaceInput } from './spaceWizardApi';
import type { HostSpaceDetail, SpaceFacility } from './types';

export type SpaceWizardValues = SpaceDetailsValues &
  SpaceConfigurationsValues &
  SpaceBookingRulesValues &
  SpaceFacilitiesValues &
  SpacePricingValues & { feature_ids: number[] };

export interface SpaceLists {
  categories: StaticItem[];
  configurationTypes: StaticItem[];
  facilities: StaticItem[];
}

const euros = (cents: number | null | undefined) => (cents == null ? null : cents); // the form holds cents too
const cents = (value: number | null | undefined) => (value == null ? undefined : Math.round(value));

export function spaceValuesOf(space: HostSpaceDetail | null, lists: SpaceLists, stored: SpaceFacility[] = []): SpaceWizardValues {
  const configurations: ConfigurationValue[] = lists.configurationTypes.map((t) => {
    const c = space?.space_configurations?.find((x) => x.configuration_type === t.configuration_type);
    return {
      configuration_type: t.configuration_type!,
      selected: Boolean(c),
      min_guests: c?.min_guests ?? null,
      max_guests: c?.max_guests ?? null,
      configuration_price: c?.configuration_price ?? 0,
      is_default: c?.is_default ?? false,
    };
  });
  const facilities: FacilityValue[] = lists.facilities.map((f) => {
    const s = stored.find((x) => x.system_service_id === f.system_service_id);
    return {
      system_service_id: f.system_service_id!,
      key: f.system_service_key!,
      enabled: s?.is_enabled ?? false,
      on_request: s?.is_on_demand ?? false,
      description: s?.description ?? '',
      price: euros(s?.price),
    };
  });
  return {
    space_name: space?.space_name ?? '',
    space_description: space?.space_description ?? '',
    access_instructions: space?.access_instructions ?? '',
    categories: space?.space_categories?.map((c) => c.category_key) ?? [],
    images: space?.space_images ?? [],
    space_size: space?.space_size ?? null,
    configurations,
    space_booking_type: space?.space_booking_type ?? 'MANUAL',
    cancellation_th: space?.cancellation_th ?? 48,
    book_before_min_th: space?.book_before_min_th ?? 0,
    host_approval_th: space?.host_approval_th ?? 48,
    booking_limit: space?.booking_limit ?? 0,
    service_break: String(space?.service_break ?? 0),
    payment_option: space?.is_payment_options_selectable ? '2' : '1',
    facilities,
    has_wifi: Boolean(space?.wifi_name),
    wifi_name: space?.wifi_name ?? '',
    wifi_code: space?.wifi_code ?? '',
    facilities_confirmed: Boolean(space),
    half_day_price: euros(space?.half_day_price),
    day_price: euros(space?.day_price),
    full_day_price: euros(space?.full_day_price),
    short_day_price: euros(space?.short_day_price),
    has_discount: space?.has_discount ?? false,
    discount_percentage: space?.discount_percentage ?? null,
    discount_description: space?.discount_description ?? '',
    feature_ids: space?.space_features ?? [],
  };
}

export function detailsInput(v: SpaceWizardValues, lists: SpaceLists): SpaceInput {
  return {
    space_name: v.space_name.trim(),
    space_description: v.space_description.trim(),
    access_instructions: v.access_instructions?.trim() ?? '',
    categories: lists.categories.filter((c) => v.categories.includes(c.category_key!)).map((c) => ({ category_id: c.category_id! })),
  };
}

export function configurationsInput(v: SpaceWizardValues): HostSpaceDetail['space_configurations'] {
  const chosen = v.configurations.filter((c) => c.selected);
  return chosen.map((c, i) => ({
    configuration_type: c.configuration_type,
    min_guests: c.min_guests ?? 1,
    max_guests: c.max_guests ?? 1,
    configuration_price: c.configuration_price ?? 0,
    is_default: chosen.some((x) => x.is_default) ? c.is_default : i === 0,
  }));
}

export function bookingRulesInput(v: SpaceWizardValues): SpaceInput {
  return {
    space_booking_type: v.space_booking_type,
    cancellation_th: v.cancellation_th ?? 0,
    book_before_min_th: v.book_before_min_th ?? 0,
    host_approval_th: v.host_approval_th ?? 48,
    booking_limit: v.booking_limit ?? 0,
    service_break: Number(v.service_break),
    is_payment_options_selectable: v.payment_option === '2',
    is_afterpay_allowed: v.payment_option === '2',
  };
}

export function pricingInput(v: SpaceWizardValues): SpaceInput {
  return {
    half_day_price: cents(v.half_day_price),
    day_price: cents(v.day_price),
    full_day_price: cents(v.full_day_price),
    short_day_price: cents(v.short_day_price),
    has_discount: v.has_discount,
    discount_percentage: v.has_discount ? v.discount_percentage : null,
    discount_description: v.has_discount ? v.discount_description.trim() : null,
  };
}

export function facilitiesInput(v: SpaceWizardValues, spaceId: number): FacilitiesInput {
  return {
    space_id: spaceId,
    facilities: v.facilities.map((f) => ({
      system_service_id: f.system_service_id,
      is_enabled: f.enabled,
      is_on_demand: f.enabled && f.on_request,
      ...(f.enabled && f.on_request ? { price: cents(f.price), description: f.description } : {}),
    })),
    ...(v.has_wifi ? { wifi_name: v.wifi_name.trim(), wifi_code: v.wifi_code.trim() } : {}),
  };
}
