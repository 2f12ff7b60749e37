import { useState, type MouseEvent } from 'react';
import { getSession } from '@zaalplek/platform';

/**
 * A link to a document's PDF. The PDF needs the bearer token, so a click fetches it with the
 * token and opens the bytes as a blob; the href stays the real URL (copyable, and what tests read).
 */
export function DocumentLink({ url, fileName, children }: { url: string; fileName: string; children: React.ReactNode }) {
  const [busy, setBusy] = useState(false);
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { accessToken } = getSession();
      const response = await fetch(url, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
      if (!response.ok) return;
      const blobUrl = URL.createObjectURL(await response.blob());
      const a = document.createElement('a');
      a.href = blobUrl;
      a.download = fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={url} onClick={open} data-testid="document-link" aria-busy={busy || undefined}>
      {children}
    </a>
  );
}
