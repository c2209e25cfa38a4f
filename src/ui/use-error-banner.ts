// The pricing pages' error banner (spec §4, §9): a message that shows for 5 seconds, then goes.
import { useCallback, useEffect, useState } from 'react';
import { trackError } from '../platform/analytics';

export const ERROR_BANNER_MS = 5_000;

/** The message to show (null once its 5 s are up) and the function that shows one; a new one starts a new 5 s. */
export function useErrorBanner(): [message: string | null, show: (message: string) => void] {
  // An object, so showing the same text again is a new banner with its own 5 s.
  const [banner, setBanner] = useState<{ message: string } | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const show = useCallback((message: string) => {
    setBanner({ message });
    trackError('error_banner', message);
  }, []);
  return [banner?.message ?? null, show];
}
