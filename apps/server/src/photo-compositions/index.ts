/**
 * Photo compositions (issue 29, ADR 0100): a customer's photo placed on the product as they
 * placed it in the editor. A thumbnail of the photo on the product's main picture (the mail,
 * My orders, the admin order, the packing slip) and the print-ready printable area at the
 * photo's own resolution (staff). It reads files through the storage seam and renders with
 * sharp; a thumbnail is drawn once and kept in the upload's private area (ADR 0105), so it
 * names every file of an upload (deleteUploadFiles) for each path that deletes one; the order domain says which files and placement a line has (findLinePhoto), so this
 * folder imports no domain, and any domain or module may use it through this file.
 */
export { printReadySize } from './geometry.js';
export { renderCompositionThumbnail, renderPrintReady, THUMBNAIL_WIDTH } from './render.js';
export { deleteUploadFiles, linePrintReady, lineThumbnail } from './lines.js';
