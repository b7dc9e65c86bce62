import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '../../../components/ui/sheet';
import {
  closeAuthPanels,
  openAuthPanel,
  selectAuthPanel,
  selectIsAuthenticated,
} from '../auth-slice';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

/**
 * The login and signup side panels (spec §2), and the 'forgot password' one reached from the
 * login panel (issue 8). One dialog shows one of them, so they are mutually exclusive; closing
 * it shuts both; it closes by itself once signed in. A chunk of its own (with react-hook-form
 * and the form schemas), loaded by `AuthPanels` when a panel first opens.
 */
export function AuthPanelSheet() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const panel = useAppSelector(selectAuthPanel);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  const open = panel !== null && !isAuthenticated;
  const texts = {
    login: { title: t('accounts.login.title'), lead: t('accounts.login.lead') },
    signup: { title: t('accounts.signup.title'), lead: t('accounts.signup.lead') },
    forgotPassword: { title: t('accounts.forgot.title'), lead: t('accounts.forgot.lead') },
  }[panel ?? 'login'];
  const showLogin = () => dispatch(openAuthPanel('login'));

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next) dispatch(closeAuthPanels());
      }}
    >
      <SheetContent side="right" className="px-5 pt-5 pb-10 sm:px-8">
        <div className="flex items-start justify-between gap-4">
          <SheetTitle className="pt-1.5 text-2xl">{texts.title}</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('accounts.panel.close')}>
              <CloseIcon className="size-6" />
            </Button>
          </SheetClose>
        </div>
        <p className="mt-2 mb-6 text-ink-700">{texts.lead}</p>
        {panel === 'signup' ? (
          <SignupForm onSwitchToLogin={showLogin} />
        ) : panel === 'forgotPassword' ? (
          <ForgotPasswordForm onBackToLogin={showLogin} />
        ) : (
          <LoginForm
            onSwitchToSignup={() => dispatch(openAuthPanel('signup'))}
            onForgotPassword={() => dispatch(openAuthPanel('forgotPassword'))}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}
