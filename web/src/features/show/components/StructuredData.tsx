import { useEffect } from 'react';

/** Puts one JSON-LD script into the page head while mounted, replacing any earlier one with the id. */
export function StructuredData({ id, data }: { id: string; data: Record<string, unknown> }) {
  const json = JSON.stringify(data);
  useEffect(() => {
    document.getElementById(id)?.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
  return null;
}
