import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { failureOf } from '../../../lib/api';
import { useWithdrawFromOrderMutation } from '../api/withdraw';
import { deliveryName, WithdrawalReceived, WithdrawalStatement } from './WithdrawalStatement';

/**
 * The withdrawal function in My orders (art. 11a; ADR 0034, 0047): the labelled button opens
 * the statement (lines, name and address to confirm, optional reason) and "Confirm
 * withdrawal"; the answer says the acknowledgement mail is on its way.
 */
export function WithdrawalDialog({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [withdraw, result] = useWithdrawFromOrderMutation();

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) result.reset();
  };

  // Once confirmed, the order may have nothing left to withdraw: the step stays open to say so.
  if (!order.withdrawal.open && !open) return null;

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
          <div className="mt-4">
            {result.data ? (
              <div className="space-y-3">
                <WithdrawalReceived
                  withdrawnAt={result.data.withdrawn_at}
                  email={result.originalArgs?.request.email ?? order.email}
                />
                <Dialog.Close asChild>
                  <Button className="mt-2">{t('orders.withdrawal.close')}</Button>
                </Dialog.Close>
              </div>
            ) : (
              <WithdrawalStatement
                orderId={order.order_id}
                lines={order.items}
                period={order.withdrawal}
                defaults={{ name: deliveryName(order), email: order.email }}
                sending={result.isLoading}
                failure={failureOf(result.error)}
                onConfirm={(request) => void withdraw({ orderId: order.order_id, request })}
                onCancel={() => setOpen(false)}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
