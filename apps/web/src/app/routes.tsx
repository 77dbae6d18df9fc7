import type { RouteObject } from 'react-router';
import { ContactPage } from '../features/contact/ContactPage.tsx';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { PrivacyPage } from '../features/legal/PrivacyPage.tsx';
import { TermsOfUsePage } from '../features/legal/TermsOfUsePage.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './RouteError.tsx';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Inside the layout, so a failing page keeps the header, menu and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'terms-of-use', element: <TermsOfUsePage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
