import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, Modal, Select, Spinner, Table, TextField, truncate, type TableColumn } from '@zaalplek/design-system';
import type { FeedbackRole } from '../../generated/graphql';
import { useApiErrorText } from '../admin/apiErrors';
import { useListParams } from '../admin/listParams';
import { Filters, Muted, RowActions } from '../admin/styles';
import { FeedbackDialog } from './FeedbackDialog';
import { feedbackMessages as m } from './messages';
import { useAdminFeedbacksQuery, useDeleteFeedbackMutation, type AdminFeedback } from './feedbackApi';

const roleOf = (v: string | null): FeedbackRole | null => (v === 'Booker' || v === 'Vendor' ? v : null);

/**
 * Admin Feedback tab (testimonials): every testimonial in home-page order with avatar, name, company,
 * role and text; add, edit (avatar upload under the image rules) and delete; filter by role in the URL.
 */
export function FeedbackTab() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const list = useListParams();
  const role = roleOf(list.filter('role'));
  const { data, isError, isFetching, refetch } = useAdminFeedbacksQuery({ user_role: role, search: list.search });
  const [remove, { isLoading: removing }] = useDeleteFeedbackMutation();
  const [editing, setEditing] = useState<AdminFeedback | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFeedback | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ feedback_id: deleting.feedback_id }).unwrap();
      setNotice({ text: intl.formatMessage(m.deleted, { name: deleting.user_name }), error: false });
      void refetch();
    } catch (e) {
      setNotice({ text: errorText(e), error: true });
    }
    setDeleting(null);
  };

  const columns: TableColumn<AdminFeedback>[] = [
    { key: 'avatar', header: intl.formatMessage(m.columnAvatar), render: (f) => (f.avatar_url ? <img src={f.avatar_url} alt={intl.formatMessage(m.avatarOf, { name: f.user_name })} width={48} /> : null) },
    {
      key: 'name', header: intl.formatMessage(m.columnName),
      render: (f) => (<><div>{f.user_name}</div><Muted>{[f.user_company_position, f.user_company_name].filter(Boolean).join(', ')}</Muted></>),
    },
    { key: 'role', header: intl.formatMessage(m.columnRole), render: (f) => intl.formatMessage(m[f.user_role]) },
    { key: 'text', header: intl.formatMessage(m.columnText), render: (f) => truncate(intl.locale === 'en' ? f.feedback_en : f.feedback_nl, 120) },
    { key: 'position', header: intl.formatMessage(m.columnPosition), align: 'right', render: (f) => f.position },
    {
      key: 'actions', header: intl.formatMessage(m.columnActions),
      render: (f) => (
        <RowActions>
          <Button size="sm" variant="secondary" onClick={() => setEditing(f)}>{intl.formatMessage(m.edit)}</Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(f)}>{intl.formatMessage(m.delete)}</Button>
        </RowActions>
      ),
    },
  ];

  let body;
  if (isError) body = <p role="alert">{intl.formatMessage(m.loadError)}</p>;
  else if (!data) body = <Spinner />;
  else if (data.length === 0) body = <EmptyState title={intl.formatMessage(m.emptyTitle)} />;
  else body = <Table columns={columns} rows={data} getRowKey={(f) => f.feedback_id} caption={intl.formatMessage(m.caption)} hideCaption />;

  return (
    <div data-testid="feedback-tab" aria-busy={isFetching}>
      <p>{intl.formatMessage(m.intro)}</p>
      <Filters>
        <TextField type="search" label={intl.formatMessage(m.search)} value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
        <Select
          label={intl.formatMessage(m.roleFilter)} placeholder={intl.formatMessage(m.allRoles)}
          options={(['Booker', 'Vendor'] as const).map((r) => ({ value: r, label: intl.formatMessage(m[r]) }))}
          value={role} onChange={(v) => list.setFilter('role', v)}
        />
        <Button onClick={() => setEditing('new')}>{intl.formatMessage(m.add)}</Button>
      </Filters>
      {notice && <p role={notice.error ? 'alert' : 'status'}>{notice.text}</p>}
      {body}
      <FeedbackDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(name, added) => {
          setEditing(null);
          setNotice({ text: intl.formatMessage(added ? m.added : m.saved, { name }), error: false });
          void refetch();
        }}
      />
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        size="sm"
        title={deleting ? intl.formatMessage(m.deleteTitle, { name: deleting.user_name }) : ''}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>{intl.formatMessage(m.cancel)}</Button>
            <Button variant="danger" loading={removing} onClick={() => void confirmDelete()}>{intl.formatMessage(m.delete)}</Button>
          </>
        }
      >
        <p>{intl.formatMessage(m.deleteText)}</p>
      </Modal>
    </div>
  );
}
