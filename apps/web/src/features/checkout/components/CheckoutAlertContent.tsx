import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { buttonClasses } from '../../../components/ui/button';
import { openAuthPanel } from '../../accounts';
import { dismissCheckoutAlert, selectCheckoutAlert } from '../checkout-slice';
import type { CheckoutAlert } from '../checkout-failure';

function useAlertText(alert: CheckoutAlert | null): string {
  const { t } = useTranslation();
  if (!alert) return '';
  if (alert.reason === 'serverMessage') return alert.message;
  return t(`checkout.errors.${alert.reason}`);
}

/**
 * The alert dialog itself: a chunk of its own (with Radix AlertDialog), loaded by
 * `CheckoutAlertDialog` when the first alert comes.
 */
export function CheckoutAlertContent() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectCheckoutAlert);
  const text = useAlertText(alert);

  return (
    <AlertDialog.Root
      open={alert !== null}
      onOpenChange={(open) => {
        if (open) return;
        dispatch(dismissCheckoutAlert());
        // After the alert rather than under it: one modal at a time keeps focus where it belongs.
        if (alert?.reason === 'signIn') dispatch(openAuthPanel('login'));
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 motion-safe:data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream-50 p-6 shadow-xl sm:p-8">
          <AlertDialog.Title className="font-display text-xl font-semibold text-ink-900">
            {t('checkout.alert.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-ink-700">{text}</AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action className={buttonClasses()}>
              {t('checkout.alert.ok')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
