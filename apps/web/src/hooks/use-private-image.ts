import { useEffect, useState } from 'react';
import { fetchSignedIn } from '../lib/api-client';

/**
 * A picture the API serves only to the signed-in customer (their photo's preview, ADR 0096):
 * an `<img src>` cannot send the access token, so it is fetched with it and shown from a blob
 * address, released when the picture changes or leaves the page. Null until it is loaded, and
 * when it cannot be.
 */
export function usePrivateImage(url: string | null): string | null {
  const [shown, setShown] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    void fetchSignedIn(url)
      .then(async (response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (cancelled || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, src: objectUrl });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return shown && shown.url === url ? shown.src : null;
}
