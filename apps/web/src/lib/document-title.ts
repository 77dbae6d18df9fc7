import { useEffect } from 'react';
import { PRODUCT_TITLE } from '@ir/domain/product.ts';
import { useMunicipality } from './municipality.ts';

/** Sets document.title to 'Page · Amherst Informal Review', or the site name alone. */
export function useDocumentTitle(page?: string): void {
  const { shortName } = useMunicipality();
  const site = `${shortName} ${PRODUCT_TITLE}`;
  const title = page ? `${page} · ${site}` : site;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
