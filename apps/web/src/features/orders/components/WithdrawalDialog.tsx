import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES, WITHDRAWAL_REASON_MAX, type OrderSummary } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf } from '../../../lib/api';
import { fieldText } from '../../../lib/api-failure';
import { useWithdrawFromOrderMutation } from '../api/withdraw';

/**
 * The withdrawal function (art. 11a; ADR 0034): the labelled button opens a step where the
 * customer chooses the lines and units (all eligible units preselected) and may give a
 * reason, then confirms; the answer says the acknowledgement mail is on its way.
 */
export function WithdrawalDialog({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const eligible = order.items.filter((item) => item.withdrawable_quantity > 0);
  const excluded = order.items.filter((item) => !item.withdrawal_right);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [withdraw, result] = useWithdrawFromOrderMutation();
  const failure = failureOf(result.error);
  const done = result.data;
  const chosen = eligible
    .map((item) => ({ id: item.id, quantity: units[item.id] ?? item.withdrawable_quantity }))
    .filter((item) => item.quantity > 0);

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      setUnits({});
      setReason('');
      result.reset();
    }
  };

  const confirm = () => {
    void withdraw({
      orderId: order.order_id,
      request: { items: chosen, ...(reason.trim() ? { reason } : {}) },
    });
  };

  // Once confirmed, the order may have nothing left to withdraw: the step stays open to say so.
  if (!order.withdrawal.open && !open) return null;

  const fieldError = (index: number) =>
    failure
      ? (fieldText(failure, `items.${index}.id`) ?? fieldText(failure, `items.${index}.quantity`))
      : null;

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" className="mt-4 self-start">
          {t('orders.withdrawal.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream-50 p-6 shadow-xl"
        >
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
            {t('orders.withdrawal.title', { number: order.order_id })}
          </Dialog.Title>
          {done ? (
            <div role="status" className="mt-4 space-y-3 text-ink-800">
              <p className="font-semibold text-green-800">{t('orders.withdrawal.done')}</p>
              <p>
                {t('orders.withdrawal.doneDetail', {
                  when: new Intl.DateTimeFormat(language, {
                    dateStyle: 'long',
                    timeStyle: 'short',
                  }).format(new Date(done.withdrawn_at)),
                })}
              </p>
              <Dialog.Close asChild>
                <Button className="mt-2">{t('orders.withdrawal.close')}</Button>
              </Dialog.Close>
            </div>
          ) : (
            <form
              className="mt-4 space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                confirm();
              }}
            >
              <p className="text-ink-700">
                {order.withdrawal.last_day
                  ? t('orders.withdrawal.leadUntil', {
                      date: new Intl.DateTimeFormat(language, {
                        dateStyle: 'long',
                        timeZone: 'UTC',
                      }).format(new Date(`${order.withdrawal.last_day}T00:00:00Z`)),
                    })
                  : t('orders.withdrawal.leadBeforeDelivery')}
              </p>
              <fieldset className="space-y-3">
                <legend className="font-semibold text-ink-900">
                  {t('orders.withdrawal.choose')}
                </legend>
                {eligible.map((item) => {
                  const error = fieldError(chosen.findIndex((line) => line.id === item.id));
                  const selectId = `withdraw-${order.order_id}-${item.id}`;
                  return (
                    <div key={item.id} data-testid="withdrawal-line">
                      <div className="flex items-center justify-between gap-4">
                        <label htmlFor={selectId} className="text-ink-900">
                          {item.product_name}
                        </label>
                        <select
                          id={selectId}
                          value={units[item.id] ?? item.withdrawable_quantity}
                          onChange={(event) =>
                            setUnits({ ...units, [item.id]: Number(event.target.value) })
                          }
                          className="h-10 rounded-full border border-ink-300 bg-white px-3"
                          aria-describedby={error ? `${selectId}-error` : undefined}
                        >
                          {Array.from({ length: item.withdrawable_quantity + 1 }, (_, value) => (
                            <option key={value} value={value}>
                              {t('orders.withdrawal.units', { count: value })}
                            </option>
                          ))}
                        </select>
                      </div>
                      {error ? (
                        <p id={`${selectId}-error`} className="mt-1 text-sm text-red-700">
                          {error}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
              </fieldset>
              {excluded.length > 0 ? (
                <div className="rounded-xl bg-cream-100 p-3 text-sm text-ink-700">
                  <p>{t('orders.withdrawal.excluded')}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {excluded.map((item) => (
                      <li key={item.id}>{item.product_name}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div>
                <label htmlFor={reasonId} className="font-semibold text-ink-900">
                  {t('orders.withdrawal.reason')}
                </label>
                <textarea
                  id={reasonId}
                  value={reason}
                  maxLength={WITHDRAWAL_REASON_MAX}
                  onChange={(event) => setReason(event.target.value)}
                  rows={3}
                  className="mt-1 w-full rounded-xl border border-ink-300 bg-white p-3"
                />
                {failure && fieldText(failure, 'reason') ? (
                  <p className="mt-1 text-sm text-red-700">{fieldText(failure, 'reason')}</p>
                ) : null}
              </div>
              {failure ? (
                <p role="alert" className="text-red-700">
                  {failure.detail ?? t('orders.withdrawal.failed')}
                </p>
              ) : null}
              <p className="text-sm text-ink-600">
                {t('orders.withdrawal.formHint')}{' '}
                <Link
                  to={STOREFRONT_ROUTES.withdrawalForm}
                  className="font-medium text-clay-700 underline"
                >
                  {t('orders.withdrawal.formLink')}
                </Link>
              </p>
              <div className="flex flex-wrap justify-end gap-3">
                <Dialog.Close asChild>
                  <Button type="button" variant="ghost">
                    {t('orders.withdrawal.cancel')}
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={chosen.length === 0 || result.isLoading}>
                  {result.isLoading
                    ? t('orders.withdrawal.sending')
                    : t('orders.withdrawal.confirm')}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
