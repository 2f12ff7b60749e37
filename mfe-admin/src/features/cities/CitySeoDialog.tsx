import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal, TextField } from '@zaalplek/design-system';
import type { CitySeoInput } from '../../generated/graphql';
import { useApiErrorText } from '../admin/apiErrors';
import { FaqEditor, TextArea, type FaqEntry } from '../admin/FaqEditor';
import { citiesMessages as m } from './messages';
import { useUpdateCitySeoMutation, type AdminCity } from './citiesApi';

type TextKey = Exclude<keyof CitySeoInput, 'faq' | 'video_url' | 'seo_text_nl' | 'seo_text_en'>;
const FIELDS: Array<{ base: 'h1' | 'h2' | 'description' | 'metaTitle' | 'metaDescription'; key: 'h1' | 'h2' | 'description' | 'meta_title' | 'meta_description'; max: number; long?: boolean }> = [
  { base: 'h1', key: 'h1', max: 255 },
  { base: 'h2', key: 'h2', max: 255 },
  { base: 'description', key: 'description', max: 2000, long: true },
  { base: 'metaTitle', key: 'meta_title', max: 255 },
  { base: 'metaDescription', key: 'meta_description', max: 500, long: true },
];

/** The location page's SEO texts of a city in nl and en, its FAQ and video. */
export function CitySeoDialog({ city, onClose, onSaved }: { city: AdminCity | null; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const [save, { isLoading }] = useUpdateCitySeoMutation();
  const [texts, setTexts] = useState<Record<TextKey, string>>({} as Record<TextKey, string>);
  const [video, setVideo] = useState('');
  const [faq, setFaq] = useState<FaqEntry[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const next = {} as Record<TextKey, string>;
    for (const f of FIELDS) for (const lang of ['nl', 'en'] as const) next[`${f.key}_${lang}` as TextKey] = (city?.[`${f.key}_${lang}` as TextKey] as string | null | undefined) ?? '';
    setTexts(next);
    setVideo(city?.video_url ?? '');
    setFaq((city?.faq ?? []).map((f) => ({ ...f })));
    setError(null);
  }, [city]);

  if (!city) return null;
  const submit = async () => {
    try {
      await save({ location_id: city.location_id, updated_at: city.updated_at, input: { ...texts, video_url: video, faq } }).unwrap();
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
      title={intl.formatMessage(m.seoTitle, { name: city.name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <Button loading={isLoading} onClick={() => void submit()}>{intl.formatMessage(m.save)}</Button>
        </>
      }
    >
      {(['nl', 'en'] as const).map((lang) => {
        const language = intl.formatMessage(lang === 'nl' ? m.dutch : m.english);
        return FIELDS.map((f) => {
          const key = `${f.key}_${lang}` as TextKey;
          const label = intl.formatMessage(m[f.base], { language });
          const set = (v: string) => setTexts((t) => ({ ...t, [key]: v }));
          return f.long
            ? <TextArea key={key} label={label} value={texts[key] ?? ''} maxLength={f.max} onChange={set} />
            : <TextField key={key} label={label} value={texts[key] ?? ''} maxLength={f.max} onChange={(e) => set(e.target.value)} />;
        });
      })}
      <TextField type="url" label={intl.formatMessage(m.videoUrl)} value={video} maxLength={500} onChange={(e) => setVideo(e.target.value)} />
      <FaqEditor value={faq} onChange={setFaq} />
      {error && <p role="alert">{error}</p>}
    </Modal>
  );
}
