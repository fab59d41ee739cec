// The error screen of spec part 1 'Generic': 'Something went wrong' with Try Again and Refresh Page.
// It never shows the error itself: stack traces are for the console, not for visitors.
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { DocumentTitle } from '@/components/ui/document-title';
import { AlertIcon } from '@/components/ui/icons';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { useTranslation } from '@/lib/i18n';

export interface ErrorScreenProps {
  /** Reloads the whole document; injectable because test environments cannot reload. */
  onRefresh?: () => void;
}

/** The route error boundary inside the layout: header and footer stay usable around it. */
export function ErrorScreen({ onRefresh = () => window.location.reload() }: ErrorScreenProps) {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  // A loader that answers 404 means the page does not exist, which is not an application failure.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const tryAgain = () => {
    // A new navigation to the same address clears the route error and renders (and loads) it again.
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
  };

  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <DocumentTitle page={t('errors.screen.title')} />
      <AlertIcon className="mx-auto size-14 text-energy-light" />
      <h1 className="mt-4 text-3xl font-bold text-brand-800">{t('errors.screen.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('errors.screen.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyles.primary} onClick={tryAgain}>
          {t('errors.screen.try_again')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onRefresh}>
          {t('errors.screen.refresh')}
        </button>
      </div>
    </section>
  );
}

/** The last-resort boundary for when the layout itself failed: the same screen in a bare page. */
export function RootErrorScreen() {
  return (
    <main id="main-content" className="min-h-dvh bg-slate-50">
      <ErrorScreen />
    </main>
  );
}
