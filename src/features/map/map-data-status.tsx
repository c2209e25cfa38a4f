// What the map says about its data once it is showing: a non-blocking notice of what is missing, and phone progress.
import { useState } from 'react';
import './map.css';

/** Says which preloaded file is missing; the map works on without it, so the notice can be dismissed. */
export function MapDataNotice({ messages }: { messages: readonly string[] }) {
  const [dismissed, setDismissed] = useState(false);
  if (messages.length === 0 || dismissed) return null;
  return (
    <div className="map-data-notice" role="alert">
      <p className="map-data-notice__text">
        <strong>Some map data is missing:</strong> {messages.join('; ')}. Reload the page to try again.
      </p>
      <button type="button" className="map-data-notice__close" aria-label="Dismiss map data notice" onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}

/** Phones see the map before the zoning file is in (spec §4: progressive); this pill shows how far it has got. */
export function ZoningProgress({ progress }: { progress: number }) {
  return (
    <p className="zoning-progress" role="status">
      Loading zoning data… {progress} %
    </p>
  );
}
