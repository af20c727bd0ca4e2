import { useEffect } from 'react';

/** Sets the tab title to "<page> · Tourniquet" so each screen is announced and findable. */
export function useDocumentTitle(page: string | null, productName = 'Tourniquet') {
  useEffect(() => {
    document.title = page ? `${page} · ${productName}` : `${productName}: Stop the Bleeding`;
  }, [page, productName]);
}
