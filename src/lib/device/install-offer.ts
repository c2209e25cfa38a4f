// Which offer to install the app a browser gets: its own install prompt, the iOS Share-sheet instructions, or none.
import { isIOSDevice, isSafariAgent } from './device-type';

export type InstallOffer = 'prompt' | 'ios-instructions' | 'none';

export interface InstallSituation {
  /** The app already runs installed (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser said it installed the app (appinstalled) while this page ran. */
  installed: boolean;
  /** The browser handed over an install prompt (beforeinstallprompt) that has not been used yet. */
  promptAvailable: boolean;
  userAgent: string;
  maxTouchPoints: number;
}

export const IOS_INSTALL_INSTRUCTIONS = 'Add to Home Screen: tap Share, then Add to Home Screen';

/** Safari on iOS never fires beforeinstallprompt; its only way in is Share → Add to Home Screen. */
export function isIOSSafari(userAgent: string, maxTouchPoints: number): boolean {
  return isIOSDevice(userAgent, maxTouchPoints) && isSafariAgent(userAgent);
}

export function installOfferFor(situation: InstallSituation): InstallOffer {
  if (situation.standalone || situation.installed) return 'none';
  if (situation.promptAvailable) return 'prompt';
  return isIOSSafari(situation.userAgent, situation.maxTouchPoints) ? 'ios-instructions' : 'none';
}
