import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { Button, RatingStars, Select, TextField, truncate, type TableColumn } from '@zaalplek/design-system';
import { getLocale, localePath, TIME_ZONE } from '@zaalplek/platform';
import type { AppDispatch } from '../../store';
import { useApiErrorText } from '../admin/apiErrors';
import { AdminList } from '../admin/AdminList';
import { ADMIN_PAGE_SIZE, useListParams } from '../admin/listParams';
import { Filters, Muted, RowActions } from '../admin/styles';
import { reviewsMessages as m } from './messages';
import { reviewsApi, useAdminReviewsQuery, useHideReviewMutation, usePromoteReviewMutation, type AdminReview, type ReviewsArgs } from './reviewsApi';

type Status = 'visible' | 'hidden';
const statusOf = (v: string | null): Status | null => (v === 'visible' || v === 'hidden' ? v : null);

/**
 * Admin Reviews tab: every guest review newest first, hidden ones included (the space page does not
 * show those), searched and filtered by status in the URL, 20 per page. Per row staff hide or show the
 * review (the row's status follows) and promote it to a home-page testimonial.
 */
export function ReviewsTab() {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const errorText = useApiErrorText();
  const locale = getLocale(useLocation().pathname);
  const list = useListParams();
  const status = statusOf(list.filter('status'));
  const args: ReviewsArgs = { search: list.search || null, hidden: status === null ? null : status === 'hidden', page: list.page, size: ADMIN_PAGE_SIZE };
  const { data, isFetching, isError } = useAdminReviewsQuery(args);
  const [hide] = useHideReviewMutation();
  const [promote] = usePromoteReviewMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const guestOf = (r: AdminReview) => r.guest_name ?? intl.formatMessage(m.noGuestName);
  const day = (iso: string) => intl.formatDate(iso, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

  /** The row in the loaded page changes in place (it stays where it is, also under a status filter). */
  const patchRow = (reviewId: number, change: Partial<AdminReview>) =>
    dispatch(reviewsApi.util.updateQueryData('adminReviews', args, (page) => {
      const row = page.result.find((r) => r.review_id === reviewId);
      if (row) Object.assign(row, change);
    }));

  const run = async (r: AdminReview, action: () => Promise<Partial<AdminReview>>, done: (r: AdminReview) => string) => {
    setNotice(null);
    setBusy(r.review_id);
    try {
      patchRow(r.review_id, await action());
      setNotice({ text: done(r), error: false });
    } catch (e) {
      setNotice({ text: errorText(e), error: true });
    } finally {
      setBusy(null);
    }
  };
  const toggle = (r: AdminReview) => run(
    r,
    async () => ({ is_hidden: await hide({ review_id: r.review_id, hidden: !r.is_hidden }).unwrap() }),
    () => intl.formatMessage(r.is_hidden ? m.nowVisible : m.nowHidden, { space: r.space_name }),
  );
  const toTestimonial = (r: AdminReview) => run(
    r,
    async () => ({ is_testimonial: (await promote({ review_id: r.review_id }).unwrap()).is_testimonial }),
    () => intl.formatMessage(m.promoted, { space: r.space_name }),
  );

  const columns: TableColumn<AdminReview>[] = [
    {
      key: 'rating', header: intl.formatMessage(m.columnRating),
      render: (r) => (<><RatingStars value={r.rating * 2} size={14} /><Muted>{intl.formatMessage(m.rating, { rating: r.rating })}</Muted></>),
    },
    {
      key: 'review', header: intl.formatMessage(m.columnReview),
      render: (r) => (
        <>
          <div title={r.review_text}>{truncate(r.review_text, 140)}</div>
          {r.host_reply && <Muted>{intl.formatMessage(m.hostReply, { reply: truncate(r.host_reply, 100) })}</Muted>}
        </>
      ),
    },
    {
      key: 'space', header: intl.formatMessage(m.columnSpace),
      render: (r) => (
        <>
          <a href={localePath(r.space_url, locale)} target="_blank" rel="noopener noreferrer">{r.space_name}</a>
          <Muted>{r.venue_name}</Muted>
        </>
      ),
    },
    { key: 'guest', header: intl.formatMessage(m.columnGuest), render: (r) => (<><div>{guestOf(r)}</div>{r.guest_email && <Muted>{r.guest_email}</Muted>}</>) },
    { key: 'date', header: intl.formatMessage(m.columnDate), render: (r) => day(r.ts_created) },
    {
      key: 'status', header: intl.formatMessage(m.columnStatus),
      render: (r) => (
        <>
          <div>{intl.formatMessage(r.is_hidden ? m.hidden : m.visible)}</div>
          {r.is_testimonial && <Muted>{intl.formatMessage(m.onHomePage)}</Muted>}
        </>
      ),
    },
    {
      key: 'actions', header: intl.formatMessage(m.columnActions),
      render: (r) => {
        const names = { space: r.space_name, guest: guestOf(r) };
        return (
          <RowActions>
            <Button
              size="sm" variant="secondary" loading={busy === r.review_id} disabled={busy !== null && busy !== r.review_id}
              aria-label={intl.formatMessage(r.is_hidden ? m.showOf : m.hideOf, names)} onClick={() => void toggle(r)}
            >
              {intl.formatMessage(r.is_hidden ? m.show : m.hide)}
            </Button>
            {!r.is_testimonial && !r.is_hidden && (
              <Button size="sm" variant="ghost" disabled={busy !== null} aria-label={intl.formatMessage(m.promoteOf, names)} onClick={() => void toTestimonial(r)}>
                {intl.formatMessage(m.promote)}
              </Button>
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <div data-testid="reviews-tab" aria-busy={isFetching}>
      <p>{intl.formatMessage(m.intro)}</p>
      <Filters>
        <TextField type="search" label={intl.formatMessage(m.search)} value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
        <Select
          label={intl.formatMessage(m.statusFilter)} placeholder={intl.formatMessage(m.allStatuses)}
          options={(['visible', 'hidden'] as const).map((s) => ({ value: s, label: intl.formatMessage(m[s]) }))}
          value={status} onChange={(v) => list.setFilter('status', v)}
        />
      </Filters>
      {notice && <p role={notice.error ? 'alert' : 'status'}>{notice.text}</p>}
      <AdminList
        data={data} isError={isError} isFetching={isFetching} page={list.page} onPageChange={list.goTo}
        columns={columns} getRowKey={(r) => r.review_id} messages={m}
      />
    </div>
  );
}
