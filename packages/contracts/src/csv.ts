/**
 * CSV cells that a spreadsheet shows as text and never runs (OWASP "CSV Injection"; ADR 0049).
 * Belgian, Dutch and French spreadsheet settings split on `;` (some on `,` or a tab), and some
 * split inside quotes too when a file is opened rather than imported, so a text is quoted
 * and every part of it that could start a cell — its start, and what follows each `;`, `,`
 * tab or line break — gets a leading apostrophe when it begins with a formula character.
 */

/** What makes a spreadsheet read a cell as a formula (or a DDE call): = + - @, tab, CR. */
const FORMULA_START = /^((?:\s|")*)([=+\-@\t\r])/;
/** A separator some spreadsheet splits on (or a line break), then what may start the next cell
 * (spaces and quotes before it are skipped by some). */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n])((?:[^\S\r\n]|")*)([=+\-@])/g;

/** The text with every part a spreadsheet could read as a formula made inert. */
export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'$3").replace(FORMULA_START, "$1'$2");
}

/** A text cell: neutralised, and always quoted (quotes doubled, RFC 4180). */
export function csvText(value: string): string {
  return `"${neutraliseFormulas(value).replaceAll('"', '""')}"`;
}
