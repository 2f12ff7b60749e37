// RTK Query queryFn body for a REST call through platform's restRequest (Bearer, X-Locale, refresh).
import { restRequest, toApiErrorBody, type RestOptions } from '@zaalplek/platform';

export async function restCall<T>(path: string, opts?: RestOptions) {
  try {
    return { data: (await restRequest<T>(path, opts)) as T };
  } catch (error) {
    return { error: toApiErrorBody(error) };
  }
}
