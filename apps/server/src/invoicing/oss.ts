import { sql, type SQL } from 'drizzle-orm';
import {
  VAT_COUNTRIES,
  VAT_RATES,
  csvText,
  moneyFromCents,
  signedCentsToApi,
  vatNumberPrefix,
  type Money,
  SHOP_COUNTRY,
} from '@shop/contracts';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { SHOP_ZONE } from '../db/calendar.js';

/**
 * The One-Stop Shop's figures (ADR 0093), read from the documents as issued: invoices add,
 * credit notes subtract, each in the period of its own issue date in Brussels.
 */

/**
 * Every invoice and credit note with its sign, its order's VAT country, treatment, delivery and
 * buyer, and the buyer's VAT number as the document states it.
 */
const DOCUMENTS: SQL = sql`
  select invoices.issued_at, invoices.vat_breakdown, 1 as sign, orders.vat_country,
         orders.vat_treatment, orders.shipping_country, orders.invoice_company,
         invoices.customer->>'vatNumber' as vat_number
  from invoices join orders on orders.id = invoices.order_id
  union all
  select credit_notes.issued_at, credit_notes.vat_breakdown, -1 as sign, orders.vat_country,
         orders.vat_treatment, orders.shipping_country, orders.invoice_company,
         credit_notes.customer->>'vatNumber' as vat_number
  from credit_notes join orders on orders.id = credit_notes.order_id`;

/** Documents issued in a quarter's days in Brussels ("2026-Q4"). */
function issuedIn(quarter: string): SQL {
  const { from, to } = quarterBounds(quarter);
  return sql`(documents.issued_at at time zone ${SHOP_ZONE})::date >= ${from}::date
      and (documents.issued_at at time zone ${SHOP_ZONE})::date < ${to}::date`;
}

const cents = (field: 'taxable_amount' | 'vat_amount') =>
  sql.raw(`round((line->>'${field}')::numeric * 100)`);

/** The EU threshold of distance sales a year, VAT excluded (art. 59c Directive 2006/112/EC). */
export const DISTANCE_SALES_THRESHOLD: Money = moneyFromCents(1_000_000);

const OTHER_EU_COUNTRIES = sql.raw(
  VAT_COUNTRIES.filter((country) => country !== SHOP_COUNTRY)
    .map((country) => `'${country}'`)
    .join(', '),
);

/**
 * A calendar year's distance sales: goods delivered to consumers (no company invoice) in
 * another EU country, VAT excluded, less what was credited; gift cards sold are no supply and
 * have no taxable amount. What the €10,000 threshold is weighed against.
 */
export async function distanceSalesOfYear(
  db: Pick<Database, 'execute'>,
  year: number,
): Promise<Money> {
  const { rows } = await db.execute<{ cents: string }>(sql`
    select coalesce(sum(documents.sign * ${cents('taxable_amount')}), 0) as cents
    from (${DOCUMENTS}) documents cross join jsonb_array_elements(documents.vat_breakdown) line
    where documents.invoice_company is null
      and documents.shipping_country in (${OTHER_EU_COUNTRIES})
      and extract(year from documents.issued_at at time zone ${SHOP_ZONE}) = ${year}`);
  return moneyFromCents(Math.max(0, Number(rows[0]?.cents ?? 0)));
}

const QUARTER = /^(\d{4})-Q([1-4])$/;

/** "2026-Q4" as its first day and the next quarter's; a 400 beside `quarter` otherwise. */
export function quarterBounds(quarter: string): { from: string; to: string } {
  const match = QUARTER.exec(quarter);
  if (!match) throw AppError.validation({ quarter: [{ key: 'admin.errors.exportQuarter' }] });
  const year = Number(match[1]);
  const first = (Number(match[2]) - 1) * 3 + 1;
  const day = (y: number, month: number) => `${y}-${String(month).padStart(2, '0')}-01`;
  return {
    from: day(year, first),
    to: first === 10 ? day(year + 1, 1) : day(year, first + 3),
  };
}

/**
 * The OSS return of a quarter as CSV (ADR 0093): per country of consumption and rate, the
 * taxable amount and the VAT of the sales that owed that country's VAT; credit notes subtract
 * in their quarter. Belgian VAT is declared in the Belgian return, not here.
 */
export async function ossReportCsv(db: Database, quarter: string): Promise<string> {
  const issued = issuedIn(quarter);
  const { rows } = await db.execute<{
    country: string;
    rate: string;
    taxable: string;
    vat: string;
  }>(sql`
    select documents.vat_country as country, line->>'rate' as rate,
           sum(documents.sign * ${cents('taxable_amount')}) as taxable,
           sum(documents.sign * ${cents('vat_amount')}) as vat
    from (${DOCUMENTS}) documents cross join jsonb_array_elements(documents.vat_breakdown) line
    where documents.vat_country <> ${SHOP_COUNTRY} and ${issued}
    group by 1, 2`);
  const rateOrder = (rate: string) => VAT_RATES.indexOf(rate as (typeof VAT_RATES)[number]);
  const sorted = [...rows].sort(
    (a, b) => a.country.localeCompare(b.country) || rateOrder(a.rate) - rateOrder(b.rate),
  );
  const header = ['quarter', 'country', 'vat_rate', 'taxable_amount', 'vat_amount'];
  const lines = sorted.map((row) => [
    csvText(quarter),
    csvText(row.country),
    csvText(row.rate),
    signedCentsToApi(Number(row.taxable)),
    signedCentsToApi(Number(row.vat)),
  ]);
  return csvFile([header, ...lines]);
}

/** Rows as the exports' CSV: a byte order mark for spreadsheets, CRLF line ends. */
function csvFile(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/**
 * The intra-Community listing of a quarter as CSV (ADR 0094; Intervat's "opgave van de
 * intracommunautaire handelingen" / "relevé intracommunautaire", code L for goods): per buyer
 * VAT number, what was supplied to it under reverse charge (goods, their wrapping and delivery,
 * without VAT), less the credit notes issued in the quarter. Gift cards sold are no supply and
 * have no taxable amount.
 */
export async function intraCommunityListingCsv(db: Database, quarter: string): Promise<string> {
  const issued = issuedIn(quarter);
  const { rows } = await db.execute<{ vat_number: string; amount: string }>(sql`
    select documents.vat_number, sum(documents.sign * ${cents('taxable_amount')}) as amount
    from (${DOCUMENTS}) documents cross join jsonb_array_elements(documents.vat_breakdown) line
    where documents.vat_treatment = 'reverse-charge' and documents.vat_number is not null
      and ${issued}
    group by 1
    order by 1`);
  const header = ['quarter', 'country', 'vat_number', 'code', 'amount'];
  const lines = rows.map((row) => [
    csvText(quarter),
    // The member state as the listing writes it: the number's prefix (Greece EL).
    csvText(vatNumberPrefix(row.vat_number)),
    csvText(row.vat_number),
    'L',
    signedCentsToApi(Number(row.amount)),
  ]);
  return csvFile([header, ...lines]);
}
