/**
 * Invoicing: the numbering of invoices and credit notes, issuing them (with their PDFs' content)
 * and reading them back, the accountant's monthly exports and the quarterly OSS return. It owns `invoices`,
 * `credit_notes` and `document_numbers`; it reads the order tables through db/ only.
 * It may use db/, documents/, i18n/, mail/templates.ts and @shop/contracts; it may not use the
 * orders or gift-cards domains (orders calls it when an order is paid or refunded).
 */
export {
  documentPdf,
  documentsOfOrders,
  findDocument,
  invoiceAttachment,
  issueCreditNote,
  issueInvoice,
  type OrderDocuments,
} from './invoices.js';
export {
  documentUbl,
  documentUrl,
  eInvoiceAttachment,
  eInvoiceFilename,
  eInvoiceUrl,
} from './e-invoices.js';
export { handInWaitingEInvoices, invoiceBuyersOfOrders } from './e-invoice-deliveries.js';
export { billitAccessPoint } from './e-invoice/access-point.js';
export { invoicingJobs } from './jobs.js';
export { exportQuery, invoiceDocumentsZip, invoiceRegisterCsv } from './accountant-export.js';
export {
  DISTANCE_SALES_THRESHOLD,
  distanceSalesOfYear,
  intraCommunityListingCsv,
  ossReportCsv,
} from './oss.js';
