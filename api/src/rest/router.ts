/** REST routes under /api/ (spec section 7). */
import Router from '@koa/router';
import type { AppDeps, AppState } from '../types';
import { healthRoutes } from './health';
import { staticListRoutes } from './staticLists';
import { imageRoutes } from './image';
import { hostImageRoutes } from './image/hostImages';
import { organisationRoutes } from './organisation';
import { spaceRoutes } from './space';
import { kvkRoutes } from './kvk';
import { venueRoutes } from './venue';
import { accountRoutes } from './account';
import { financeDocumentRoutes } from './payments/financeDocument';
import { paymentRoutes } from './payments';
import { calendarFeedRoutes } from './calendar';
import { adminPayoutRoutes } from './admin/payoutsCsv';

export function createApiRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  healthRoutes(router, deps);
  staticListRoutes(router, deps);
  hostImageRoutes(router, deps);
  imageRoutes(router, deps);
  venueRoutes(router, deps);
  spaceRoutes(router, deps);
  organisationRoutes(router, deps);
  kvkRoutes(router, deps);
  accountRoutes(router, deps);
  financeDocumentRoutes(router, deps);
  paymentRoutes(router, deps);
  calendarFeedRoutes(router, deps);
  adminPayoutRoutes(router, deps);
  return router;
}
