import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { withdrawalLinkRequestSchema, type WithdrawalLinkRequest } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf } from '../../../lib/api';
import { fieldText } from '../../../lib/api-failure';
import { useGetOrdersQuery } from '../api/get-orders';
import { useWithdrawFromOrderMutation } from '../api/withdraw';
import { useRequestWithdrawalLinkMutation } from '../api/withdrawal-links';
import {
  deliveryName,
  WithdrawalReceived,
  WithdrawalStatement,
} from '../components/WithdrawalStatement';
import { formatOrderDate } from '../order-format';

const inputClasses = 'mt-1 h-11 w-full rounded-xl border border-ink-300 bg-white px-3';

/**
 * /withdraw (art. 11a; ADR 0047), linked from every page's footer as "Withdraw from contract
 * here". Signed in, the customer chooses among their own orders that can still be withdrawn
 * from; anyone can ask for a link to an order by its number and e-mail address.
 */
export function WithdrawPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('withdraw.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
        {t('withdraw.title')}
      </h1>
      <p className="mt-3 text-ink-700">{t('withdraw.lead')}</p>
      {signedIn ? <OwnOrders /> : null}
      <LinkRequest signedIn={signedIn} />
    </div>
  );
}

/** The signed-in customer's orders that can still be withdrawn from, then the chosen one's statement. */
function OwnOrders() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const orders = useGetOrdersQuery({ page: 1, status: null, language });
  const [withdraw, result] = useWithdrawFromOrderMutation();
  const [done, setDone] = useState<{ orderId: number; at: string; email: string } | null>(null);
  const open = (orders.data?.orders ?? []).filter((order) => order.withdrawal.open);
  // Once withdrawn, the order stays chosen: the orders asked again after the withdrawal may
  // no longer list it as open, and the acknowledgement must still show.
  const chosenId =
    done?.orderId ??
    (Number(searchParams.get('order')) || (open.length === 1 ? open[0]!.order_id : 0));
  const chosen = (orders.data?.orders ?? []).find((order) => order.order_id === chosenId);

  const choose = (orderId: number | null) => {
    const params = new URLSearchParams(searchParams);
    if (orderId) params.set('order', String(orderId));
    else params.delete('order');
    result.reset();
    setDone(null);
    setSearchParams(params);
  };

  return (
    <section className="mt-8 rounded-3xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-semibold text-ink-900">{t('withdraw.ownTitle')}</h2>
      {orders.isLoading ? <p className="mt-3 text-ink-700">{t('withdraw.loading')}</p> : null}
      {done && chosen ? (
        <div className="mt-4">
          <WithdrawalReceived withdrawnAt={done.at} email={done.email} />
        </div>
      ) : chosen ? (
        <div className="mt-4 space-y-4">
          <h3 className="font-semibold text-ink-900">
            {t('orders.withdrawal.title', { number: chosen.order_id })}
          </h3>
          <WithdrawalStatement
            key={chosen.order_id}
            orderId={chosen.order_id}
            lines={chosen.items}
            period={chosen.withdrawal}
            defaults={{ name: deliveryName(chosen), email: chosen.email }}
            sending={result.isLoading}
            failure={failureOf(result.error)}
            onCancel={open.length > 1 ? () => choose(null) : undefined}
            onConfirm={(request) => {
              void withdraw({ orderId: chosen.order_id, request })
                .unwrap()
                .then((withdrawal) =>
                  setDone({
                    orderId: chosen.order_id,
                    at: withdrawal.withdrawn_at,
                    email: request.email,
                  }),
                )
                .catch(() => undefined);
            }}
          />
        </div>
      ) : orders.data ? (
        open.length === 0 ? (
          <p className="mt-3 text-ink-700">{t('withdraw.noneOpen')}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {open.map((order) => (
              <li key={order.order_id}>
                <Button variant="outline" onClick={() => choose(order.order_id)}>
                  {t('withdraw.chooseOrder', {
                    number: order.order_id,
                    date: formatOrderDate(order.created_at),
                  })}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

/** Anyone: the order's number and e-mail address; the link goes to that address. */
function LinkRequest({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const numberId = useId();
  const emailId = useId();
  const [requestLink, result] = useRequestWithdrawalLinkMutation();
  const failure = failureOf(result.error);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WithdrawalLinkRequest>({
    resolver: zodResolver(withdrawalLinkRequestSchema),
    defaultValues: { order_number: '', email: '' },
  });
  const message = (field: 'order_number' | 'email', code: string | undefined): string | null =>
    code ? validationText(code) : failure ? fieldText(failure, field) : null;
  // The shared schemas name their rule with a key; the request form uses only these.
  const validationText = (code: string): string => {
    switch (code) {
      case 'orderNumberRequired':
      case 'orderNumberInvalid':
      case 'emailRequired':
      case 'emailInvalid':
        return t(`validation.${code}`);
      default:
        return t('validation.invalidFields');
    }
  };
  const onSubmit = handleSubmit((values) => void requestLink(values));

  return (
    <section className="mt-8 rounded-3xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-semibold text-ink-900">
        {signedIn ? t('withdraw.otherTitle') : t('withdraw.requestTitle')}
      </h2>
      <p className="mt-2 text-ink-700">{t('withdraw.requestLead')}</p>
      {result.data ? (
        <p role="status" className="mt-4 rounded-xl bg-cream-100 p-4 text-ink-900">
          {result.data.detail}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <div>
            <label htmlFor={numberId} className="text-ink-900">
              {t('withdraw.orderNumber')}
            </label>
            <input
              id={numberId}
              inputMode="numeric"
              className={inputClasses}
              {...register('order_number')}
            />
            {message('order_number', errors.order_number?.message) ? (
              <p className="mt-1 text-sm text-red-700">
                {message('order_number', errors.order_number?.message)}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={emailId} className="text-ink-900">
              {t('withdraw.orderEmail')}
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              className={inputClasses}
              {...register('email')}
            />
            {message('email', errors.email?.message) ? (
              <p className="mt-1 text-sm text-red-700">{message('email', errors.email?.message)}</p>
            ) : null}
          </div>
          {failure && !failure.fields.order_number && !failure.fields.email ? (
            <p role="alert" className="text-red-700">
              {failure.message ?? t('orders.withdrawal.failed')}
            </p>
          ) : null}
          <Button type="submit" disabled={result.isLoading}>
            {result.isLoading ? t('orders.withdrawal.sending') : t('withdraw.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
