import {
  enterpriseNumberDigits,
  moneyFromCents,
  moneyToApi,
  parseMoney,
  signedCentsToApi,
  sumMoney,
  vatNumberPrefix,
  type Money,
  type VatBreakdownLine,
} from '@shop/contracts';
import type { DocumentLine, DocumentSeller } from '../../db/document-types.js';

/**
 * An invoice or credit note as Peppol BIS Billing 3.0 UBL (EN 16931, ADR 0087): the same number,
 * parties, lines and amounts as the PDF drawn from the same record. Written by hand rather than
 * through an XML library: the documents are small, their shape is fixed by the specification, and
 * every value passes one escaping function.
 */

const CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Peppol's participant scheme for a Belgian enterprise number (KBO/BCE), ISO 6523 ICD 0208. */
const BELGIAN_ENTERPRISE_SCHEME = '0208';
/**
 * Peppol's electronic address schemes (EAS) of a VAT number per country: how a company of
 * another member state is reached when it has no Belgian enterprise number.
 */
const VAT_NUMBER_SCHEMES: Record<string, string> = {
  DE: '9930',
  FR: '9957',
  LU: '9938',
  NL: '9944',
};
/** UN/ECE Recommendation 20 "one" (a piece). */
const UNIT_CODE = 'C62';
/** UNCL 5189: a discount. */
const DISCOUNT_REASON_CODE = '95';
/** A multi-purpose voucher's sale (ADR 0044), as its category O states it. */
const NOT_SUBJECT_TO_VAT =
  'Not subject to VAT: multi-purpose voucher (art. 30 bis Directive 2006/112/EC)';
/** The CEF VATEX code of an intra-Community supply (category K). */
const INTRA_COMMUNITY_EXEMPTION_CODE = 'VATEX-EU-IC';
/** Category K's reason as the PDF's mention gives it (ADR 0094). */
const INTRA_COMMUNITY_EXEMPTION =
  'Reverse charge / Autoliquidation / Verlegging: intra-Community supply, art. 39bis Belgian VAT Code (art. 138 Directive 2006/112/EC)';

export interface UblBuyer {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The buyer's VAT number with its country prefix, "BE0123456749". */
  vatNumber: string;
  email: string;
}

export interface UblDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** The issue day in Brussels, "2026-11-27". */
  issueDate: string;
  /** The day of supply an invoice states (BT-72); absent on a credit note. */
  supplyDate?: string;
  /** The shop's order the document belongs to (BT-13, the buyer's reference to it). */
  orderReference: string;
  /** A credit note's invoice (BT-25, BT-26). */
  correctedInvoice?: { number: string; issueDate: string };
  /** A credit note's reason, as its PDF states it. */
  note?: string;
  seller: DocumentSeller;
  buyer: UblBuyer;
  lines: readonly DocumentLine[];
  vatBreakdown: readonly VatBreakdownLine[];
  /** What the document's total with VAT is, as its PDF states it: paid (or refunded) in full. */
  total: Money;
  /** The payment's means as UNCL 4461 names it, with the method's words. */
  payment: { code: '48' | '68'; name: string };
  /**
   * An intra-Community supply to a company of another member state (ADR 0094): its 0 % is
   * category K, and the document states where the goods went (BR-IC-12) and when (BR-IC-11,
   * `supplyDate`, on a credit note too).
   */
  reverseCharge?: { deliveryCountry: string };
}

/** Text and attribute values as XML may carry them. */
function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

type Node = string | null | false | undefined;

/** One element; an element without content is left out, as EN 16931 forbids empty elements. */
function element(name: string, content: Node | Node[], attributes: Record<string, string> = {}) {
  const children = (Array.isArray(content) ? content : [content]).filter(
    (child): child is string => typeof child === 'string' && child !== '',
  );
  if (children.length === 0) return '';
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${name}${attributeText}>${children.join('')}</${name}>`;
}

/** A leaf with text. */
function text(name: string, value: string | null | undefined, attributes?: Record<string, string>) {
  if (value == null || value.trim() === '') return '';
  return element(name, escapeXml(value), attributes);
}

function amount(name: string, value: Money) {
  return text(name, moneyToApi(value), { currencyID: 'EUR' });
}

function address(parts: { street: string; postalCode: string; city: string; country: string }) {
  return element('cac:PostalAddress', [
    text('cbc:StreetName', parts.street),
    text('cbc:CityName', parts.city),
    text('cbc:PostalZone', parts.postalCode),
    element('cac:Country', text('cbc:IdentificationCode', parts.country)),
  ]);
}

function vatScheme() {
  return element('cac:TaxScheme', text('cbc:ID', 'VAT'));
}

/**
 * The VAT category of a rate: standard rated (S) above zero, zero rated (Z) at 0 %, or at 0 %
 * under reverse charge an intra-Community supply (K) with its exemption reason; null for a
 * money gift card, not subject to VAT (O), which states no rate but the reason.
 */
function taxCategory(name: string, rate: string | null, reverseCharge = false) {
  const inBreakdown = name === 'cac:TaxCategory';
  if (rate !== null && Number(rate) === 0 && reverseCharge) {
    return element(name, [
      text('cbc:ID', 'K'),
      text('cbc:Percent', '0'),
      ...(inBreakdown
        ? [
            text('cbc:TaxExemptionReasonCode', INTRA_COMMUNITY_EXEMPTION_CODE),
            text('cbc:TaxExemptionReason', INTRA_COMMUNITY_EXEMPTION),
          ]
        : []),
      vatScheme(),
    ]);
  }
  if (rate === null) {
    return element(name, [
      text('cbc:ID', 'O'),
      ...(inBreakdown ? [text('cbc:TaxExemptionReason', NOT_SUBJECT_TO_VAT)] : []),
      vatScheme(),
    ]);
  }
  return element(name, [
    text('cbc:ID', Number(rate) === 0 ? 'Z' : 'S'),
    text('cbc:Percent', rate),
    vatScheme(),
  ]);
}

function sellerParty(seller: DocumentSeller, statesVat: boolean) {
  const enterprise = enterpriseNumberDigits(seller.enterpriseNumber) ?? seller.enterpriseNumber;
  return element(
    'cac:AccountingSupplierParty',
    element('cac:Party', [
      text('cbc:EndpointID', enterprise, { schemeID: BELGIAN_ENTERPRISE_SCHEME }),
      address(seller),
      statesVat &&
        element('cac:PartyTaxScheme', [text('cbc:CompanyID', seller.vatNumber), vatScheme()]),
      element('cac:PartyLegalEntity', [
        text('cbc:RegistrationName', seller.legalName),
        text('cbc:CompanyID', enterprise, { schemeID: BELGIAN_ENTERPRISE_SCHEME }),
        text(
          'cbc:CompanyLegalForm',
          [seller.legalForm, seller.registerCourt && `RPR/RPM ${seller.registerCourt}`]
            .filter(Boolean)
            .join(', '),
        ),
      ]),
      element('cac:Contact', [
        text('cbc:Telephone', seller.phone),
        text('cbc:ElectronicMail', seller.email),
      ]),
    ]),
  );
}

function buyerParty(buyer: UblBuyer, statesVat: boolean) {
  // A Belgian company's Peppol address is its enterprise number: the VAT number's ten digits.
  const enterprise = enterpriseNumberDigits(buyer.vatNumber.slice(2));
  const vatNumberScheme = VAT_NUMBER_SCHEMES[vatNumberPrefix(buyer.vatNumber)];
  return element(
    'cac:AccountingCustomerParty',
    element('cac:Party', [
      enterprise
        ? text('cbc:EndpointID', enterprise, { schemeID: BELGIAN_ENTERPRISE_SCHEME })
        : vatNumberScheme
          ? text('cbc:EndpointID', buyer.vatNumber, { schemeID: vatNumberScheme })
          : text('cbc:EndpointID', buyer.email, { schemeID: 'EM' }),
      address(buyer),
      statesVat &&
        element('cac:PartyTaxScheme', [text('cbc:CompanyID', buyer.vatNumber), vatScheme()]),
      element('cac:PartyLegalEntity', [
        text('cbc:RegistrationName', buyer.name),
        enterprise && text('cbc:CompanyID', enterprise, { schemeID: BELGIAN_ENTERPRISE_SCHEME }),
      ]),
      element('cac:Contact', text('cbc:ElectronicMail', buyer.email)),
    ]),
  );
}

/**
 * A line's net price (BT-146). The PDF's unit price without VAT is rounded to the cent; where
 * quantity × that price would miss the line's net amount by more than the rules allow and no
 * discount explains the gap, the price is stated to four decimals instead (EN 16931 sets no
 * decimals for a price), so quantity × price is the line's amount.
 */
function netPrice(line: DocumentLine): string {
  const unit = parseMoney(line.unitPriceExclVat);
  const net = parseMoney(line.amountExclVat);
  if (line.discount || unit * line.quantity === net) return moneyToApi(unit);
  return (net / 100 / line.quantity).toFixed(4);
}

function documentLine(
  kind: UblDocument['kind'],
  line: DocumentLine,
  index: number,
  reverseCharge: boolean,
) {
  const tag = kind === 'invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  const quantityTag = kind === 'invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity';
  return element(tag, [
    text('cbc:ID', String(index + 1)),
    text(quantityTag, String(line.quantity), { unitCode: UNIT_CODE }),
    amount('cbc:LineExtensionAmount', parseMoney(line.amountExclVat)),
    line.discount &&
      element('cac:AllowanceCharge', [
        text('cbc:ChargeIndicator', 'false'),
        text('cbc:AllowanceChargeReasonCode', DISCOUNT_REASON_CODE),
        text('cbc:AllowanceChargeReason', line.discount.code),
        amount('cbc:Amount', parseMoney(line.discount.amountExclVat)),
      ]),
    element('cac:Item', [
      text('cbc:Description', line.personalization),
      text('cbc:Name', line.description),
      taxCategory(
        'cac:ClassifiedTaxCategory',
        line.outOfScope ? null : line.vatRate,
        reverseCharge,
      ),
    ]),
    element('cac:Price', text('cbc:PriceAmount', netPrice(line), { currencyID: 'EUR' })),
  ]);
}

/**
 * What the e-invoice states of a document's lines. A money gift card's sale is not a supply
 * (ADR 0044) and EN 16931 lets "not subject to VAT" (O) stand on a document only alone
 * (BR-O-11 to BR-O-14): beside taxable goods its lines are left out of the e-invoice, with what
 * was paid for them; alone they make a document of category O, which names no VAT number
 * (BR-O-02). The PDF states them either way, with the voucher mention (ADR 0087).
 */
function statedLines(document: UblDocument) {
  const taxable = document.lines.filter((line) => !line.outOfScope);
  if (taxable.length === 0) {
    const total = sumMoney(document.lines.map((line) => parseMoney(line.amountInclVat)));
    return { lines: document.lines, total, breakdown: null, voucherOnly: true };
  }
  const vouchers = sumMoney(
    document.lines.filter((line) => line.outOfScope).map((line) => parseMoney(line.amountInclVat)),
  );
  const total = (document.total - vouchers) as Money;
  return { lines: taxable, total, breakdown: document.vatBreakdown, voucherOnly: false };
}

/**
 * The document as Peppol BIS Billing 3.0 UBL. Lines are rounded to the cent one by one and the
 * VAT once per rate, so the sum of the lines without VAT may differ by a cent or two from the
 * taxable amounts; the total with VAT is then the lines' sum plus the VAT, and the rounding amount
 * (BT-114) brings it back to what was paid, as the PDF's total states.
 */
export function ublDocument(document: UblDocument): string {
  const isInvoice = document.kind === 'invoice';
  const reverseCharge = document.reverseCharge !== undefined;
  const stated = statedLines(document);
  const lineTotal = sumMoney(stated.lines.map((line) => parseMoney(line.amountExclVat)));
  const vatTotal = sumMoney((stated.breakdown ?? []).map((row) => parseMoney(row.vat_amount)));
  const withVat = sumMoney([lineTotal, vatTotal]);
  // Cents, signed: the lines' rounding may fall either side of what was paid.
  const rounding = stated.total - withVat;
  const root = isInvoice ? 'Invoice' : 'CreditNote';
  const namespace = `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`;
  const body = [
    text('cbc:CustomizationID', CUSTOMIZATION_ID),
    text('cbc:ProfileID', PROFILE_ID),
    text('cbc:ID', document.number),
    text('cbc:IssueDate', document.issueDate),
    isInvoice ? text('cbc:InvoiceTypeCode', '380') : text('cbc:CreditNoteTypeCode', '381'),
    text('cbc:Note', document.note),
    text('cbc:DocumentCurrencyCode', 'EUR'),
    text('cbc:BuyerReference', document.orderReference),
    element('cac:OrderReference', text('cbc:ID', document.orderReference)),
    document.correctedInvoice &&
      element(
        'cac:BillingReference',
        element('cac:InvoiceDocumentReference', [
          text('cbc:ID', document.correctedInvoice.number),
          text('cbc:IssueDate', document.correctedInvoice.issueDate),
        ]),
      ),
    sellerParty(document.seller, !stated.voucherOnly),
    buyerParty(document.buyer, !stated.voucherOnly),
    (document.supplyDate || document.reverseCharge) &&
      element('cac:Delivery', [
        text('cbc:ActualDeliveryDate', document.supplyDate),
        document.reverseCharge &&
          element(
            'cac:DeliveryLocation',
            element(
              'cac:Address',
              element(
                'cac:Country',
                text('cbc:IdentificationCode', document.reverseCharge.deliveryCountry),
              ),
            ),
          ),
      ]),
    element('cac:PaymentMeans', [
      text('cbc:PaymentMeansCode', document.payment.code, { name: document.payment.name }),
    ]),
    element('cac:TaxTotal', [
      amount('cbc:TaxAmount', vatTotal),
      ...(stated.breakdown ?? []).map((row) =>
        element('cac:TaxSubtotal', [
          amount('cbc:TaxableAmount', parseMoney(row.taxable_amount)),
          amount('cbc:TaxAmount', parseMoney(row.vat_amount)),
          taxCategory('cac:TaxCategory', row.rate, reverseCharge),
        ]),
      ),
      stated.voucherOnly &&
        element('cac:TaxSubtotal', [
          amount('cbc:TaxableAmount', lineTotal),
          amount('cbc:TaxAmount', moneyFromCents(0)),
          taxCategory('cac:TaxCategory', null),
        ]),
    ]),
    element('cac:LegalMonetaryTotal', [
      amount('cbc:LineExtensionAmount', lineTotal),
      amount('cbc:TaxExclusiveAmount', lineTotal),
      amount('cbc:TaxInclusiveAmount', withVat),
      amount('cbc:PrepaidAmount', stated.total),
      rounding !== 0 &&
        text('cbc:PayableRoundingAmount', signedCentsToApi(rounding), { currencyID: 'EUR' }),
      amount('cbc:PayableAmount', moneyFromCents(0)),
    ]),
    ...stated.lines.map((line, index) => documentLine(document.kind, line, index, reverseCharge)),
  ];
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<${root} xmlns="${namespace}" ` +
    `xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ` +
    `xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">` +
    body.filter(Boolean).join('') +
    `</${root}>\n`
  );
}
