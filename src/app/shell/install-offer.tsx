// "Install app": the browser's install prompt where Chromium offers one, Safari's Share-sheet steps on iOS, nothing once
// installed. The menu (phones, the map screen's too) holds it as a row; the desktop top bar as a button.
import { IOS_INSTALL_INSTRUCTIONS } from '../../lib/device/install-offer';
import { installPrompt, useInstallOffer, type InstallPromptStore } from '../../platform/install-prompt';
import './install-offer.css';

interface InstallOfferProps {
  store?: InstallPromptStore;
}

/** The menu's App section, or nothing when there is nothing to offer. */
export function InstallMenuSection({ store = installPrompt() }: InstallOfferProps) {
  const offer = useInstallOffer(store);
  if (offer === 'none') return null;
  return (
    <>
      <h2 className="mobile-menu__section-title">App</h2>
      {offer === 'prompt' ? (
        <ul className="mobile-menu__list">
          <li>
            <button type="button" className="menu-row mobile-menu__link" onClick={() => void store.install()}>
              Install app
            </button>
          </li>
        </ul>
      ) : (
        <p className="install-offer__steps">{IOS_INSTALL_INSTRUCTIONS}</p>
      )}
    </>
  );
}

/** The desktop top bar's offer: a button for the prompt; on a wide iPad, the steps behind a disclosure. */
export function InstallTopBarOffer({ store = installPrompt() }: InstallOfferProps) {
  const offer = useInstallOffer(store);
  if (offer === 'prompt') {
    return (
      <button type="button" className="button button--ghost" onClick={() => void store.install()}>
        Install app
      </button>
    );
  }
  if (offer === 'ios-instructions') {
    return (
      <details className="install-offer__disclosure">
        <summary className="button button--ghost">Install app</summary>
        <p className="install-offer__steps install-offer__steps--popup">{IOS_INSTALL_INSTRUCTIONS}</p>
      </details>
    );
  }
  return null;
}
