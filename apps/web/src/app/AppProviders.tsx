import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { GlobalLoadingProvider } from '../lib/global-loading.tsx';
import { SessionProvider, type Session } from '../lib/session.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

export function AppProviders({
  queryClient,
  session,
  children,
}: {
  queryClient: QueryClient;
  session?: Session;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <GlobalLoadingProvider>
          <SessionProvider session={session}>{children}</SessionProvider>
        </GlobalLoadingProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
