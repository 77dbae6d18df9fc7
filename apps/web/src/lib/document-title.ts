import { useEffect } from 'react';
import { useLanguage } from './language.tsx';
import { useMunicipality } from './municipality.ts';

/** Sets document.title to 'Page · Amherst Informal Review' (in the language), or the site name alone. */
export function useDocumentTitle(page?: string): void {
  const { shortName } = useMunicipality();
  const { messages, format } = useLanguage();
  const site = format(messages.site.siteName, { short: shortName });
  const title = page ? `${page} · ${site}` : site;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
