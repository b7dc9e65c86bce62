import { randomInt } from 'node:crypto';
import { generateGiftCardCode, parseMoney } from '@shop/contracts';
import type { TestApp } from './app.js';
import type { Customer } from './checkout.js';
import { euros } from './euros.js';

/** Test support for gift cards and discount codes (issue 17, ADR 0040). */

/**
 * A gift card as the issuing side makes it: a `gift_cards` row and its `issued` ledger row.
 * Answers the code, normalised.
 */
export async function newGiftCard(
  shop: TestApp,
  value: string,
  options: { expiresAt?: Date; voided?: boolean } = {},
): Promise<string> {
  const code = generateGiftCardCode(randomInt);
  const expiresAt = options.expiresAt ?? new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const { rows } = await shop.database.pool.query<{ id: number }>(
    `insert into gift_cards (code, initial_value_cents, expires_at, voided_at)
     values ($1, $2, $3, $4) returning id`,
    [code, parseMoney(value), expiresAt, options.voided ? new Date() : null],
  );
  await shop.database.pool.query(
    `insert into gift_card_ledger (gift_card_id, kind, amount_cents)
     values ($1, 'issued', $2)`,
    [rows[0]!.id, parseMoney(value)],
  );
  return code;
}

/** A card's balance: the sum of its ledger. */
export async function giftCardBalanceOf(shop: TestApp, code: string): Promise<string> {
  const { rows } = await shop.database.pool.query<{ balance: string }>(
    `select ${euros('coalesce(sum(l.amount_cents), 0)')} as balance
       from gift_cards c left join gift_card_ledger l on l.gift_card_id = c.id
      where c.code = $1`,
    [code],
  );
  return rows[0]!.balance;
}

let counter = 0;

export interface DiscountSpec {
  code?: string;
  kind?: 'percent' | 'amount' | 'free_delivery';
  value?: string;
  minSubtotal?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxRedemptions?: number | null;
  oncePerCustomer?: boolean;
}

/** A discount code as staff create it; answers the code (normalised). */
export async function newDiscountCode(shop: TestApp, spec: DiscountSpec = {}): Promise<string> {
  counter += 1;
  const code = spec.code ?? `TEST${process.pid}X${counter}`;
  await shop.database.pool.query(
    `insert into discount_codes
       (code, kind, percent_off, amount_off_cents, min_subtotal_cents, starts_at, ends_at,
        max_redemptions, once_per_customer)
     values ($1, $2::text, case when $2::text = 'percent' then $3::text::smallint end,
             case when $2::text = 'amount' then $9::integer end, $4::integer,
             $5, $6, $7, $8)`,
    [
      code,
      spec.kind ?? 'percent',
      spec.value ?? '10',
      spec.minSubtotal ? parseMoney(spec.minSubtotal) : null,
      spec.startsAt ?? null,
      spec.endsAt ?? null,
      spec.maxRedemptions ?? null,
      spec.oncePerCustomer ?? false,
      spec.kind === 'amount' ? parseMoney(spec.value ?? '10') : null,
    ],
  );
  return code;
}

export async function redemptionsOf(
  shop: TestApp,
  code: string,
): Promise<{ reserved: number; used: number }> {
  const { rows } = await shop.database.pool.query<{ reserved: number; used: number }>(
    'select redemptions_reserved as reserved, redemptions_used as used from discount_codes where code = $1',
    [code],
  );
  return rows[0]!;
}

/** POST /api/cart/codes/: a gift card or discount code typed in the cart's field. */
export function applyCode(shop: TestApp, customer: Customer, code: string, lang = 'en') {
  return shop.app.inject({
    method: 'POST',
    url: `/api/cart/codes/?lang=${lang}`,
    headers: { authorization: `Bearer ${customer.access}` },
    payload: { code },
  });
}
