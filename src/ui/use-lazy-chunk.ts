import { useEffect, useState } from 'react';

/**
 * What a lazily loaded chunk gives, once `wanted` has been true and it has loaded (null before).
 * Not React.lazy: a Suspense boundary holds revealed content back for up to 300 ms.
 */
export function useLazyChunk<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void load().then((value) => {
      // A function: setState would call a component as an updater.
      if (current) setLoaded(() => value);
    });
    return () => {
      current = false;
    };
  }, [load, wanted]);
  return loaded;
}
