import { asc, desc, ilike, or } from 'drizzle-orm';
import {
  ADMIN_SEARCH_LIMIT,
  GIFT_CARD_CODE_ALPHABET,
  maskGiftCardCode,
  moneyToApi,
  normaliseCode,
  type AdminSearchResults,
} from '@shop/contracts';
import { listGiftCards } from '../../gift-cards/index.js';
import { ordersNumbered } from '../../orders/index.js';
import { codeEndsWith } from './gift-cards.js';
import type { Database } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { containing } from './list.js';

const MAX_ID = 2_147_483_647;

/** "1234" or "#1234": an order number, as staff read it off a mail or a parcel. */
function orderNumber(text: string): number | null {
  const match = /^#?\s*(\d{1,10})$/.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= MAX_ID ? id : null;
}

/**
 * The admin's one search box: an order by its number, a customer by name or e-mail address,
 * a product by its name in any of the three languages (archived ones too, marked as such), a
 * gift card by the last characters of its code.
 */
export async function searchEverything(db: Database, q: string): Promise<AdminSearchResults> {
  const pattern = containing(q);
  const id = orderNumber(q);
  const cardTail = normaliseCode(q);
  const [orderRows, customerRows, productRows, cardRows] = await Promise.all([
    id === null ? Promise.resolve([]) : ordersNumbered(db, id, ADMIN_SEARCH_LIMIT),
    db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(or(ilike(users.username, pattern), ilike(users.email, pattern)))
      .orderBy(asc(users.email))
      .limit(ADMIN_SEARCH_LIMIT),
    db
      .select({
        id: products.id,
        name: products.name,
        nameFr: products.nameFr,
        nameNl: products.nameNl,
        archivedAt: products.archivedAt,
      })
      .from(products)
      .where(
        or(
          ilike(products.name, pattern),
          ilike(products.nameFr, pattern),
          ilike(products.nameNl, pattern),
        ),
      )
      .orderBy(asc(products.archivedAt), desc(products.id))
      .limit(ADMIN_SEARCH_LIMIT),
    // A gift card by the last characters of its code (staff see no more than the last four).
    cardTail.length >= 4 &&
    [...cardTail].every((symbol) => GIFT_CARD_CODE_ALPHABET.includes(symbol))
      ? listGiftCards(db, { where: codeEndsWith(cardTail), limit: ADMIN_SEARCH_LIMIT }).then(
          (found) => found.rows,
        )
      : Promise.resolve([]),
  ]);
  return {
    orders: orderRows.map((order) => ({
      id: order.id,
      email: order.email,
      status: order.status,
      total_amount: moneyToApi(order.totalAmount),
      created_at: order.createdAt.toISOString(),
    })),
    customers: customerRows,
    products: productRows.map((product) => ({
      id: product.id,
      name: product.name,
      name_fr: product.nameFr,
      name_nl: product.nameNl,
      archived: product.archivedAt !== null,
    })),
    gift_cards: cardRows.map((card) => ({
      id: card.id,
      code: maskGiftCardCode(card.code),
      balance: moneyToApi(card.balance),
      status: card.status,
    })),
  };
}
