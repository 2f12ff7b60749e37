import { useCurrentUser } from '@zaalplek/platform';

/** Whether the signed-in staff member's role allows `action` of the API's role table (profile.eventPermissions). */
export function useAllowed(): (action: string) => boolean {
  const { user } = useCurrentUser();
  const allowed = new Set(user?.eventPermissions ?? []);
  return (action) => allowed.has(action);
}
