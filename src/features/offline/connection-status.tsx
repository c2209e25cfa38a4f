// The offline indicator on every screen: "Offline" while the browser has no network, then "Back online" for a moment.
// The live region is always in the page, empty while online, so a screen reader hears each change as it comes.
import { useEffect, useState } from 'react';
import { useBrowserOnline } from '../../platform/connection';
import './connection-status.css';

export const OFFLINE_TITLE = 'Offline';
export const OFFLINE_TEXT = 'Saved data is shown; some features need a connection.';
export const BACK_ONLINE_TEXT = 'Back online';
/** How long "Back online" stays: long enough to read, short enough not to linger over the map. */
export const BACK_ONLINE_MS = 4_000;

/** offline, back-online (for BACK_ONLINE_MS after the connection returns), or null once nothing needs saying. */
function useConnectionNotice(): 'offline' | 'back-online' | null {
  const online = useBrowserOnline();
  const [previous, setPrevious] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  // Adjusted while rendering (not in an effect) so "Back online" shows in the same render that leaves "Offline".
  if (previous !== online) {
    setPrevious(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  if (!online) return 'offline';
  return backOnline ? 'back-online' : null;
}

export function ConnectionStatus({ className }: { className?: string }) {
  const notice = useConnectionNotice();
  const classes = ['connection-status', notice ? `connection-status--${notice}` : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status" aria-live="polite" aria-atomic="true">
      {notice === 'offline' ? (
        <p className="connection-status__text">
          <strong>{OFFLINE_TITLE}.</strong> {OFFLINE_TEXT}
        </p>
      ) : null}
      {notice === 'back-online' ? <p className="connection-status__text">{BACK_ONLINE_TEXT}</p> : null}
    </div>
  );
}
