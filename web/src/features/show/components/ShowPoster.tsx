import { useState } from 'react';

/** Only http(s) URLs and same-origin paths (the API's /api/poster/...) may become an img src. */
function usableImage(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The poster, or the name's first letter when there is no image or it fails to load (spec §2). */
export function ShowPoster({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  const src = usableImage(imageUrl);
  if (src && !failed) {
    return (
      <img
        className="show-poster"
        src={src}
        alt={`${name} poster`}
        width={400}
        height={600}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div className="show-poster show-poster--initial" role="img" aria-label={`${name} poster`}>
      <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
    </div>
  );
}
