// Rich text with TipTap: headings, bold, italic, lists, links and images (uploaded through the API's
// image checks). The HTML it produces is sanitised again by the API when saved and by DOMPurify at render.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { e } from './messages';
import { uploadContentImage } from './editorApi';

const Frame = styled.div`
  border: 1px solid #c9ccd1;
  border-radius: 4px;
  .ProseMirror {
    min-height: 220px;
    padding: 8px 12px;
    outline: none;
  }
  .ProseMirror img {
    max-width: 100%;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border-bottom: 1px solid #e3e5e8;
  button {
    border: 1px solid #c9ccd1;
    background: #fff;
    border-radius: 3px;
    padding: 2px 8px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: #e8eefc;
  }
`;

interface Props {
  /** accessible name of the text area, e.g. "Tekst (Nederlands)" */
  label: string;
  value: string;
  onChange(html: string): void;
  onUploadError(): void;
  testId?: string;
}

export function RichTextEditor({ label, value, onChange, onUploadError, testId }: Props) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }), Image],
    content: value,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, ...(testId ? { 'data-testid': testId } : {}) } },
    onUpdate: ({ editor: ed }) => onChange(ed.getHTML()),
  });

  // another version loaded (restore, reload after a conflict): show its text
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const button = (name: string, active: boolean, run: () => void) => (
    <button type="button" aria-pressed={active} onMouseDown={(ev) => ev.preventDefault()} onClick={run}>
      {name}
    </button>
  );

  async function insertImage(file: File | undefined) {
    if (!file || !editor) return;
    try {
      const image = await uploadContentImage(file);
      editor.chain().focus().setImage({ src: image.image_url, alt: file.name.replace(/\.[a-z0-9]+$/i, '') }).run();
    } catch {
      onUploadError();
    }
  }

  return (
    <Frame>
      {editor && (
        <Toolbar role="toolbar" aria-label={`${intl.formatMessage(e.toolbar)}: ${label}`}>
          {button(intl.formatMessage(e.bold), editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
          {button(intl.formatMessage(e.italic), editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
          {button(intl.formatMessage(e.heading2), editor.isActive('heading', { level: 2 }), () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
          {button(intl.formatMessage(e.heading3), editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
          {button(intl.formatMessage(e.bulletList), editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
          {button(intl.formatMessage(e.orderedList), editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
          {button(intl.formatMessage(e.insertImage), false, () => fileInput.current?.click())}
          <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={(ev) => void insertImage(ev.target.files?.[0])} />
        </Toolbar>
      )}
      <EditorContent editor={editor} />
    </Frame>
  );
}
