import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal, TextField } from '@zaalplek/design-system';
import { useApiErrorText } from '../admin/apiErrors';
import { FaqEditor, TextArea, type FaqEntry } from '../admin/FaqEditor';
import { spacesMessages as m } from './messages';
import { useUpdateSpaceSeoMutation, type AdminSpace } from './spacesApi';

/** The space page's SEO texts: meta title and description, h1 and the FAQ (nl and en). */
export function SpaceSeoDialog({ space, onClose, onSaved }: { space: AdminSpace | null; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const [save, { isLoading }] = useUpdateSpaceSeoMutation();
  const [metaTitle, setMetaTitle] = useState('');
  const [metaDescription, setMetaDescription] = useState('');
  const [h1, setH1] = useState('');
  const [faq, setFaq] = useState<FaqEntry[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setMetaTitle(space?.meta_title ?? '');
    setMetaDescription(space?.meta_description ?? '');
    setH1(space?.seo_h1 ?? '');
    setFaq((space?.seo_faq ?? []).map((f) => ({ ...f })));
    setError(null);
  }, [space]);

  if (!space) return null;
  const submit = async () => {
    try {
      await save({ space_id: space.space_id, input: { meta_title: metaTitle, meta_description: metaDescription, seo_h1: h1, seo_faq: faq } }).unwrap();
      onSaved();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={intl.formatMessage(m.seoTitle, { name: space.space_name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <Button loading={isLoading} onClick={() => void submit()}>{intl.formatMessage(m.save)}</Button>
        </>
      }
    >
      <TextField label={intl.formatMessage(m.h1)} value={h1} maxLength={200} onChange={(e) => setH1(e.target.value)} />
      <TextField label={intl.formatMessage(m.metaTitle)} value={metaTitle} maxLength={200} onChange={(e) => setMetaTitle(e.target.value)} />
      <TextArea label={intl.formatMessage(m.metaDescription)} value={metaDescription} maxLength={500} onChange={setMetaDescription} />
      <FaqEditor value={faq} onChange={setFaq} />
      {error && <p role="alert">{error}</p>}
    </Modal>
  );
}
