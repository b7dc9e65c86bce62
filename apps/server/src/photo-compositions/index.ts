/**
 * Photo compositions (issue 29, ADR 0100): a customer's photo placed on the product as they
 * placed it in the editor. A thumbnail of the photo on the product's main picture (the mail,
 * My orders, the admin order, the packing slip) and the print-ready printable area at the
 * photo's own resolution (staff). It reads files through the storage seam and renders with
 * sharp; the order domain says which files and placement a line has (findLinePhoto), so this
 * folder imports no domain, and any domain or module may use it through this file.
 */
export { printReadySize } from './geometry.js';
export { renderCompositionThumbnail, renderPrintReady, THUMBNAIL_WIDTH } from './render.js';
export { linePrintReady, lineThumbnail } from './lines.js';
