import { useEffect } from 'react';

/** Sets document.title and <meta name="description"> while the page is shown. */
export function useDocumentMeta(title: string | null | undefined, description: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (description == null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);
}
