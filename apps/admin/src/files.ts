import { fetchFile } from './http';

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

/** Saves a file the API answers (an export) under `fileName`, as the browser downloads it. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const address = URL.createObjectURL(await fetchFile(url));
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

/** The packing slip of an order (GET /api/admin/orders/:id/packing-slip/). */
export const packingSlipUrl = (orderId: number) => `/api/admin/orders/${orderId}/packing-slip/`;
export const shippingLabelUrl = (orderId: number) => `/api/admin/orders/${orderId}/label/`;
