import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { openAuthPanel, selectIsAuthenticated } from '../auth-slice';
import { LoginForm } from '../components/LoginForm';

/** What sent the visitor here (session.ts after a refused refresh). */
export interface LoginPageState {
  from?: string;
  sessionExpired?: boolean;
}

function readState(state: unknown): LoginPageState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, sessionExpired } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' && from.startsWith('/') ? from : undefined,
    sessionExpired: sessionExpired === true,
  };
}

/** /login: the login form as a page (spec §2); signed in, it goes back where it came from. */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { from, sessionExpired } = readState(useLocation().state);
  useDocumentTitle(t('accounts.login.title'));

  if (isAuthenticated) return <Navigate to={from ?? '/'} replace />;

  return (
    <div className="mx-auto max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-3xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-semibold tracking-tight text-ink-900">
          {t('accounts.login.title')}
        </h1>
        <p className="mt-2 mb-6 text-ink-700">{t('accounts.login.lead')}</p>
        <LoginForm
          notice={sessionExpired ? t('accounts.login.sessionExpired') : undefined}
          onSwitchToSignup={() => dispatch(openAuthPanel('signup', from ?? null))}
          onForgotPassword={() => dispatch(openAuthPanel('forgotPassword', from ?? null))}
        />
      </div>
    </div>
  );
}
