import { useIsGlobalLoading } from '../../lib/global-loading.tsx';
import { useLanguage } from '../../lib/language.tsx';

/** Covers the page while the global loading flag is up. */
export function LoadingOverlay() {
  const loading = useIsGlobalLoading();
  const { common } = useLanguage().messages;
  if (!loading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={common.loading}
      className="fixed inset-0 z-50 flex items-center justify-center bg-base-100/80"
    >
      <span className="loading loading-spinner size-12 text-base-content" aria-hidden="true" />
    </div>
  );
}
