import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { afterNextPaint } from '../../lib/after-paint.ts';
import { googleAnalyticsQuery } from './api.ts';

/** Turns on Google Analytics when the deployment configures a measurement id. */
export function GoogleAnalytics() {
  // Asked once the first page is painted: nothing on it waits for the answer.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  const { data: measurementId } = useQuery({ ...googleAnalyticsQuery(), enabled: painted });
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
