/**
 * Carriers: the one seam to the parcel carriers' service (Sendcloud, ADR 0078). It owns finding
 * pick-up points near a postal code, checking a chosen point, creating a parcel with its label
 * and tracking number, and each carrier's public tracking link. It may use config, documents/
 * and @shop/contracts; it uses no other domain (orders calls it when staff create a label).
 */
import type { PickupPoint } from '@shop/contracts';

/** The pick-up points near a postal code, nearest first. */
export async function pickupPointsNear(_query: {
  country: string;
  postalCode: string;
}): Promise<PickupPoint[]> {
  return [];
}

/** The point with this id in this country, or null when the carrier service does not know it. */
export async function findPickupPoint(_country: string, _id: string): Promise<PickupPoint | null> {
  return null;
}
