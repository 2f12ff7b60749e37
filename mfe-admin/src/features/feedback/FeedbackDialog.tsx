import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal, NumberField, Select, TextField } from '@zaalplek/design-system';
import type { FeedbackRole } from '../../generated/graphql';
import { useApiErrorText } from '../admin/apiErrors';
import { TextArea } from '../admin/FaqEditor';
import { feedbackMessages as m } from './messages';
import { useAddFeedbackMutation, useEditFeedbackMutation, useUploadAvatarMutation, type AdminFeedback } from './feedbackApi';

interface Props {
  /** null: closed; 'new': add; a testimonial: edit it */
  editing: AdminFeedback | 'new' | null;
  onClose: () => void;
  onSaved: (name: string, added: boolean) => void;
}

/** Add or edit a testimonial: name, optional company and position, role, text in nl and en, order, avatar. */
export function FeedbackDialog({ editing, onClose, onSaved }: Props) {
  const intl = useIntl();
  const fileId = useId();
  const errorText = useApiErrorText();
  const [add, { isLoading: adding }] = useAddFeedbackMutation();
  const [edit, { isLoading: editingBusy }] = useEditFeedbackMutation();
  const [upload, { isLoading: uploading }] = useUploadAvatarMutation();
  const existing = editing && editing !== 'new' ? editing : null;
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [jobTitle, setJobTitle] = useState('');
  const [role, setRole] = useState<FeedbackRole>('Booker');
  const [textNl, setTextNl] = useState('');
  const [textEn, setTextEn] = useState('');
  const [position, setPosition] = useState<number | null>(null);
  const [avatar, setAvatar] = useState<{ id: number | null; url: string | null; changed: boolean }>({ id: null, url: null, changed: false });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setName(existing?.user_name ?? '');
    setCompany(existing?.user_company_name ?? '');
    setJobTitle(existing?.user_company_position ?? '');
    setRole(existing?.user_role ?? 'Booker');
    setTextNl(existing?.feedback_nl ?? '');
    setTextEn(existing?.feedback_en ?? '');
    setPosition(existing?.position ?? null);
    setAvatar({ id: existing?.avatar_image_id ?? null, url: existing?.avatar_url ?? null, changed: false });
    setError(null);
  }, [editing, existing]);

  if (!editing) return null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const image = await upload(file).unwrap();
      setAvatar({ id: image.image_id, url: image.image_url, changed: true });
    } catch (e) {
      setError(errorText(e));
    }
  };

  const submit = async () => {
    setError(null);
    const input = {
      user_name: name, user_company_name: company, user_company_position: jobTitle, user_role: role,
      feedback_nl: textNl, feedback_en: textEn, position, avatar_image_id: avatar.id,
    };
    try {
      if (existing) await edit({ feedback_id: existing.feedback_id, input, is_avatar_changed: avatar.changed }).unwrap();
      else await add({ input }).unwrap();
      onSaved(name.trim(), !existing);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={existing ? intl.formatMessage(m.editTitle, { name: existing.user_name }) : intl.formatMessage(m.addTitle)}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <Button loading={adding || editingBusy} disabled={uploading} onClick={() => void submit()}>{intl.formatMessage(m.save)}</Button>
        </>
      }
    >
      <TextField label={intl.formatMessage(m.userName)} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <TextField label={intl.formatMessage(m.companyName)} value={company} maxLength={100} onChange={(e) => setCompany(e.target.value)} />
      <TextField label={intl.formatMessage(m.companyPosition)} value={jobTitle} maxLength={100} onChange={(e) => setJobTitle(e.target.value)} />
      <Select
        label={intl.formatMessage(m.role)} placeholder={false}
        options={(['Booker', 'Vendor'] as const).map((r) => ({ value: r, label: intl.formatMessage(m[r]) }))}
        value={role} onChange={(v) => setRole(v === 'Vendor' ? 'Vendor' : 'Booker')}
      />
      <TextArea label={intl.formatMessage(m.textNl)} value={textNl} maxLength={2000} onChange={setTextNl} />
      <TextArea label={intl.formatMessage(m.textEn)} value={textEn} maxLength={2000} onChange={setTextEn} />
      <NumberField label={intl.formatMessage(m.position)} value={position} min={0} max={10000} onChange={setPosition} />
      <div>
        <label htmlFor={fileId}>{intl.formatMessage(m.avatar)}</label>
        <input id={fileId} type="file" accept="image/jpeg,image/png,image/svg+xml,image/webp" onChange={(e) => void onFile(e.target.files?.[0])} />
        {uploading && <p role="status">{intl.formatMessage(m.uploading)}</p>}
        {avatar.url && (
          <div>
            <img src={avatar.url} alt={intl.formatMessage(m.avatarOf, { name: name || '…' })} width={96} />
            <Button size="sm" variant="ghost" onClick={() => setAvatar({ id: null, url: null, changed: true })}>{intl.formatMessage(m.removeAvatar)}</Button>
          </div>
        )}
      </div>
      {error && <p role="alert">{error}</p>}
    </Modal>
  );
}
