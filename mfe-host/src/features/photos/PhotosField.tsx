// The photos of a venue or space as a final-form field (value: ordered PhotoValue[]): file input and drag
// and drop, client pre-checks, the API's byte-checked errors, reorder and remove, WebP previews.
import { useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system';
import { mapApiError } from '@zaalplek/platform';
import { ErrorLine, FieldErrorLine } from '../onboarding/form/fields';
import { checkDimensions, checkFile, readDimensions } from './imageChecks';
import { photosMessages as m } from './messages';
import { thumbUrl, useUploadPhotoMutation, type PhotoOwner } from './photosApi';
import type { PhotoValue } from './types';

const MAX_PHOTOS = 10;

const Drop = styled.div<{ $over: boolean }>`
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;
const Grid = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
/** The file input stays in the page for the label and keyboard, but the browser's own control is not shown. */
const HiddenFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
  opacity: 0;
`;
const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 600;
  cursor: pointer;
  input:focus-visible + & { ${({ theme }) => theme.focusRing} }
`;

/** A preview: the small WebP variant, or the stored photo itself while the variant is not there (yet). */
function Preview({ photo, alt }: { photo: PhotoValue; alt: string }) {
  const [src, setSrc] = useState(thumbUrl(photo));
  return <img src={src} alt={alt} onError={() => src !== photo.image_url && setSrc(photo.image_url)} />;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
  > * {
    min-width: 0;
  }
  > :last-child {
    margin-left: auto;
  }
`;

export function PhotosField({ name = 'images', owner }: { name?: string; owner: PhotoOwner }) {
  return (
    <Field<PhotoValue[]> name={name}>
      {({ input }) => <Photos name={name} owner={owner} value={Array.isArray(input.value) ? input.value : []} onChange={input.onChange} onBlur={input.onBlur} />}
    </Field>
  );
}

function Photos({ name, owner, value, onChange, onBlur }: { name: string; owner: PhotoOwner; value: PhotoValue[]; onChange: (v: PhotoValue[]) => void; onBlur: () => void }) {
  const intl = useIntl();
  const [upload, { isLoading }] = useUploadPhotoMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [over, setOver] = useState(false);

  const addFiles = async (files: File[]) => {
    const problems: string[] = [];
    let list = value;
    for (const file of files) {
      if (list.length >= MAX_PHOTOS) {
        problems.push(`${file.name}: ${intl.formatMessage(m.max)}`);
        break;
      }
      const local = checkFile(file) ?? (await readDimensions(file).then((d) => (d ? checkDimensions(d.width, d.height) : undefined)));
      if (local) {
        problems.push(`${file.name}: ${intl.formatMessage({ id: `errors.${local}` })}`);
        continue;
      }
      try {
        const photo = await upload({ owner, file }).unwrap();
        list = [...list, photo];
        onChange(list);
      } catch (error) {
        const mapped = mapApiError(error);
        const id = Object.values(mapped.fieldErrors)[0] ?? mapped.formError ?? mapped.toastMessageId ?? 'errors.generic';
        problems.push(`${file.name}: ${intl.formatMessage({ id }, mapped.messageValues)}`);
      }
    }
    setErrors(problems);
    onBlur();
  };

  const move = (index: number, delta: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item);
    onChange(next);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void addFiles(Array.from(e.dataTransfer.files));
  };

  const inputId = `${name}-file`;
  return (
    <fieldset data-testid={`photos-${name}`}>
      <legend>{intl.formatMessage(m.label)}</legend>
      <p>
        <small>{intl.formatMessage(m.hint)}</small>
      </p>
      <Drop
        $over={over}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="photo-drop"
      >
        <HiddenFileInput
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/svg+xml,image/webp"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void addFiles(files);
          }}
        />
        <ChooseLabel htmlFor={inputId}>{intl.formatMessage(m.choose)}</ChooseLabel>
        <span>{intl.formatMessage(m.drop)}</span>
        {isLoading && <span role="status">{intl.formatMessage(m.uploading)}</span>}
      </Drop>
      {errors.map((error) => (
        <ErrorLine key={error} role="alert">
          {error}
        </ErrorLine>
      ))}
      <p>
        <small>{intl.formatMessage(m.count, { count: value.length })}</small>
      </p>
      <Grid>
        {value.map((photo, index) => (
          <li key={photo.image_id} data-testid="photo-item">
            <Preview photo={photo} alt={intl.formatMessage(m.photoAlt, { number: index + 1 })} />
            <Actions>
              <Button type="button" size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label={intl.formatMessage(m.moveUp)}>
                ←
              </Button>
              <Button type="button" size="sm" variant="ghost" disabled={index === value.length - 1} onClick={() => move(index, 1)} aria-label={intl.formatMessage(m.moveDown)}>
                →
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => onChange(value.filter((p) => p.image_id !== photo.image_id))}>
                {intl.formatMessage(m.remove)}
              </Button>
            </Actions>
          </li>
        ))}
      </Grid>
      <FieldErrorLine name={name} />
    </fieldset>
  );
}
