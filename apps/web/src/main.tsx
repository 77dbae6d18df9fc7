import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes, startFirstPage } from './app/routes.tsx';
import { DEFAULT_LANGUAGE, type Language } from '@ir/domain/languages.ts';
import { loadLanguage, readInitialLanguage } from './lib/language.tsx';
import { loadShellContracts } from './lib/load-shell-contracts.ts';
import { municipalityQuery } from './lib/municipality.ts';
import { AppRouter } from './lib/router.tsx';
import { applyTheme, readStoredTheme } from './lib/theme.tsx';
import './index.css';

// The CSP forbids inline scripts, so the remembered theme cannot be set from index.html; this is
// the earliest point, before React renders anything.
applyTheme(readStoredTheme());

// The first requests (branding, privilege) wait for their contracts; fetching them now lets the
// download run while React starts. A failure here is retried by the requests themselves.
loadShellContracts().catch(() => undefined);

// Every page waits for the municipality's branding: asked now, while the texts load and React
// starts, rather than by the layout's first render. It does not depend on the language.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(municipalityQuery());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement, language: Language) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} language={language}>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </StrictMode>,
  );
}

// The first page is drawn in the visitor's language: its catalogue (a chunk of its own, for
// Spanish) is in before React renders. If it cannot load, the page opens in English.
const language = readInitialLanguage();
startFirstPage(window.location.pathname, language, queryClient);
loadLanguage(language).then(
  () => render(container, language),
  () => render(container, DEFAULT_LANGUAGE),
);
