import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useClearCartMutation } from '../api/cart-api';
import { useCart } from '../hooks/use-cart';

/** Spec §5: clearing the cart asks for confirmation first. */
export function ClearCartButton() {
  const { t } = useTranslation();
  const { loading, language } = useCart();
  const [clearCart] = useClearCartMutation();
  const [open, setOpen] = useState(false);

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" className="w-full text-ink-700" disabled={loading}>
          {t('cart.clear.button')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-ink-900">
            {t('cart.clear.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            {t('cart.clear.body')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
              {t('cart.clear.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ className: 'bg-red-700 hover:bg-red-800' })}
              onClick={() => void clearCart({ language })}
            >
              {t('cart.clear.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
