import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  STOREFRONT_ROUTES,
  WITHDRAWAL_NAME_MAX,
  WITHDRAWAL_REASON_MAX,
  type LinkWithdrawalInput,
  type OrderSummary,
  type WithdrawalLine,
  type WithdrawalPeriod,
} from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import type { ApiFailure } from '../../../lib/api-failure';
import { fieldText } from '../../../lib/api-failure';

const inputClasses = 'mt-1 h-11 w-full rounded-xl border border-ink-300 bg-white px-3';

/**
 * The withdrawal statement (art. 11a(1)-(2); ADR 0034, 0047): the lines to choose (those that
 * cannot be chosen say why), the consumer's name and the address the acknowledgement goes to,
 * both shown to confirm or correct, an optional reason, and "Confirm withdrawal".
 */
export function WithdrawalStatement({
  orderId,
  lines,
  period,
  defaults,
  sending,
  failure,
  onConfirm,
  onCancel,
}: {
  orderId: number;
  lines: readonly WithdrawalLine[];
  period: WithdrawalPeriod;
  defaults: { name: string; email: string };
  sending: boolean;
  failure: ApiFailure | null;
  onConfirm: (statement: LinkWithdrawalInput) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const nameId = useId();
  const emailId = useId();
  const reasonId = useId();
  const [units, setUnits] = useState<Record<number, number>>({});
  const [name, setName] = useState(defaults.name);
  const [email, setEmail] = useState(defaults.email);
  const [reason, setReason] = useState('');
  const eligible = lines.filter((line) => line.withdrawable_quantity > 0);
  const chosen = eligible
    .map((line) => ({ id: line.id, quantity: units[line.id] ?? line.withdrawable_quantity }))
    .filter((line) => line.quantity > 0);
  const lastDay = period.last_day
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${period.last_day}T00:00:00Z`),
      )
    : null;

  /** Why a line cannot be chosen, or null when it can. */
  const whyNot = (line: WithdrawalLine): string | null => {
    if (line.withdrawable_quantity > 0) return null;
    if (!line.withdrawal_right) return t('orders.withdrawal.lineNoRight');
    if (!period.open && lastDay) return t('orders.withdrawal.linePeriodOver', { date: lastDay });
    return t('orders.withdrawal.lineNothingLeft');
  };
  const fieldError = (field: string) => (failure ? fieldText(failure, field) : null);
  const lineError = (lineId: number) => {
    const index = chosen.findIndex((line) => line.id === lineId);
    return index < 0
      ? null
      : (fieldError(`items.${index}.id`) ?? fieldError(`items.${index}.quantity`));
  };

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm({ items: chosen, name, email, ...(reason.trim() ? { reason } : {}) });
      }}
    >
      <p className="text-ink-700">
        {lastDay && period.open
          ? t('orders.withdrawal.leadUntil', { date: lastDay })
          : period.open
            ? t('orders.withdrawal.leadBeforeDelivery')
            : t('orders.withdrawal.closed')}
      </p>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink-900">{t('orders.withdrawal.choose')}</legend>
        {lines.map((line) => {
          const why = whyNot(line);
          const selectId = `withdraw-${orderId}-${line.id}`;
          const error = lineError(line.id);
          return (
            <div key={line.id} data-testid="withdrawal-line">
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={selectId} className="text-ink-900">
                  {line.product_name}
                </label>
                {why ? null : (
                  <select
                    id={selectId}
                    value={units[line.id] ?? line.withdrawable_quantity}
                    onChange={(event) =>
                      setUnits({ ...units, [line.id]: Number(event.target.value) })
                    }
                    className="h-10 rounded-full border border-ink-300 bg-white px-3"
                    aria-describedby={error ? `${selectId}-error` : undefined}
                  >
                    {Array.from({ length: line.withdrawable_quantity + 1 }, (_, value) => (
                      <option key={value} value={value}>
                        {t('orders.withdrawal.units', { count: value })}
                      </option>
                    ))}
                  </select>
                )}
              </div>
              {why ? (
                <p className="mt-1 text-sm text-ink-600" data-testid="withdrawal-line-why-not">
                  {why}
                </p>
              ) : null}
              {error ? (
                <p id={`${selectId}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink-900">{t('orders.withdrawal.whoTitle')}</legend>
        <p className="text-sm text-ink-700">{t('orders.withdrawal.whoLead')}</p>
        <div>
          <label htmlFor={nameId} className="text-ink-900">
            {t('orders.withdrawal.name')}
          </label>
          <input
            id={nameId}
            value={name}
            autoComplete="name"
            maxLength={WITHDRAWAL_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            className={inputClasses}
          />
          {fieldError('name') ? (
            <p className="mt-1 text-sm text-red-700">{fieldError('name')}</p>
          ) : null}
        </div>
        <div>
          <label htmlFor={emailId} className="text-ink-900">
            {t('orders.withdrawal.email')}
          </label>
          <input
            id={emailId}
            type="email"
            value={email}
            autoComplete="email"
            onChange={(event) => setEmail(event.target.value)}
            className={inputClasses}
          />
          {fieldError('email') ? (
            <p className="mt-1 text-sm text-red-700">{fieldError('email')}</p>
          ) : null}
        </div>
      </fieldset>
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
        {fieldError('reason') ? (
          <p className="mt-1 text-sm text-red-700">{fieldError('reason')}</p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-red-700">
          {failure.detail ?? t('orders.withdrawal.failed')}
        </p>
      ) : null}
      <p className="text-sm text-ink-600">
        {t('orders.withdrawal.formHint')}{' '}
        <Link to={STOREFRONT_ROUTES.withdrawalForm} className="font-medium text-clay-700 underline">
          {t('orders.withdrawal.formLink')}
        </Link>
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('orders.withdrawal.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={chosen.length === 0 || sending}>
          {sending ? t('orders.withdrawal.sending') : t('orders.withdrawal.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The name to confirm: the delivery name, unless the order was a gift (then it is the recipient's). */
export function deliveryName(order: Pick<OrderSummary, 'gift' | 'shipping_address'>): string {
  return order.gift.is_gift ? '' : (order.shipping_address?.name ?? '');
}

/** What the consumer sees once the shop has the withdrawal (art. 11a(3): the mail follows). */
export function WithdrawalReceived({ withdrawnAt, email }: { withdrawnAt: string; email: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div role="status" className="space-y-3 text-ink-800">
      <p className="font-semibold text-green-800">{t('orders.withdrawal.done')}</p>
      <p>
        {t('orders.withdrawal.doneTo', {
          when: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
            new Date(withdrawnAt),
          ),
          email,
        })}
      </p>
    </div>
  );
}
