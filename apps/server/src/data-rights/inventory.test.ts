import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@shop/contracts';
import * as schema from '../db/schema.js';
import { confirmAddress, sendContactMessage } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { addToCart, checkoutAndPay, newProduct } from '../test/checkout.js';

/**
 * Issue 24, ADR 0049: every column of the schema that can hold personal data (text, JSON,
 * text arrays, bytes) is classified, and after an erasure none but those kept by law holds
 * anything of the erased customer. A new table or column fails here until it is classified,
 * so erasure cannot silently miss it.
 */

type Classification =
  /** Holds the customer's data; erasure must leave nothing of them in it. */
  | { erased: true }
  /** Kept after erasure, for the reason given (ADR 0035, 0049). */
  | { kept: string }
  /** Never holds a customer's data (catalogue, references, the shop's own words). */
  | { none: string };

const ERASED = { erased: true } as const;
const CATALOGUE = { none: 'the catalogue' } as const;
const MACHINE = { none: 'a state, kind, language or reference the shop writes' } as const;
const INVOICE = { kept: 'the invoice’s customer and lines: VAT code art. 60, 7 years' } as const;
const DOCUMENT = { none: 'the seller, numbers and VAT breakdown of a document' } as const;

const COLUMNS: Record<string, Classification> = {
  'categories.slug': CATALOGUE,
  'categories.name': CATALOGUE,
  'categories.name_fr': CATALOGUE,
  'categories.name_nl': CATALOGUE,
  'products.slug': CATALOGUE,
  'products.name': CATALOGUE,
  'products.name_fr': CATALOGUE,
  'products.name_nl': CATALOGUE,
  'products.description': CATALOGUE,
  'products.description_fr': CATALOGUE,
  'products.description_nl': CATALOGUE,
  'products.main_image_path': CATALOGUE,
  'products.main_image_alt': CATALOGUE,
  'products.main_image_alt_fr': CATALOGUE,
  'products.main_image_alt_nl': CATALOGUE,
  'products.personalization_label': CATALOGUE,
  'products.personalization_label_fr': CATALOGUE,
  'products.personalization_label_nl': CATALOGUE,
  'product_images.image_path': CATALOGUE,
  'product_images.alt_text': CATALOGUE,
  'product_images.alt_text_fr': CATALOGUE,
  'product_images.alt_text_nl': CATALOGUE,
  'product_price_history.reason': CATALOGUE,
  'users.username': ERASED,
  'users.email': ERASED,
  'users.phone_number': ERASED,
  'users.password_hash': ERASED,
  'users.language': MACHINE,
  'rate_limit_counters.key': {
    kept: 'sign-in and sign-up counters keyed by address expire with their window, at most an hour (ADR 0035)',
  },
  'cart_items.personalization': ERASED,
  'cart_items.gift_card_recipient': ERASED,
  'cart_items.photo': ERASED,
  'order_items.photo': {
    none: 'a reference to an upload (erased with the account) and its placement',
  },
  'customer_uploads.original_key': ERASED,
  'customer_uploads.preview_key': ERASED,
  'products.photo_print_area': CATALOGUE,
  'order_items.gift_card_recipient': ERASED,
  'order_items.variant_sku': CATALOGUE,
  'order_items.variant_options': CATALOGUE,
  'orders.delivery_method': MACHINE,
  'orders.delivery_kind': MACHINE,
  'orders.delivery_pickup_point': { none: "a carrier's public pick-up point" },
  'cart_deliveries.method_code': MACHINE,
  'cart_deliveries.country': MACHINE,
  'cart_deliveries.pickup_point': { none: "a carrier's public pick-up point" },
  'product_options.name': CATALOGUE,
  'product_options.name_nl': CATALOGUE,
  'product_options.name_fr': CATALOGUE,
  'product_option_values.value': CATALOGUE,
  'product_option_values.value_nl': CATALOGUE,
  'product_option_values.value_fr': CATALOGUE,
  'product_variants.sku': CATALOGUE,
  'product_variants.option_value_ids': CATALOGUE,
  'product_variants.image_path': CATALOGUE,
  'delivery_methods.code': CATALOGUE,
  'delivery_methods.kind': CATALOGUE,
  'delivery_methods.name': CATALOGUE,
  'delivery_methods.name_nl': CATALOGUE,
  'delivery_methods.name_fr': CATALOGUE,
  'delivery_rates.country': CATALOGUE,
  'shop_settings.workshop_address': { none: "the shop's own workshop" },
  'shop_settings.workshop_hours': { none: "the shop's own workshop" },
  'cart_gift_options.message': ERASED,
  'cart_codes.code': ERASED,
  'cart_codes.kind': MACHINE,
  'orders.currency': MACHINE,
  'orders.language': MACHINE,
  'orders.email': ERASED,
  'orders.checkout_session_id': { kept: 'the payment’s reference, an accounting record' },
  'orders.payment_intent_id': { kept: 'the payment’s reference, an accounting record' },
  'orders.shipping_name': INVOICE,
  'orders.shipping_address_1': INVOICE,
  'orders.shipping_address_2': INVOICE,
  'orders.shipping_postal_code': INVOICE,
  'orders.shipping_city': INVOICE,
  'orders.shipping_country': INVOICE,
  'orders.tracking_number': { kept: 'the delivery record of goods sold' },
  'orders.carrier': MACHINE,
  // The carrier's label: the recipient's name and address as the parcel carried them.
  'shipping_labels.parcel_id': MACHINE,
  'shipping_labels.pdf': { kept: 'the delivery record of goods sold' },
  'orders.terms_version': MACHINE,
  'orders.invoice_company': INVOICE,
  'orders.gift_message': ERASED,
  'orders.discount_code': MACHINE,
  // Brand and last four digits of the card (or the bank's method): how the invoice was paid.
  'orders.billing': INVOICE,
  // The country whose VAT the order owes (ADR 0093): the OSS return's line, kept as the invoice.
  'orders.vat_country': INVOICE,
  // What VIES said of the company's VAT number (ADR 0098): the proof for the tax office that
  // the number was checked, kept with the invoice it justifies.
  'orders.vat_number_check': INVOICE,
  // How the order is taxed (ADR 0094): reverse charge is the intra-Community listing's line.
  'orders.vat_treatment': INVOICE,
  'orders.payment_method': { kept: 'how the order was paid, an accounting record' },
  'order_items.product_name': CATALOGUE,
  'order_items.personalization': { kept: 'what was sold, printed on the invoice (ADR 0035)' },
  'order_status_history.reason': {
    kept: 'the order’s history in the shop’s words: part of the accounting record',
  },
  'order_status_history.reason_code': MACHINE,
  'order_status_history.reason_values': {
    kept: 'the values of the shop’s own reason (amounts, lines, references): as `reason`',
  },
  'order_status_history.staff_note': { kept: 'staff’s note on a refund: the refund’s record' },
  'order_refunds.provider_refund_id': { kept: 'the refund’s reference, an accounting record' },
  'order_refunds.reason': { kept: 'the refund’s record, behind its credit note' },
  'withdrawals.reason': ERASED,
  'withdrawals.statement_name': ERASED,
  'withdrawals.acknowledgement_email': ERASED,
  'withdrawal_links.token_hash': ERASED,
  'document_counters.series': MACHINE,
  'invoices.number': DOCUMENT,
  'invoices.language': MACHINE,
  'invoices.seller': DOCUMENT,
  'invoices.customer': INVOICE,
  'invoices.lines': INVOICE,
  'invoices.vat_breakdown': DOCUMENT,
  'invoices.payment_method': MACHINE,
  'invoices.payment_method_details': INVOICE,
  'invoices.pdf': INVOICE,
  'credit_notes.number': DOCUMENT,
  'credit_notes.language': MACHINE,
  'credit_notes.seller': DOCUMENT,
  'credit_notes.customer': INVOICE,
  'credit_notes.lines': INVOICE,
  'credit_notes.vat_breakdown': DOCUMENT,
  'credit_notes.reason': { kept: 'the credit note as issued' },
  'e_invoice_deliveries.number': DOCUMENT,
  'e_invoice_deliveries.state': MACHINE,
  'e_invoice_deliveries.last_error': {
    none: "the access point's answer about a company's document",
  },
  'e_invoice_deliveries.reference': MACHINE,
  'credit_notes.pdf': INVOICE,
  'payment_events.id': MACHINE,
  'payment_events.type': MACHINE,
  'admin_audit_log.action': MACHINE,
  'admin_audit_log.entity': MACHINE,
  'admin_audit_log.entity_id': MACHINE,
  'admin_audit_log.before': { none: 'staff’s acts: ids, states and amounts' },
  'admin_audit_log.after': { none: 'staff’s acts: ids, states and amounts' },
  'mail_outbox.dedupe_key': ERASED,
  'mail_outbox.template': MACHINE,
  'mail_outbox.language': MACHINE,
  'mail_outbox.to_address': ERASED,
  'mail_outbox.reply_to': ERASED,
  'mail_outbox.subject': ERASED,
  'mail_outbox.html': ERASED,
  'mail_outbox.text': ERASED,
  'mail_outbox.status': MACHINE,
  'mail_outbox.last_error': ERASED,
  'mail_outbox.provider_message_id': MACHINE,
  'mail_outbox.secrets': ERASED,
  'mail_outbox.attachments': MACHINE,
  'password_reset_tokens.token_hash': ERASED,
  'email_change_tokens.new_email': ERASED,
  'email_change_tokens.token_hash': ERASED,
  'contact_messages.first_name': ERASED,
  'contact_messages.last_name': ERASED,
  'contact_messages.email': ERASED,
  'contact_messages.phone': ERASED,
  'contact_messages.subject': ERASED,
  'contact_messages.message': ERASED,
  'contact_messages.language': MACHINE,
  'back_in_stock_subscriptions.email': ERASED,
  'back_in_stock_subscriptions.language': MACHINE,
  'gift_cards.code': { none: 'a bearer code, not a person’s (ADR 0039)' },
  'gift_cards.language': MACHINE,
  'gift_cards.recipient_email': ERASED,
  'gift_cards.recipient_name': ERASED,
  'gift_cards.recipient_message': ERASED,
  'gift_card_ledger.kind': MACHINE,
  'gift_card_ledger.reason': { kept: 'staff’s record of a card’s money' },
  'gift_card_ledger.reason_code': MACHINE,
  'gift_card_ledger.reason_values': { kept: 'the order the card’s money moved with: as `reason`' },
  'discount_codes.code': MACHINE,
  'discount_codes.kind': MACHINE,
};

/** The columns that can hold a person's data: texts, JSON, text arrays and bytes. */
const HOLDING = new Set(['PgText', 'PgJsonb', 'PgJson', 'PgArray', 'PgCustomColumn', 'PgVarchar']);

function schemaColumns(): { table: string; column: string; type: string }[] {
  const tables: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (is(value, PgTable)) tables.push(value);
  }
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return (
      config.columns
        // Custom columns hold bytes, or money as integer cents (ADR 0070), which no person's data is.
        .filter((column) => HOLDING.has(column.columnType) && column.getSQLType() !== 'integer')
        .map((column) => ({ table: config.name, column: column.name, type: column.getSQLType() }))
    );
  });
}

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: {
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      RATE_LIMIT_PROFILE_PER_IP: '1000',
      RATE_LIMIT_CONTACT_PER_IP: '1000',
    },
  });
});
afterAll(() => shop.close());

describe('the personal-data inventory', () => {
  it('classifies every column of the schema that can hold personal data', () => {
    const found = schemaColumns().map(({ table, column }) => `${table}.${column}`);
    const unclassified = found.filter((name) => !(name in COLUMNS));
    expect(unclassified, 'classify these in COLUMNS (and erase them if personal)').toEqual([]);
    const gone = Object.keys(COLUMNS).filter((name) => !found.includes(name));
    expect(gone, 'these are no longer in the schema').toEqual([]);
  });

  it('leaves nothing of an erased customer in any column but those kept by law', async () => {
    const tag = `zq${process.pid}`;
    const email = `${tag}@example.be`;
    const phone = '+32470987654';
    const PASSWORD = 'Secret123';
    const registered = await shop.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: `${tag}user`, email, phone_number: phone, password: PASSWORD },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const customer = { email, access: loginResponseSchema.parse(registered.json()).access };
    const asCustomer = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      shop.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${customer.access}` },
        payload,
      });
    const { rows } = await shop.database.pool.query<{ id: number }>(
      'select id from users where email = $1',
      [email],
    );
    const id = rows[0]!.id;
    await confirmAddress(shop, customer);

    // A paid gift order, withdrawn from with a reason.
    const mug = await newProduct(shop, { name: 'Inventory mug', price: '15.00', stock: 10 });
    await addToCart(shop, { id, ...customer }, mug, 2);
    const gift = await asCustomer('PUT', '/api/cart/gift/', {
      is_gift: true,
      message: `${tag} order note`,
      wrapping: false,
    });
    expect(gift.statusCode, gift.body).toBe(200);
    const { orderId } = await checkoutAndPay(shop, { id, ...customer });
    // The job that mails the confirmation and the shop's new-order alert, run here.
    await shop.app.mail.sendOrderMails(orderId);
    const { rows: alertsBefore } = await shop.database.pool.query<{ html: string }>(
      'select html from mail_outbox where dedupe_key = $1',
      [`new-order-alert:${orderId}`],
    );
    expect(alertsBefore[0]!.html).toContain(email);
    const { rows: lines } = await shop.database.pool.query<{ id: number }>(
      'select id from order_items where order_id = $1',
      [orderId],
    );
    const withdrawn = await asCustomer('POST', `/api/checkout/orders/${orderId}/withdrawal/`, {
      items: [{ id: lines[0]!.id, quantity: 1 }],
      reason: `${tag} changed mind`,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);

    // What is left on the account: a cart with a personalisation and a gift note, a
    // subscription, a contact message, a pending address change and a reset link.
    await addToCart(shop, { id, ...customer }, mug, 1, `${tag} cart engraving`);
    await asCustomer('PUT', '/api/cart/gift/', {
      is_gift: true,
      message: `${tag} cart note`,
      wrapping: false,
    });
    const soldOut = await newProduct(shop, { name: 'Inventory vase', stock: 0 });
    const { rows: slugs } = await shop.database.pool.query<{ slug: string }>(
      'select slug from products where id = $1',
      [soldOut],
    );
    const subscribed = await asCustomer('POST', `/api/products/${slugs[0]!.slug}/notify/`, {});
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await sendContactMessage(shop, {
      email,
      phone: '+32 470 98 76 54',
      message: `${tag} contact question`,
      first_name: `${tag}first`,
    });
    const changing = await asCustomer('PUT', '/api/users/me/', {
      email: `${tag}new@example.be`,
      phone_number: phone,
      current_password: PASSWORD,
    });
    expect(changing.statusCode, changing.body).toBe(200);
    const reset = await shop.app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const markers = [tag, phone, '+32 470 98 76 54'];
    const holding = async () => {
      const hits: string[] = [];
      for (const { table, column, type } of schemaColumns()) {
        if (type === 'bytea') continue;
        for (const marker of markers) {
          const { rows: found } = await shop.database.pool.query<{ n: number }>(
            `select count(*)::int as n from "${table}" where "${column}"::text ilike $1`,
            [`%${marker}%`],
          );
          if (found[0]!.n > 0) hits.push(`${table}.${column}`);
        }
      }
      return [...new Set(hits)];
    };
    // Before: the customer's data is in many places (the scan finds what it looks for).
    const before = await holding();
    for (const place of [
      'users.email',
      'users.phone_number',
      'orders.gift_message',
      'withdrawals.reason',
      'cart_items.personalization',
      'cart_gift_options.message',
      'contact_messages.phone',
      'email_change_tokens.new_email',
      'mail_outbox.html',
      'back_in_stock_subscriptions.email',
    ]) {
      expect(before).toContain(place);
    }

    const erased = await shop.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { current_password: PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(204);

    const after = await holding();
    const notKept = after.filter((place) => !('kept' in COLUMNS[place]!));
    expect(notKept, 'the erased customer is still in these columns').toEqual([]);
    // The shop's own alert about the order no longer holds their name and address.
    const { rows: alerts } = await shop.database.pool.query(
      'select 1 from mail_outbox where dedupe_key = $1',
      [`new-order-alert:${orderId}`],
    );
    expect(alerts).toEqual([]);
  });
});
