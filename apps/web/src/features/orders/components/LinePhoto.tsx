import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSignedIn } from '../../../lib/api-client';

/**
 * The thumbnail of a line's photo on the product (issue 29, ADR 0100). The shop serves it only
 * to the order's owner (and staff), with the access token, so it is fetched and shown from
 * memory rather than linked; nothing is shown when it cannot be read.
 */
export function LinePhoto({ url, product }: { url: string; product: string }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    let current: string | null = null;
    let gone = false;
    void fetchSignedIn(url)
      .then(async (response) => {
        if (!response.ok || gone) return;
        current = URL.createObjectURL(await response.blob());
        if (gone) URL.revokeObjectURL(current);
        else setAddress(current);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [url]);
  if (!address) return null;
  return (
    <img
      src={address}
      alt={t('orders.card.photoAlt', { product })}
      data-testid="order-line-photo"
      width={96}
      className="mt-1 h-auto w-24 rounded-lg border border-cream-200"
    />
  );
}
