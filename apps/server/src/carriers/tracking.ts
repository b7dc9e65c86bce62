import type { Carrier } from '@shop/contracts';

/**
 * Each carrier's public tracking page for a parcel: the one place these addresses are written.
 * The pages take the number in their own query parameter; the postal code would narrow some of
 * them down but is not needed to find a parcel.
 */
const TRACKING_PAGES: Record<Carrier, (trackingNumber: string) => string> = {
  bpost: (number) => `https://track.bpost.cloud/btr/web/#/search?itemCode=${number}&lang=en`,
  postnl: (number) => `https://jouw.postnl.nl/track-and-trace/${number}`,
  dpd: (number) => `https://tracking.dpd.de/status/en_BE/parcel/${number}`,
  mondial_relay: (number) => `https://www.mondialrelay.com/en-gb/tracking?shipmentNumber=${number}`,
};

/** The public page where anyone follows this parcel, or null without a carrier or number. */
export function trackingUrl(carrier: Carrier | null, trackingNumber: string | null): string | null {
  if (carrier === null || trackingNumber === null || trackingNumber === '') return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(trackingNumber));
}
