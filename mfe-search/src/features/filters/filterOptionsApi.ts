import { restRequest } from '@zaalplek/platform';
import { api } from '../../api';

/** One choice of a filter group: its key (sent to venue_search) and its name in the request locale. */
export interface FilterOption {
  key: string;
  name: string;
}

export interface FilterOptions {
  activities: FilterOption[];
  configurations: FilterOption[];
  features: FilterOption[];
  facilities: FilterOption[];
  services: FilterOption[];
}

type Named = { name: string };
type Service = Named & { system_service_key: string; system_service_type: string };

/** The spec's static lists (REST): categories, configuration types, venue + space features, space services. */
async function loadFilterOptions(): Promise<FilterOptions> {
  const [categories, configurations, venueFeatures, spaceFeatures, services] = await Promise.all([
    restRequest<(Named & { category_key: string })[]>('/api/category/', { skipAuth: true }),
    restRequest<(Named & { configuration_type: string })[]>('/api/configuration/', { skipAuth: true }),
    restRequest<(Named & { feature_key: string })[]>('/api/feature/venue/', { skipAuth: true }),
    restRequest<(Named & { feature_key: string })[]>('/api/feature/space/', { skipAuth: true }),
    restRequest<Service[]>('/api/service/space/', { skipAuth: true }),
  ]);
  return {
    activities: categories.map((c) => ({ key: c.category_key, name: c.name })),
    configurations: configurations.map((c) => ({ key: c.configuration_type, name: c.name })),
    features: [...venueFeatures, ...spaceFeatures].map((f) => ({ key: f.feature_key, name: f.name })),
    facilities: services.filter((s) => s.system_service_type === 'FACILITY').map((s) => ({ key: s.system_service_key, name: s.name })),
    services: services.filter((s) => s.system_service_type !== 'FACILITY').map((s) => ({ key: s.system_service_key, name: s.name })),
  };
}

export const filterOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `locale` keeps the nl and en names apart (X-Locale header). */
    filterOptions: build.query<FilterOptions, string>({
      queryFn: async () => {
        try {
          return { data: await loadFilterOptions() };
        } catch (error) {
          return { error: error as never };
        }
      },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useFilterOptionsQuery } = filterOptionsApi;
