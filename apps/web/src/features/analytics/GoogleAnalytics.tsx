import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { googleAnalyticsQuery } from './api.ts';
import { loadGoogleAnalytics } from './gtag.ts';

/** Turns on Google Analytics when the deployment configures a measurement id. */
export function GoogleAnalytics() {
  const { data: measurementId } = useQuery(googleAnalyticsQuery());
  useEffect(() => {
    if (measurementId) loadGoogleAnalytics(measurementId.trim());
  }, [measurementId]);
  return null;
}
