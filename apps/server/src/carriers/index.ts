/**
 * Carriers: the one seam to the parcel carriers' service (Sendcloud, ADR 0078). It owns finding
 * pick-up points near a postal code, checking a chosen point, creating a parcel with its label
 * and tracking number, and each carrier's public tracking link. It may use errors/ and
 * @shop/contracts; it uses no other domain (orders calls it when staff create a label).
 *
 * The connection is set once when the app is built (`connectCarriers`): Sendcloud with the
 * configured keys, or the local stand-in the server starts without them; the functions below
 * never learn which.
 */
import type { DeliveryPickupPointSnapshot, PickupPoint } from '@shop/contracts';
import {
  createParcelWithLabel,
  retrieveServicePoint,
  searchServicePoints,
  type CreatedParcel,
  type ParcelRequest,
  type SendcloudConnection,
} from './sendcloud.js';

export { trackingUrl } from './tracking.js';
export type { CreatedParcel, ParcelRequest, SendcloudConnection } from './sendcloud.js';

let connection: SendcloudConnection | null = null;

/** Points the seam at Sendcloud or its stand-in (buildApp does, from the server's start). */
export function connectCarriers(to: SendcloudConnection): void {
  connection = to;
}

function connected(): SendcloudConnection {
  if (connection === null) throw new Error('The carrier seam is not connected (connectCarriers).');
  return connection;
}

/** The pick-up points near a postal code, nearest first. */
export function pickupPointsNear(query: {
  country: string;
  postalCode: string;
}): Promise<PickupPoint[]> {
  return searchServicePoints(connected(), query);
}

/** The point with this id in this country, or null when the carrier service does not know it. */
export function findPickupPoint(country: string, id: string): Promise<PickupPoint | null> {
  return retrieveServicePoint(connected(), country, id);
}

/**
 * A pick-up point as the cart and the order keep it: what the label and the packing slip need,
 * without the opening hours and distance that were true only at the time of the search.
 */
export function pickupPointSnapshot(point: PickupPoint): DeliveryPickupPointSnapshot {
  const { id, name, street, house_number, postal_code, city, country } = point;
  return { id, name, street, house_number, postal_code, city, country };
}

/** Creates the parcel at the carrier service: its tracking number, carrier and label PDF. */
export function createParcel(parcel: ParcelRequest): Promise<CreatedParcel> {
  return createParcelWithLabel(connected(), parcel);
}
