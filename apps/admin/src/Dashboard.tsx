import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button as MuiButton, Card, CardContent, TextField, Typography } from '@mui/material';
import { Link, Title, useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { AdminDashboard, AdminToday } from '@shop/contracts';
import type { ShopDataProvider } from './dataProvider';
import { AccountantExport } from './AccountantExport';
import { openPdfInNewTab, packingSlipUrl } from './files';
import { useFormat } from './i18n/fields';
import { RefundDeadline, withdrawnLines } from './withdrawals';

type OrderToShip = AdminToday['orders_to_ship']['entries'][number];

/** The charts library loads after the day's work, which staff need first (docs/PERFORMANCE.md). */
const SalesCharts = lazy(async () => ({ default: (await import('./SalesCharts')).SalesCharts }));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card sx={{ minWidth: 180, flex: '1 1 180px' }}>
      <CardContent>
        <Typography color="text.secondary" gutterBottom>
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * One of the day's lists: a heading with how many, an entry per item (rendered by the caller),
 * a line saying how many more there are, or what to say when there are none.
 */
function WorkList<Entry extends { id: number | string }>({
  id,
  title,
  list,
  empty,
  entryTestId,
  renderEntry,
}: {
  id: string;
  title: string;
  list: { total: number; entries: Entry[] };
  empty: string;
  entryTestId?: string;
  renderEntry: (entry: Entry) => ReactNode;
}) {
  const translate = useTranslate();
  const { total, entries } = list;
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2 }} data-testid={id}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title} ({total})
        </Typography>
        {total === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {entries.map((entry) => (
                <li key={entry.id} style={entryStyle} data-testid={entryTestId}>
                  {renderEntry(entry)}
                </li>
              ))}
            </ul>
            {total > entries.length ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {translate('shop.today.more', { count: total - entries.length })}
              </Typography>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

const entryStyle = { padding: '12px 0', borderTop: '1px solid #e0e0e0' } as const;

/**
 * "Shipped" with the tracking number, through the order's own status transition; for an order
 * collected at the workshop (never shipped) "Ready for collection", which mails the customer.
 */
function ShipForm({ order, onShipped }: { order: OrderToShip; onShipped: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [tracking, setTracking] = useState('');
  const inputId = `tracking-${order.id}`;
  const collected = order.delivery_kind === 'collection';
  return (
    <form
      style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 8 }}
      onSubmit={(event) => {
        event.preventDefault();
        void update(
          'orders',
          {
            id: order.id,
            data: collected
              ? { status: 'ready_for_collection' }
              : { status: 'shipped', tracking_number: tracking.trim() || null },
            previousData: { id: order.id },
          },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(collected ? 'shop.today.ready' : 'shop.today.shipped', {
                type: 'info',
                messageArgs: { id: order.id },
              });
              onShipped();
            },
            onError: (error) =>
              notify(error instanceof Error ? error.message : 'shop.common.save_failed', {
                type: 'error',
              }),
          },
        );
      }}
    >
      {collected ? null : (
        <TextField
          id={inputId}
          size="small"
          label={translate('shop.orders.tracking_optional')}
          value={tracking}
          onChange={(event) => setTracking(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      )}
      <MuiButton type="submit" variant="contained" disabled={isPending}>
        {translate(collected ? 'shop.today.mark_ready' : 'shop.today.mark_shipped', {
          id: order.id,
        })}
      </MuiButton>
    </form>
  );
}

/** The order's packing slip (a PDF without prices, with the personalisations) in a new tab. */
function PackingSlipButton({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <MuiButton
      size="small"
      sx={{ mt: 1 }}
      onClick={() =>
        void openPdfInNewTab(packingSlipUrl(orderId)).catch(() =>
          notify('shop.orders.packing_slip_failed', { type: 'error' }),
        )
      }
    >
      {translate('shop.today.packing_slip_of', { id: orderId })}
    </MuiButton>
  );
}

function OrdersToShip({
  list,
  reload,
}: {
  list: AdminToday['orders_to_ship'];
  reload: () => void;
}) {
  const translate = useTranslate();
  const { money, dateTime } = useFormat();
  return (
    <WorkList
      id="today-orders"
      title={translate('shop.today.orders_title')}
      list={list}
      empty={translate('shop.today.orders_empty')}
      entryTestId="order-to-ship"
      renderEntry={(order) => (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link to={`/orders/${order.id}`}>
              {translate('shop.orders.number', { id: order.id })}
            </Link>{' '}
            — {order.shipping_name ?? order.email} · {money(order.total_amount)} ·{' '}
            {translate('shop.today.paid_on', { date: dateTime(order.paid_at ?? order.created_at) })}
          </Typography>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {order.items.map((item) => (
              <li key={item.id}>
                {item.quantity} × {item.product_name}
                {item.personalization ? (
                  <>
                    {': '}
                    <strong data-testid="personalisation" style={{ whiteSpace: 'pre-wrap' }}>
                      {item.personalization}
                    </strong>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <ShipForm order={order} onShipped={reload} />
          <PackingSlipButton orderId={order.id} />
        </>
      )}
    />
  );
}

export function Dashboard() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const translate = useTranslate();
  const { money, count, dateTime } = useFormat();
  const [figures, setFigures] = useState<AdminDashboard | null>(null);
  const [work, setWork] = useState<AdminToday | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    Promise.all([dataProvider.getDashboard(), dataProvider.getToday()]).then(
      ([nextFigures, nextWork]) => {
        if (!current) return;
        setFigures(nextFigures);
        setWork(nextWork);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, version]);

  return (
    <div>
      <Title title="shop.dashboard.title" />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('shop.dashboard.title')}
      </Typography>
      {failed ? (
        <Typography role="alert" sx={{ m: 2 }}>
          {translate('shop.dashboard.load_failed')}
        </Typography>
      ) : !figures || !work ? (
        <Typography sx={{ m: 2 }}>{translate('shop.dashboard.loading')}</Typography>
      ) : (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 16 }}>
            <Figure
              label={translate('shop.dashboard.orders_to_ship')}
              value={count(figures.orders_to_ship)}
            />
            <Figure
              label={translate('shop.dashboard.orders_today')}
              value={count(figures.orders_today)}
            />
            <Figure
              label={translate('shop.dashboard.revenue_today')}
              value={money(figures.revenue_today)}
            />
            <Figure
              label={translate('shop.dashboard.revenue_7_days')}
              value={money(figures.revenue_last_7_days)}
            />
            <Figure
              label={translate('shop.dashboard.revenue_30_days')}
              value={money(figures.revenue_last_30_days)}
            />
          </div>
          <OrdersToShip list={work.orders_to_ship} reload={reload} />
          <WorkList
            id="today-withdrawals"
            title={translate('shop.today.withdrawals_title')}
            list={work.withdrawals_to_refund}
            empty={translate('shop.today.withdrawals_empty')}
            entryTestId="withdrawal-to-refund"
            renderEntry={(withdrawal) => (
              <>
                <Link to={`/orders/${withdrawal.order_id}`}>
                  {translate('shop.orders.number', { id: withdrawal.order_id })}
                </Link>{' '}
                — {withdrawal.customer_email} · {withdrawnLines(withdrawal)} ·{' '}
                {money(withdrawal.amount)} · <RefundDeadline record={withdrawal} />
              </>
            )}
          />
          <WorkList
            id="today-stock"
            title={translate('shop.today.stock_title')}
            list={work.stock_alerts}
            empty={translate('shop.today.stock_empty')}
            renderEntry={(product) => (
              <>
                <Link to={`/products/${product.id}`}>{product.name}</Link> —{' '}
                {product.out_of_stock
                  ? translate('shop.today.out_of_stock')
                  : translate('shop.today.low_stock', {
                      stock: count(product.stock),
                      threshold: count(product.low_stock_threshold),
                    })}
              </>
            )}
          />
          <WorkList
            id="today-messages"
            title={translate('shop.today.messages_title')}
            list={work.unhandled_messages}
            empty={translate('shop.today.messages_empty')}
            renderEntry={(message) => (
              <>
                <Link to={`/contact-messages/${message.id}/show`}>{message.subject}</Link> —{' '}
                {message.first_name} {message.last_name} &lt;{message.email}&gt; ·{' '}
                {dateTime(message.created_at)}
              </>
            )}
          />
          <WorkList
            id="today-mails"
            title={translate('shop.today.mails_title')}
            list={work.failed_mails}
            empty={translate('shop.today.mails_empty')}
            renderEntry={(mail) => (
              <>
                <Link to={`/mail-outbox/${mail.id}/show`}>{mail.subject}</Link> — {mail.to_address}{' '}
                · {dateTime(mail.created_at)}
                {mail.last_error ? (
                  <Typography component="div" variant="body2" color="text.secondary">
                    {mail.last_error}
                  </Typography>
                ) : null}
              </>
            )}
          />
          <AccountantExport />
          <Suspense
            fallback={<Typography sx={{ mt: 2 }}>{translate('shop.sales.loading')}</Typography>}
          >
            <SalesCharts />
          </Suspense>
        </>
      )}
    </div>
  );
}
