// "Update available": a polite notice, on every screen, that a new version is installed and waiting. Only its Reload
// button switches to it; the app never reloads on its own (a half-filled form or an open parcel would be lost).
import { useAppUpdate, type AppUpdateStore } from '../../platform/app-update';
import './update-notice.css';

export function UpdateNotice({ store }: { store?: AppUpdateStore }) {
  const update = useAppUpdate(store);
  // The live region is in the page from the start, so screen readers announce what appears in it.
  return (
    <div className="update-notice" role="status">
      {update.status === 'waiting' ? (
        <div className="update-notice__card">
          <p className="update-notice__text">Update available</p>
          <button type="button" className="button button--secondary update-notice__button" onClick={update.activate}>
            Reload
          </button>
        </div>
      ) : null}
    </div>
  );
}
