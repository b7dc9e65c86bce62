import { and, asc, eq, inArray } from 'drizzle-orm';
import { moneyToApi, type DeliveryRates, type Language } from '@shop/contracts';
import type { AnyDatabase } from '../db/transaction.js';
import { deliveryMethods, deliveryRates } from '../db/schema.js';
import { readWorkshop } from '../db/shop-settings.js';
import { nameIn, offeredMethodColumns } from './methods.js';

/**
 * Every active method with its price in each delivery country, and the workshop: what the shop
 * page for shipping and the terms say about delivery (GET /api/delivery/rates/).
 */
export async function deliveryRatesOverview(
  db: AnyDatabase,
  shippingCountries: readonly string[],
  language: Language,
): Promise<DeliveryRates> {
  const rows = await db
    .select({ id: deliveryMethods.id, country: deliveryRates.country, ...offeredMethodColumns })
    .from(deliveryMethods)
    .innerJoin(deliveryRates, eq(deliveryRates.methodId, deliveryMethods.id))
    .where(
      and(eq(deliveryMethods.active, true), inArray(deliveryRates.country, [...shippingCountries])),
    )
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
  const methods = new Map<number, DeliveryRates['methods'][number]>();
  for (const row of rows) {
    let method = methods.get(row.id);
    if (!method) {
      method = {
        code: row.code,
        kind: row.kind,
        name: nameIn(language, row),
        estimate_days: { from: row.estimateFromDays, to: row.estimateToDays },
        rates: [],
      };
      methods.set(row.id, method);
    }
    method.rates.push({
      country: row.country,
      price: moneyToApi(row.price),
      free_from: row.freeFrom === null ? null : moneyToApi(row.freeFrom),
    });
  }
  for (const method of methods.values()) {
    method.rates.sort(
      (a, b) => shippingCountries.indexOf(a.country) - shippingCountries.indexOf(b.country),
    );
  }
  const workshop = await readWorkshop(db);
  return {
    methods: [...methods.values()],
    workshop: { address: workshop.address, hours: workshop.hours[language] },
  };
}
