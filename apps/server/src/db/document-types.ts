/**
 * What an invoice or credit note states, as its record keeps it (JSON columns): the seller and
 * customer as they were when it was issued, and its lines with their amounts as strings
 * ("12.40").
 */

export interface DocumentSeller {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatNumber: string;
  enterpriseNumber: string;
  email: string;
  phone: string;
  /**
   * The legal form, the register's court (CCA art. 2:20) and the bank account (CEL III.25);
   * absent on documents issued before they were stated.
   */
  legalForm?: string;
  registerCourt?: string;
  iban?: string;
  bic?: string;
}

/**
 * The buyer's name and billing address as the payment page collected them (orders.billing);
 * the address parts are empty when the provider gave only a name.
 */
export interface OrderBilling {
  name: string;
  address1: string;
  address2: string | null;
  postalCode: string;
  city: string;
  country: string;
}

export interface DocumentCustomer {
  /** The buyer (billing name), or the company when a company invoice was asked. */
  name: string;
  addressLines: string[];
  email: string;
  /** A company invoice: the company's VAT number; null for a consumer. */
  vatNumber: string | null;
  /**
   * A company of another member state supplied without Belgian VAT (ADR 0094): the document
   * states 0 % with the reverse-charge mention and its legal basis. Absent: false.
   */
  reverseCharge?: boolean;
  /**
   * Where the goods go (for a gift, the recipient), stated apart from the buyer. Absent on
   * documents issued before the buyer and the delivery were told apart.
   */
  delivery?: { name: string; addressLines: string[] };
}

export interface DocumentLine {
  description: string;
  /** The customer's personalisation text; empty for none. */
  personalization: string;
  quantity: number;
  /** VAT rate in percent, "21". */
  vatRate: string;
  unitPriceExclVat: string;
  amountExclVat: string;
  amountInclVat: string;
  /** The line's share of a discount code, without VAT: unit × quantity − this = amount. */
  discount?: { code: string; amountExclVat: string };
  /**
   * A money gift card sold: a multi-purpose voucher, outside the scope of VAT (ADR 0039, 0044):
   * stated with its mention and left out of the taxable amounts per rate. Absent: false.
   */
  outOfScope?: boolean;
}

/** A document a mail carries, read when the mail is sent. */
export type MailAttachmentRef =
  | { kind: 'invoice'; id: number }
  /** The invoice as a Peppol e-invoice (ADR 0087): nothing is attached for a buyer who gets none. */
  | { kind: 'e-invoice'; id: number }
  | { kind: 'gift-card'; id: number }
  /** The model withdrawal form for an order, made when the mail is sent (ADR 0046). */
  | { kind: 'withdrawal-form'; orderId: number; language: 'en' | 'nl' | 'fr'; orderedAt: string }
  /** The thumbnail of an order line's photo on the product, shown inline (ADR 0100). */
  | { kind: 'line-photo'; orderId: number; lineId: number };
