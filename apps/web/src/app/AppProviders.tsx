import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@ir/domain/languages.ts';
import { GlobalLoadingProvider } from '../lib/global-loading.tsx';
import { LanguageProvider } from '../lib/language.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

/** App-wide providers outside the router; the session lives inside it (see routes.tsx). */
export function AppProviders({
  queryClient,
  language,
  children,
}: {
  queryClient: QueryClient;
  /** The first language, its texts already loaded (main.tsx); English when not given. */
  language?: Language;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider language={language}>
        <ThemeProvider>
          <GlobalLoadingProvider>{children}</GlobalLoadingProvider>
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
