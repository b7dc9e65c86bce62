import { downloadCSV, type Exporter } from 'react-admin';
import { csvText } from '@shop/contracts';

/**
 * The lists' "Export" button (react-admin's default writes unquoted cells that a spreadsheet
 * runs as formulas): every text is quoted and neutralised as the accountant's CSV is (ADR
 * 0049), nested objects become `a.b` columns, lists a JSON text.
 */

type Cell = string | number | boolean | null | undefined;

function flatten(value: unknown, prefix: string, into: Map<string, Cell>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
    return;
  }
  into.set(prefix, Array.isArray(value) ? JSON.stringify(value) : (value as Cell));
}

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? csvText(value) : String(value);
}

/** The records as CSV: one column per field any record has, in the order first seen. */
export function recordsCsv(records: readonly object[]): string {
  const rows = records.map((record) => {
    const cells = new Map<string, Cell>();
    flatten(record, '', cells);
    return cells;
  });
  const columns = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  return [
    columns.map((column) => csvText(column)).join(','),
    ...rows.map((row) => columns.map((column) => cell(row.get(column))).join(',')),
  ].join('\r\n');
}

export const safeExporter: Exporter = (records: object[], _fetch, _provider, resource) => {
  downloadCSV(recordsCsv(records), resource ?? 'export');
};
