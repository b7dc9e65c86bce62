import {
  graphemeLength,
  hasVisibleCharacter,
  MAX_LINE_QUANTITY,
  textMessage,
  type Cart,
  type CartItem,
  type Language,
  type PersonalizationMode,
} from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { mediaUrl } from '../../media/images.js';
import { cartText } from './messages.js';
import {
  addToLine,
  deleteAllLines,
  deleteLine,
  findOwnLine,
  findProductForCart,
  quantitiesInCart,
  selectCartLines,
  setLineQuantity,
  type CartLineRow,
} from './queries.js';

/**
 * The cart's rules.
 *
 * Quantity limits: a line holds 1 to 10, and when the product tracks stock (`stock` not null)
 * the user's lines of that product together hold at most the stock. A request that would go
 * beyond either limit is refused as a whole with 409 and a `quantity` message naming how many
 * can still be added; it is never capped silently, so what the customer sees in the cart is
 * always exactly what they asked for or an explanation. Twenty concurrent adds of one item thus
 * leave one line of 10 and ten refusals.
 *
 * Prices always come from the products table; the client only names a product, a text and a
 * quantity.
 */

function toCents(price: string): number {
  const [euros = '0', cents = '0'] = price.split('.');
  return Number(euros) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function toItem(row: CartLineRow): CartItem {
  return {
    id: row.id,
    quantity: row.quantity,
    personalization: row.personalization,
    unit_price: row.unitPrice,
    line_total: row.lineTotal,
    product: {
      id: row.productId,
      slug: row.slug,
      name: row.name,
      price: row.unitPrice,
      main_image_url: mediaUrl(row.mainImagePath),
      is_available: row.isAvailable,
      personalization: {
        mode: row.personalizationMode,
        label: row.personalizationLabel,
        max_length: row.personalizationMaxLength,
      },
    },
  };
}

/** The account's cart; null when there is no such account (deleted since its token was made). */
export async function getCartOfAccount(
  db: Database,
  userId: number,
  language: Language,
): Promise<Cart | null> {
  const rows = await selectCartLines(db, userId, language);
  if (!rows) return null;
  const items = rows.map(toItem);
  return {
    items,
    total_price: fromCents(rows.reduce((sum, row) => sum + toCents(row.lineTotal), 0)),
    item_count: rows.reduce((sum, row) => sum + row.quantity, 0),
  };
}

/** The cart of a user the request has just authenticated. */
async function getCart(db: Database, userId: number, language: Language): Promise<Cart> {
  const cart = await getCartOfAccount(db, userId, language);
  if (!cart) throw new AppError('not_authenticated', 'The access token is invalid or has expired.');
  return cart;
}

/** The text to store for a product's personalisation mode, or a 400 naming the field. */
function checkPersonalization(
  language: Language,
  product: { personalizationMode: PersonalizationMode; personalizationMaxLength: number },
  text: string,
): string {
  const fail = (message: string) => AppError.validation({ personalization: [message] }, message);
  if (product.personalizationMode === 'none') {
    if (text !== '') throw fail(cartText(language, 'personalizationNotOffered'));
    return '';
  }
  if (product.personalizationMode === 'required' && text === '') {
    throw fail(cartText(language, 'personalizationRequired'));
  }
  // Something that shows only marks or nothing cannot be engraved or printed.
  if (text !== '' && !hasVisibleCharacter(text)) {
    throw fail(textMessage('textNothingVisible', language));
  }
  // Counted as the storefront's counter counts: characters as people see them.
  if (graphemeLength(text) > product.personalizationMaxLength) {
    throw fail(
      cartText(language, 'personalizationTooLong', { max: product.personalizationMaxLength }),
    );
  }
  return text;
}

function limitExceeded(language: Language, allowed: number, limit: number): AppError {
  const message =
    allowed > 0
      ? cartText(language, 'tooMany', { allowed })
      : cartText(language, 'noMore', { limit });
  return new AppError('conflict', message, { quantity: [message] });
}

export async function addItem(
  db: Database,
  userId: number,
  language: Language,
  request: { productId: number; quantity: number; personalization: string },
): Promise<Cart> {
  const product = await findProductForCart(db, request.productId);
  if (!product) {
    const message = cartText(language, 'productNotFound');
    throw new AppError('not_found', message, { product_id: [message] });
  }
  if (!product.isAvailable || product.stock === 0) {
    const message = cartText(language, 'unavailable');
    throw new AppError('conflict', message, { product_id: [message] });
  }
  const personalization = checkPersonalization(language, product, request.personalization);

  const line = await addToLine(db, {
    userId,
    productId: product.id,
    personalization,
    quantity: request.quantity,
  });
  if (!line) {
    const inCart = await quantitiesInCart(db, userId, product.id, personalization);
    const lineRoom = MAX_LINE_QUANTITY - inCart.line;
    const stockRoom = product.stock === null ? lineRoom : product.stock - inCart.product;
    const limit =
      product.stock === null ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, product.stock);
    throw limitExceeded(language, Math.max(0, Math.min(lineRoom, stockRoom)), limit);
  }
  return getCart(db, userId, language);
}

function lineNotFound(language: Language): AppError {
  return AppError.notFound(cartText(language, 'lineNotFound'));
}

/** Sets a line's quantity; 0 or less removes the line (spec §4). */
export async function updateItem(
  db: Database,
  userId: number,
  language: Language,
  itemId: number,
  quantity: number,
): Promise<Cart> {
  if (quantity <= 0) return removeItem(db, userId, language, itemId);
  const line = await findOwnLine(db, userId, itemId);
  if (!line) throw lineNotFound(language);
  if (quantity > line.quantity) {
    // Lowering is always allowed, so a customer can tidy a line whose product left the shop.
    if (!line.isAvailable) {
      const message = cartText(language, 'cannotIncrease');
      throw new AppError('conflict', message, { quantity: [message] });
    }
    if (line.stock !== null && line.otherLinesQuantity + quantity > line.stock) {
      const allowedLine = Math.max(0, line.stock - line.otherLinesQuantity);
      const message = cartText(language, 'lineLimit', { limit: allowedLine });
      throw new AppError('conflict', message, { quantity: [message] });
    }
  }
  if (!(await setLineQuantity(db, userId, itemId, quantity))) throw lineNotFound(language);
  return getCart(db, userId, language);
}

export async function removeItem(
  db: Database,
  userId: number,
  language: Language,
  itemId: number,
): Promise<Cart> {
  if (!(await deleteLine(db, userId, itemId))) throw lineNotFound(language);
  return getCart(db, userId, language);
}

export async function clearCart(db: Database, userId: number, language: Language): Promise<Cart> {
  await deleteAllLines(db, userId);
  return getCart(db, userId, language);
}
