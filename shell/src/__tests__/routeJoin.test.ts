// The shell's route table joined with the route lists of the micro-frontends: every path the shell
// hands to an MFE is one that MFE renders a page for (a route with an element), so no owned path
// ends up blank. The MFE route modules are loaded from their packages' sources.
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTES, routeOwner, type MfeName } from '../activity-functions';
import { TABLE } from '../test-utils/routeSamples';

type RouteList = Array<{ path: string; element: unknown }>;

const root = path.join(__dirname, '../../..');
// Computed paths: the MFEs are separate packages, loaded here by jest only.
const load = (file: string, name: string): RouteList => (require(path.join(root, file)) as Record<string, RouteList>)[name];

const MFE_ROUTES: Record<MfeName, () => RouteList> = {
  'mfe-content': () => load('mfe-content/src/features/routing/contentRoutes', 'CONTENT_ROUTES'),
  'mfe-search': () => load('mfe-search/src/features/routing/searchRoutes', 'SEARCH_ROUTES'),
  'mfe-booking': () => load('mfe-booking/src/features/routing/bookingRoutes', 'bookingRoutes'),
  'mfe-host': () => load('mfe-host/src/features/routing/hostRoutes', 'hostRoutes'),
  'mfe-admin': () => load('mfe-admin/src/features/routing/adminRoutes', 'adminRoutes'),
};

const asRouteObjects = (list: RouteList): RouteObject[] =>
  ['', '/en', '/nl'].flatMap((prefix) => list.map((r) => ({ path: r.path === '/' ? prefix || '/' : `${prefix}${r.path}`, element: r.element as null })));

const mfeSamples = TABLE.filter(([, owner]) => owner.startsWith('mfe-')) as Array<[string, MfeName]>;

describe.each(['', '/en'])('with prefix "%s"', (prefix) => {
  test.each(mfeSamples)('%s is rendered by %s', (sample, owner) => {
    const full = sample === '/' ? prefix || '/' : `${prefix}${sample}`;
    expect(routeOwner(full)).toBe(owner);
    const matches = matchRoutes(asRouteObjects(MFE_ROUTES[owner]()), full);
    expect(matches).not.toBeNull();
    expect(matches![matches!.length - 1].route.element).not.toBeNull();
  });
});

test('every rule of the shell route table has a sample path above', () => {
  const unsampled = ROUTES.filter(([pattern]) => !TABLE.some(([sample]) => pattern.test(sample))).map(([pattern]) => pattern.source);
  expect(unsampled).toEqual([]);
});

test('no MFE renders a page for a path the shell gives to another owner', () => {
  for (const [sample, owner] of TABLE) {
    for (const mfe of Object.keys(MFE_ROUTES) as MfeName[]) {
      if (mfe === owner) continue;
      const matches = matchRoutes(asRouteObjects(MFE_ROUTES[mfe]()), sample);
      const element = matches?.[matches.length - 1].route.element ?? null;
      expect([sample, mfe, element === null]).toEqual([sample, mfe, true]);
    }
  }
});
