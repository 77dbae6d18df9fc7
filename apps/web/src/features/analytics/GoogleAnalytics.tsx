import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { googleAnalyticsQuery } from './api.ts';

/** Turns on Google Analytics when the deployment configures a measurement id. */
export function GoogleAnalytics() {
  const { data: measurementId } = useQuery(googleAnalyticsQuery());
  useEffect(() => {
    // Its loader comes only when a deployment uses it, not in every visit's first script.
    if (measurementId) {
      void import('./gtag.ts').then(({ loadGoogleAnalytics }) =>
        loadGoogleAnalytics(measurementId.trim()),
      );
    }
  }, [measurementId]);
  return null;
}
