import { useEffect, useState } from 'react';
import { fetchFile } from './http';

/**
 * An address the page can show for a file the API answers only with the staff token (a
 * customer's photo): fetched, then held as an object URL until the component goes.
 */
export function useFileAddress(url: string | null): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (url === null) return undefined;
    let current: string | null = null;
    let gone = false;
    fetchFile(url)
      .then((file) => {
        if (gone) return;
        current = URL.createObjectURL(file);
        setAddress(current);
      })
      .catch(() => setAddress(null));
    return () => {
      gone = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [url]);
  return address;
}

/**
 * Opens a PDF the API answers (a packing slip) in a new tab. The tab opens now, inside the
 * click, so no pop-up blocker stops it; the PDF follows. Throws when it cannot be fetched.
 */
export async function openPdfInNewTab(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const pdf = await fetchFile(url);
    const address = URL.createObjectURL(pdf);
    if (tab) tab.location.href = address;
    else window.location.href = address;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Saves a file the API answers (an export) under `fileName`, as the browser downloads it; a
 * function names it from the file (a photo's extension follows its type).
 */
export async function downloadFile(
  url: string,
  fileName: string | ((file: Blob) => string),
): Promise<void> {
  const file = await fetchFile(url);
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = typeof fileName === 'string' ? fileName : fileName(file);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

/** The packing slip of an order (GET /api/admin/orders/:id/packing-slip/). */
export const packingSlipUrl = (orderId: number) => `/api/admin/orders/${orderId}/packing-slip/`;
export const shippingLabelUrl = (orderId: number) => `/api/admin/orders/${orderId}/label/`;
