import { useEffect } from 'react';

/** Sets the page title (and optionally the meta description) while mounted. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description !== undefined) setMetaDescription(description);
  }, [title, description]);
}

export function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}
