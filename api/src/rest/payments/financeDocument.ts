/** GET /api/finance/document/{id}/: the PDF, for the booking's guest, the host organisation and admins. */
import type Router from '@koa/router';
import { requireLogin } from '../../auth/guards';
import { notFound } from '../../errors/ApiError';
import { canViewDocument } from '../../services/documents/access';
import { documentFile } from '../../services/documents/financeHistory';
import { regeneratePdf } from '../../services/documents/regeneratePdf';
import type { AppDeps, AppState } from '../../types';

export function financeDocumentRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/finance/document/:id/', async (ctx) => {
    const viewer = requireLogin(ctx.state.viewer);
    const id = Number(ctx.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('finance_document');
    // the same answer for "does not exist" and "not yours": ids are not probed
    if (!(await canViewDocument(knex, viewer, id))) throw notFound('finance_document');
    const doc = (await documentFile(knex, id))!;
    const pdf: Buffer = doc.pdf ?? (await regeneratePdf(knex, id));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', `inline; filename="${String(doc.document_number).replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  });
}
