import { useEffect, useId, useState, type ReactNode } from 'react';
import { Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminSales } from '@shop/contracts';
import { signedCents } from '@shop/contracts/money';
import type { ShopDataProvider } from './dataProvider';
import { useFormat } from './i18n/fields';
import { formatDate } from './i18n/format';

/**
 * The dashboard's charts (issue 19): revenue and orders per day over 30 or 90 days, net of
 * refunds with the VAT apart, and the best sellers. Each chart is drawn for the eye and has
 * the same figures as a table for screen readers and for reading exact amounts.
 */

/**
 * The periods the API offers (contracts' SALES_PERIODS): written here because importing the
 * contracts' values would load zod, whose compiled parsers the admin's CSP refuses.
 */
const SALES_PERIODS = [30, 90] as const;

/** "23/11" from "2026-11-23": the axis needs no year. */
const dayAndMonth = (date: string) => formatDate(`${date}T12:00:00Z`).slice(0, 5);

function ChartCard({
  title,
  tableLabel,
  chart,
  table,
}: {
  title: string;
  tableLabel: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {chart}
        <details>
          <summary>{tableLabel}</summary>
          {table}
        </details>
      </CardContent>
    </Card>
  );
}

const cellStyle = { padding: '4px 12px', textAlign: 'right' } as const;
const headStyle = { ...cellStyle, borderBottom: '1px solid #e0e0e0' } as const;
const rowHeadStyle = { ...cellStyle, textAlign: 'left', fontWeight: 400 } as const;

/** A chart's figures: a header per column, and per row a header cell then its values. */
function FiguresTable({
  testId,
  columns,
  rows,
}: {
  testId?: string;
  columns: string[];
  rows: { key: string; header: string; cells: string[] }[];
}) {
  return (
    <table data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              style={index === 0 ? { ...headStyle, textAlign: 'left' } : headStyle}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={rowHeadStyle}>
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} style={cellStyle}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SalesCharts() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const translate = useTranslate();
  const { locale, money, cents, count } = useFormat();
  const [days, setDays] = useState<(typeof SALES_PERIODS)[number]>(30);
  const [sales, setSales] = useState<AdminSales | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    dataProvider.getSales(days, locale).then(
      (next) => {
        if (!current) return;
        setSales(next);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, days, locale]);

  const localeText = {
    loading: translate('shop.sales.loading'),
    noData: translate('shop.sales.no_data'),
  };
  const dates = sales?.per_day.map((day) => dayAndMonth(day.date)) ?? [];
  const moneyAxis = (value: number | null) => (value === null ? '' : cents(value));

  return (
    <section aria-labelledby="sales-title" data-testid="sales">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginTop: 24 }}>
        <Typography id="sales-title" variant="h5" component="h2">
          {translate('shop.sales.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          aria-label={translate('shop.sales.period')}
          onChange={(_event, next: number | null) => {
            if (next === 30 || next === 90) setDays(next);
          }}
        >
          {SALES_PERIODS.map((period) => (
            <ToggleButton key={period} value={period}>
              {translate('shop.sales.days', { count: period })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {failed ? (
        <Typography role="alert" sx={{ mt: 2 }}>
          {translate('shop.sales.load_failed')}
        </Typography>
      ) : !sales ? (
        <Typography sx={{ mt: 2 }}>{translate('shop.sales.loading')}</Typography>
      ) : (
        <>
          <Typography sx={{ mt: 1 }} data-testid="sales-totals">
            {translate('shop.sales.totals', {
              revenue: money(sales.totals.revenue),
              vat: money(sales.totals.vat),
              refunded: money(sales.totals.refunded),
              orders: count(sales.totals.orders),
            })}
          </Typography>
          <Typography data-testid="sales-gift-share">
            {translate('shop.sales.gift_share', {
              gifts: count(sales.totals.gift_orders),
              orders: count(sales.totals.orders),
              percent: count(
                sales.totals.orders === 0
                  ? 0
                  : Math.round((100 * sales.totals.gift_orders) / sales.totals.orders),
              ),
            })}
          </Typography>
          <ChartCard
            title={translate('shop.sales.revenue_title')}
            tableLabel={translate('shop.sales.show_table')}
            chart={
              <BarChart
                height={280}
                localeText={localeText}
                xAxis={[{ scaleType: 'band', data: dates }]}
                yAxis={[{ valueFormatter: moneyAxis, width: 80 }]}
                series={[
                  {
                    label: translate('shop.sales.revenue_excl_vat'),
                    // In cents: subtracting euros as floats drifts by a cent.
                    data: sales.per_day.map(
                      (day) => signedCents(day.revenue) - signedCents(day.vat),
                    ),
                    stack: 'revenue',
                    valueFormatter: moneyAxis,
                  },
                  {
                    label: translate('shop.sales.vat'),
                    data: sales.per_day.map((day) => signedCents(day.vat)),
                    stack: 'revenue',
                    valueFormatter: moneyAxis,
                  },
                ]}
              />
            }
            table={
              <FiguresTable
                testId="sales-table"
                columns={[
                  translate('shop.sales.date'),
                  translate('shop.sales.orders'),
                  translate('shop.sales.revenue'),
                  translate('shop.sales.vat'),
                  translate('shop.sales.refunded'),
                ]}
                rows={sales.per_day.map((day) => ({
                  key: day.date,
                  header: formatDate(`${day.date}T12:00:00Z`),
                  cells: [
                    count(day.orders),
                    money(day.revenue),
                    money(day.vat),
                    money(day.refunded),
                  ],
                }))}
              />
            }
          />
          <ChartCard
            title={translate('shop.sales.orders_title')}
            tableLabel={translate('shop.sales.show_table')}
            chart={
              <LineChart
                height={220}
                localeText={localeText}
                xAxis={[{ scaleType: 'point', data: dates }]}
                yAxis={[{ tickMinStep: 1, valueFormatter: (value: number | null) => count(value) }]}
                series={[
                  {
                    label: translate('shop.sales.orders'),
                    data: sales.per_day.map((day) => day.orders),
                    showMark: false,
                    curve: 'linear',
                  },
                ]}
              />
            }
            table={
              <FiguresTable
                columns={[translate('shop.sales.date'), translate('shop.sales.orders')]}
                rows={sales.per_day.map((day) => ({
                  key: day.date,
                  header: formatDate(`${day.date}T12:00:00Z`),
                  cells: [count(day.orders)],
                }))}
              />
            }
          />
          <ChartCard
            title={translate('shop.sales.best_sellers_title')}
            tableLabel={translate('shop.sales.show_table')}
            chart={
              <BarChart
                height={60 + 40 * Math.max(sales.best_sellers.length, 1)}
                layout="horizontal"
                localeText={localeText}
                yAxis={[
                  {
                    scaleType: 'band',
                    data: sales.best_sellers.map((product) => product.name),
                    width: 160,
                  },
                ]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[
                  {
                    label: translate('shop.sales.units'),
                    data: sales.best_sellers.map((product) => product.quantity),
                  },
                ]}
              />
            }
            table={
              <FiguresTable
                testId="best-sellers-table"
                columns={[
                  translate('shop.sales.product'),
                  translate('shop.sales.units'),
                  translate('shop.sales.revenue'),
                ]}
                rows={sales.best_sellers.map((product) => ({
                  key: String(product.product_id ?? product.name),
                  header: product.name,
                  cells: [count(product.quantity), money(product.revenue)],
                }))}
              />
            }
          />
        </>
      )}
    </section>
  );
}
