import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { GlobalLoadingProvider } from '../lib/global-loading.tsx';
import { LanguageProvider } from '../lib/language.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

/** App-wide providers outside the router; the session lives inside it (see routes.tsx). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <ThemeProvider>
          <GlobalLoadingProvider>{children}</GlobalLoadingProvider>
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
