import { moneyFromCents, type DeliveryKind, type Money } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { deliveryMethods, deliveryRates, shopSettings } from '../schema.js';

interface DemoDeliveryMethod {
  code: string;
  kind: DeliveryKind;
  name: { en: string; nl: string; fr: string };
  estimate: { from: number; to: number };
  rates: { country: string; price: Money; freeFrom: Money | null }[];
}

const EVERY_COUNTRY = ['BE', 'NL', 'LU', 'FR', 'DE'];

/**
 * The demo shop's delivery (issue 27): home delivery in Belgium €4.95, free from €50; to the
 * neighbours at the carriers' usual parcel prices; a Belgian pick-up point €3.95; collection at
 * the workshop free, whatever the customer's country.
 */
export const DEMO_DELIVERY_METHODS: readonly DemoDeliveryMethod[] = [
  {
    code: 'home',
    kind: 'home',
    name: { en: 'Home delivery', nl: 'Levering aan huis', fr: 'Livraison à domicile' },
    estimate: { from: 1, to: 3 },
    rates: [
      { country: 'BE', price: moneyFromCents(495), freeFrom: moneyFromCents(5000) },
      { country: 'NL', price: moneyFromCents(795), freeFrom: null },
      { country: 'LU', price: moneyFromCents(795), freeFrom: null },
      { country: 'FR', price: moneyFromCents(1195), freeFrom: null },
      { country: 'DE', price: moneyFromCents(1095), freeFrom: null },
    ],
  },
  {
    code: 'pickup-point',
    kind: 'pickup_point',
    name: {
      en: 'Pick-up point or parcel locker',
      nl: 'Afhaalpunt of pakketautomaat',
      fr: 'Point relais ou consigne',
    },
    estimate: { from: 1, to: 3 },
    rates: [{ country: 'BE', price: moneyFromCents(395), freeFrom: null }],
  },
  {
    code: 'collection',
    kind: 'collection',
    name: {
      en: 'Collect at the workshop',
      nl: 'Afhalen in het atelier',
      fr: "Retrait à l'atelier",
    },
    estimate: { from: 1, to: 2 },
    rates: EVERY_COUNTRY.map((country) => ({
      country,
      price: moneyFromCents(0),
      freeFrom: null,
    })),
  },
];

/** The demo workshop where orders are collected, with its opening hours. */
const DEMO_WORKSHOP = {
  address: 'Voorbeeldstraat 1\n1000 Brussel',
  hours: {
    en: 'Wednesday to Saturday, 10:00 to 17:00',
    nl: 'Woensdag tot zaterdag, 10.00 tot 17.00 uur',
    fr: 'Du mercredi au samedi, de 10 h à 17 h',
  },
};

/** Puts the demo delivery methods and workshop in a shop that has no methods yet. */
export async function seedDemoDelivery(tx: Pick<Database, 'select' | 'insert'>): Promise<void> {
  const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(deliveryMethods);
  if ((existing?.count ?? 0) > 0) return;
  for (const [position, method] of DEMO_DELIVERY_METHODS.entries()) {
    const [row] = await tx
      .insert(deliveryMethods)
      .values({
        code: method.code,
        kind: method.kind,
        name: method.name.en,
        nameNl: method.name.nl,
        nameFr: method.name.fr,
        estimateFromDays: method.estimate.from,
        estimateToDays: method.estimate.to,
        position,
      })
      .returning({ id: deliveryMethods.id });
    await tx
      .insert(deliveryRates)
      .values(method.rates.map((rate) => ({ methodId: row!.id, ...rate })));
  }
  await tx
    .insert(shopSettings)
    .values({ id: 1, workshopAddress: DEMO_WORKSHOP.address, workshopHours: DEMO_WORKSHOP.hours })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { workshopAddress: DEMO_WORKSHOP.address, workshopHours: DEMO_WORKSHOP.hours },
    });
}
