// The analytics port (spec §1, §8): usage events go to the third-party gtag script, never to our backend, and only
// once the visitor has accepted analytics on this device. Without VITE_GA_MEASUREMENT_ID it warns once and does nothing.
import { useEffect, useSyncExternalStore } from 'react';
import { env } from '../config/env';
import { analyticsEvents, pageLocation, type AnalyticsEvent, type ErrorType } from './analytics-events';
import { readStoredJson, removeStored, writeStoredJson } from './stored-json';

export { analyticsEvents } from './analytics-events';

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const NO_ANALYTICS_WARNING = 'Analytics is off: VITE_GA_MEASUREMENT_ID is not set, so no usage events are sent.';
const CONSENT_KEY = 'zonebrief.analyticsConsent';
/** A page caught in an error loop reports its first errors, not thousands. */
const MAX_ERROR_EVENTS_PER_PAGE = 20;

export type ConsentChoice = 'granted' | 'denied';
/** 'unavailable': no measurement id, so there is nothing to consent to; 'unset': the visitor has not chosen yet. */
export type ConsentState = 'unavailable' | 'unset' | ConsentChoice;

export interface AnalyticsPort {
  /** Sends the event if analytics is configured and accepted; otherwise does nothing. */
  track(event: AnalyticsEvent): void;
  consent(): ConsentState;
  /** The visitor's choice, remembered on this device; accepting loads the script, declining stops all sending. */
  setConsent(choice: ConsentChoice): void;
  /** Forgets the choice on this device: nothing is sent until the visitor chooses again, and the banner asks anew. */
  forgetConsent(): void;
  subscribe(listener: () => void): () => void;
  /**
   * Called once the page has rendered: loads the script if it was accepted on an earlier visit, and reports uncaught
   * errors from then on. Returns what stops the error reporting.
   */
  start(): () => void;
}

export interface AnalyticsOptions {
  measurementId: string | undefined;
  /** The browser window; read only when used, so the port can be created where there is none (prerendering). */
  win?: Window;
  warn?: (message: string) => void;
  /** When the script may be fetched; by default after the page's load event, so it never competes with first paint. */
  afterLoad?: (run: () => void) => void;
}

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

function afterPageLoad(run: () => void, win: Window): void {
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', () => run(), { once: true });
}

function readConsent(): ConsentChoice | null {
  return readStoredJson(CONSENT_KEY, 'local', (value) => {
    const choice = (value as { choice?: unknown } | null)?.choice;
    return choice === 'granted' || choice === 'denied' ? choice : null;
  });
}

/** The data layer and gtag() as Google's snippet defines them: gtag.js reads Arguments objects, not arrays. */
function installGtag(win: GtagWindow): Gtag {
  const layer = (win.dataLayer ??= []);
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  return win.gtag;
}

export function createAnalytics({ measurementId, win: givenWin, warn = console.warn, afterLoad }: AnalyticsOptions): AnalyticsPort {
  const browser = (): Window => givenWin ?? window;
  const whenLoaded = afterLoad ?? ((run: () => void) => afterPageLoad(run, browser()));
  const listeners = new Set<() => void>();
  let choice: ConsentChoice | null = measurementId ? readConsent() : null;
  let gtag: Gtag | null = null;
  let warned = false;
  let started = false;
  let errorsSent = 0;

  const notify = () => listeners.forEach((listener) => listener());
  const consent = (): ConsentState => (!measurementId ? 'unavailable' : (choice ?? 'unset'));

  const warnOnce = () => {
    if (warned) return;
    warned = true;
    warn(NO_ANALYTICS_WARNING);
  };

  /** Consent mode first (everything denied), then the visitor's grant, then the config; the script last. */
  const loadGtag = (id: string): Gtag => {
    if (gtag) return gtag;
    const win = browser();
    const send = installGtag(win as GtagWindow);
    send('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    send('consent', 'update', { analytics_storage: 'granted' });
    send('js', new Date());
    // No automatic page views (their URL would carry query strings) and no advertising signals.
    send('config', id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false });
    whenLoaded(() => {
      const script = win.document.createElement('script');
      script.async = true;
      script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
      win.document.head.appendChild(script);
    });
    gtag = send;
    return send;
  };

  const track = (event: AnalyticsEvent) => {
    if (!measurementId) return warnOnce();
    if (choice !== 'granted') return;
    if (event.name === 'error_occurred' && ++errorsSent > MAX_ERROR_EVENTS_PER_PAGE) return;
    loadGtag(measurementId)('event', event.name, { ...event.params, page_location: pageLocation(browser().location) });
  };

  const reportError = (type: ErrorType, message: string) => track(analyticsEvents.error(type, message, browser().location));

  return {
    track,
    consent,
    setConsent(next) {
      if (!measurementId) return warnOnce();
      choice = next;
      writeStoredJson(CONSENT_KEY, 'local', { choice: next, at: Date.now() });
      if (next === 'granted') loadGtag(measurementId);
      else gtag?.('consent', 'update', { analytics_storage: 'denied' });
      notify();
    },
    forgetConsent() {
      if (!measurementId) return warnOnce();
      if (choice === null) return;
      choice = null;
      removeStored(CONSENT_KEY, 'local');
      gtag?.('consent', 'update', { analytics_storage: 'denied' });
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (!measurementId) {
        warnOnce();
        return () => undefined;
      }
      if (started) return () => undefined;
      started = true;
      if (choice === 'granted') loadGtag(measurementId);
      const onError = (event: ErrorEvent) => reportError('uncaught_error', event.message || String(event.error));
      const onRejection = (event: PromiseRejectionEvent) => {
        const reason: unknown = event.reason;
        reportError('unhandled_rejection', reason instanceof Error ? reason.message : String(reason));
      };
      const win = browser();
      win.addEventListener('error', onError);
      win.addEventListener('unhandledrejection', onRejection);
      return () => {
        started = false;
        win.removeEventListener('error', onError);
        win.removeEventListener('unhandledrejection', onRejection);
      };
    },
  };
}

let instance: AnalyticsPort | null = null;

/** The app's analytics, created on first use from the build's configuration. */
export function analytics(): AnalyticsPort {
  return (instance ??= createAnalytics({ measurementId: env.VITE_GA_MEASUREMENT_ID }));
}

export function track(event: AnalyticsEvent): void {
  analytics().track(event);
}

/** error_occurred for an error the user was shown on this page (spec §8). */
export function trackError(type: ErrorType, message: string): void {
  track(analyticsEvents.error(type, message, window.location));
}

/** The consent state for the banner; 'unavailable' while the page is rendered ahead of time, where no one chooses. */
export function useAnalyticsConsent(port: AnalyticsPort = analytics()): ConsentState {
  return useSyncExternalStore(port.subscribe, port.consent, () => 'unavailable');
}

/** Sends a view event once per mount, and again when `key` changes (another article on the same page); null sends none. */
export function useTrackView(event: () => AnalyticsEvent | null, key = ''): void {
  useEffect(() => {
    const view = event();
    if (view) track(view);
    // The event is built from what `key` names; a new function on each render is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
