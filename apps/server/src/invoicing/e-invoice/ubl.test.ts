import { describe, expect, it } from 'vitest';
import { eInvoiceErrors } from '../../test/e-invoice-rules.js';
import { ublDocument, type UblDocument } from './ubl.js';

const seller = {
  legalName: 'Atelier Cadeau BV',
  street: 'Voorbeeldstraat 1',
  postalCode: '1000',
  city: 'Brussel',
  country: 'BE',
  vatNumber: 'BE0000000097',
  enterpriseNumber: '0000.000.097',
  email: 'shop@example.com',
  phone: '+32 2 000 00 00',
  legalForm: 'BV',
  registerCourt: 'Brussel',
};

const invoice: UblDocument = {
  kind: 'invoice',
  number: '2026-000042',
  issueDate: '2026-11-27',
  supplyDate: '2026-11-27',
  orderReference: '42',
  seller,
  buyer: {
    name: 'Bakkerij Peeters NV',
    street: 'Kerkstraat 12',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'BE',
    vatNumber: 'BE0403170701',
    email: 'boekhouding@example.be',
  },
  lines: [
    // Three candles at 10.00 with VAT: 3 × 8.26 is 24.78, the line 24.79 without VAT.
    {
      description: 'Kaars',
      personalization: 'Voor Mia',
      quantity: 3,
      vatRate: '21',
      unitPriceExclVat: '8.26',
      amountExclVat: '24.79',
      amountInclVat: '30.00',
    },
    {
      description: 'Snijplank',
      personalization: '',
      quantity: 1,
      vatRate: '21',
      unitPriceExclVat: '41.24',
      amountExclVat: '37.11',
      amountInclVat: '44.90',
      discount: { code: 'WELKOM10', amountExclVat: '4.13' },
    },
    {
      description: 'Chocolade',
      personalization: '',
      quantity: 2,
      vatRate: '6',
      unitPriceExclVat: '4.67',
      amountExclVat: '9.34',
      amountInclVat: '9.90',
    },
  ],
  vatBreakdown: [
    { rate: '21', taxable_amount: '61.90', vat_amount: '13.00' },
    { rate: '6', taxable_amount: '9.34', vat_amount: '0.56' },
  ],
  total: 8480 as UblDocument['total'],
  payment: { code: '48', name: 'Visa •••• 4242' },
};

describe('an invoice as Peppol BIS Billing 3.0', () => {
  it('passes the EN 16931 and the Peppol rules', async () => {
    expect(await eInvoiceErrors(ublDocument(invoice))).toEqual([]);
  });

  it('states the lines, the VAT per rate and what was paid as the PDF does', () => {
    const xml = ublDocument(invoice);
    expect(xml).toContain('<cbc:ID>2026-000042</cbc:ID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
    expect(xml).toContain('<cbc:TaxAmount currencyID="EUR">13.56</cbc:TaxAmount>');
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">84.80</cbc:PrepaidAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:AllowanceChargeReason>WELKOM10</cbc:AllowanceChargeReason>');
  });

  it('escapes what the record holds', () => {
    const xml = ublDocument({
      ...invoice,
      buyer: { ...invoice.buyer, name: 'Smith & Zonen <BV>' },
    });
    expect(xml).toContain('Smith &amp; Zonen &lt;BV&gt;');
  });

  it('a credit note names the invoice it corrects and passes the rules', async () => {
    const xml = ublDocument({
      ...invoice,
      kind: 'credit-note',
      number: 'CN-2026-000007',
      supplyDate: undefined,
      correctedInvoice: { number: '2026-000042', issueDate: '2026-11-27' },
      note: 'Withdrawal',
      lines: [invoice.lines[2]!],
      vatBreakdown: [{ rate: '6', taxable_amount: '9.34', vat_amount: '0.56' }],
      total: 990 as UblDocument['total'],
    });
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(await eInvoiceErrors(xml)).toEqual([]);
  });
});

describe('an intra-Community supply under reverse charge (ADR 0094)', () => {
  // A Dutch company pays the shown prices less the Belgian VAT in them, at 0 %.
  const reverseCharged: UblDocument = {
    ...invoice,
    buyer: {
      name: 'Bakkerij de Vries BV',
      street: 'Dorpsstraat 3',
      postalCode: '1011 AB',
      city: 'Amsterdam',
      country: 'NL',
      vatNumber: 'NL004495445B01',
      email: 'administratie@example.nl',
    },
    lines: [
      {
        description: 'Snijplank',
        personalization: '',
        quantity: 1,
        vatRate: '0',
        unitPriceExclVat: '20.62',
        amountExclVat: '20.62',
        amountInclVat: '20.62',
      },
      {
        description: 'Delivery',
        personalization: '',
        quantity: 1,
        vatRate: '0',
        unitPriceExclVat: '5.37',
        amountExclVat: '5.37',
        amountInclVat: '5.37',
      },
    ],
    vatBreakdown: [{ rate: '0', taxable_amount: '25.99', vat_amount: '0.00' }],
    total: 2599 as UblDocument['total'],
    reverseCharge: { deliveryCountry: 'NL' },
  };

  it('states category K with its exemption, both VAT numbers and the delivery country', async () => {
    const xml = ublDocument(reverseCharged);
    expect(xml).toContain('<cbc:ID>K</cbc:ID>');
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>VATEX-EU-IC</cbc:TaxExemptionReasonCode>');
    expect(xml).toContain('<cbc:CompanyID>NL004495445B01</cbc:CompanyID>');
    expect(xml).toContain('<cbc:CompanyID>BE0000000097</cbc:CompanyID>');
    expect(xml).toContain('<cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country>');
    expect(await eInvoiceErrors(xml)).toEqual([]);
  });

  it('its credit note passes both rule sets too', async () => {
    const xml = ublDocument({
      ...reverseCharged,
      kind: 'credit-note',
      number: 'CN-2026-000008',
      correctedInvoice: { number: '2026-000042', issueDate: '2026-11-27' },
      note: 'Withdrawal',
      lines: [reverseCharged.lines[0]!],
      vatBreakdown: [{ rate: '0', taxable_amount: '20.62', vat_amount: '0.00' }],
      total: 2062 as UblDocument['total'],
    });
    expect(await eInvoiceErrors(xml)).toEqual([]);
  });
});

describe('the rule checks themselves', () => {
  it('find what breaks the rules: a total that is not the sum, a wrong profile', async () => {
    const broken = ublDocument(invoice)
      .replace('<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', '<cbc:ProfileID>x')
      .replace(
        '<cbc:TaxExclusiveAmount currencyID="EUR">71.24<',
        '<cbc:TaxExclusiveAmount currencyID="EUR">70.24<',
      );
    const errors = await eInvoiceErrors(broken);
    expect(errors.some((error) => error.startsWith('PEPPOL PEPPOL-EN16931-R007'))).toBe(true);
    expect(errors.some((error) => error.startsWith('EN16931 BR-CO-13'))).toBe(true);
  });
});
