// The analytics port: what reaches gtag (its data layer) for each event, and that nothing does, and no script loads,
// without a measurement id or before the visitor has accepted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsEvents } from './analytics-events';
import { createAnalytics, GTAG_SCRIPT_ORIGIN, NO_ANALYTICS_WARNING, type AnalyticsOptions } from './analytics';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };
const ID = 'G-TEST123';
const HERE = `${window.location.origin}${window.location.pathname}`;

afterEach(() => {
  const win = window as GtagWindow;
  delete win.dataLayer;
  delete win.gtag;
  window.localStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

function port(options: Partial<AnalyticsOptions> = {}) {
  return createAnalytics({ measurementId: ID, warn: () => undefined, afterLoad: (run) => run(), ...options });
}

/** Every gtag call so far, as the arrays of its arguments. */
function gtagCalls(): unknown[][] {
  return ((window as GtagWindow).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function sentEvents(): { name: unknown; params: unknown }[] {
  return gtagCalls()
    .filter(([command]) => command === 'event')
    .map(([, name, params]) => ({ name, params }));
}

const gtagScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.startsWith(GTAG_SCRIPT_ORIGIN));

describe('the analytics port without a measurement id', () => {
  it('when events are tracked, then nothing reaches a data layer and no script is added', () => {
    const analytics = port({ measurementId: undefined });

    analytics.track(analyticsEvents.homepageView());
    analytics.setConsent('granted');
    analytics.start()();

    expect((window as GtagWindow).dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('when it is used many times, then it warns once', () => {
    const warn = vi.fn();
    const analytics = port({ measurementId: undefined, warn });

    analytics.start()();
    analytics.track(analyticsEvents.homepageView());
    analytics.track(analyticsEvents.blogView());

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(NO_ANALYTICS_WARNING);
  });

  it('when asked for consent, then there is nothing to consent to', () => {
    expect(port({ measurementId: undefined }).consent()).toBe('unavailable');
  });
});

describe('the analytics port before consent', () => {
  it('when the visitor has not chosen, then the consent state is unset', () => {
    expect(port().consent()).toBe('unset');
  });

  it('when events are tracked before a choice, then nothing is sent and no script is added', () => {
    const analytics = port();
    const stop = analytics.start();

    analytics.track(analyticsEvents.homepageView());
    stop();

    expect(gtagCalls()).toEqual([]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('when the visitor declines, then nothing is sent, no script is added, and the choice is remembered', () => {
    port().setConsent('denied');
    const nextVisit = port();
    const stop = nextVisit.start();

    nextVisit.track(analyticsEvents.homepageView());
    stop();

    expect(nextVisit.consent()).toBe('denied');
    expect(gtagCalls()).toEqual([]);
    expect(gtagScripts()).toHaveLength(0);
  });
});

describe('the analytics port after consent', () => {
  it('when the visitor accepts, then the gtag script for the measurement id is added once', () => {
    const analytics = port();
    expect(gtagScripts()).toHaveLength(0);

    analytics.setConsent('granted');
    analytics.track(analyticsEvents.homepageView());

    expect(gtagScripts().map((script) => [script.src, script.async])).toEqual([[`${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${ID}`, true]]);
  });

  it('when the visitor accepts, then consent mode starts denied, is updated to granted, and config sends no page view', () => {
    port().setConsent('granted');

    const [defaults, update, js, config] = gtagCalls();
    expect(defaults).toEqual(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(update).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(js?.[0]).toBe('js');
    expect(config).toEqual(['config', ID, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false }]);
  });

  it('when consent was given on an earlier visit, then start loads the script without asking again', () => {
    port().setConsent('granted');
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    const nextVisit = port();

    nextVisit.start()();

    expect(nextVisit.consent()).toBe('granted');
    expect(gtagScripts()).toHaveLength(1);
  });

  it('when the script may only load after the page has loaded, then it is not added before then', () => {
    const pending: (() => void)[] = [];
    const analytics = port({ afterLoad: (run) => void pending.push(run) });

    analytics.setConsent('granted');
    expect(gtagScripts()).toHaveLength(0);
    pending.forEach((run) => run());

    expect(gtagScripts()).toHaveLength(1);
  });

  it('when the visitor accepts and later declines, then consent is updated to denied and later events are not sent', () => {
    const analytics = port();
    analytics.setConsent('granted');
    analytics.setConsent('denied');

    analytics.track(analyticsEvents.homepageView());

    expect(gtagCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(sentEvents()).toEqual([]);
  });

  it('when the visitor accepted and then asks to choose again, then nothing is sent, the next visit asks again, and subscribers hear of it', () => {
    const analytics = port();
    analytics.setConsent('granted');
    const heard: string[] = [];
    analytics.subscribe(() => heard.push(analytics.consent()));

    analytics.forgetConsent();
    analytics.track(analyticsEvents.homepageView());

    expect(heard).toEqual(['unset']);
    expect(gtagCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(sentEvents()).toEqual([]);
    expect(port().consent()).toBe('unset');
  });

  it('when the consent changes, then subscribers hear of it', () => {
    const analytics = port();
    const heard: string[] = [];
    analytics.subscribe(() => heard.push(analytics.consent()));

    analytics.setConsent('granted');

    expect(heard).toEqual(['granted']);
  });

  it('when an event is sent, then page_location is the page without its query or fragment', () => {
    window.history.replaceState(null, '', '/auth/callback?code=secret-code#access_token=abc');
    const analytics = port();
    analytics.setConsent('granted');

    analytics.track(analyticsEvents.homepageView());

    expect(sentEvents()[0]?.params).toMatchObject({ page_location: `${window.location.origin}/auth/callback` });
    window.history.replaceState(null, '', '/');
  });

  it('when errors keep coming, then only the first twenty are sent', () => {
    const analytics = port();
    analytics.setConsent('granted');

    for (let i = 0; i < 25; i += 1) analytics.track(analyticsEvents.error('uncaught_error', `failure ${i}`, window.location));

    expect(sentEvents()).toHaveLength(20);
  });

  it('when an uncaught error reaches the window after start, then error_occurred is sent with its message', () => {
    const analytics = port();
    analytics.setConsent('granted');
    const stop = analytics.start();

    window.dispatchEvent(new ErrorEvent('error', { message: 'Cannot read properties of undefined' }));
    stop();

    expect(sentEvents()).toEqual([
      {
        name: 'error_occurred',
        params: { event_category: 'error', error_type: 'uncaught_error', error_message: 'Cannot read properties of undefined', page_location: HERE },
      },
    ]);
  });

  it('when error reporting has been stopped, then a later uncaught error is not sent', () => {
    const analytics = port();
    analytics.setConsent('granted');
    analytics.start()();

    window.dispatchEvent(new ErrorEvent('error', { message: 'late failure' }));

    expect(sentEvents()).toEqual([]);
  });
});

describe('the events as gtag receives them (spec §1, §3)', () => {
  function sendOne(event: ReturnType<typeof analyticsEvents.homepageView>) {
    const analytics = port();
    analytics.setConsent('granted');
    analytics.track(event);
    return sentEvents();
  }

  it('when the home page is viewed, then homepage_view is sent', () => {
    expect(sendOne(analyticsEvents.homepageView())).toEqual([{ name: 'homepage_view', params: { event_category: 'engagement', page_location: HERE } }]);
  });

  it('when an address is picked on the map, then map_search carries the address, coordinates and credit state', () => {
    const event = analyticsEvents.mapSearch({ address: '100 Queen St W, Toronto, ON', latitude: 43.65253456, longitude: -79.38362123, hasCredits: true });

    expect(sendOne(event)).toEqual([
      {
        name: 'map_search',
        params: {
          event_category: 'map',
          interaction_type: 'address_search',
          search_address: '100 Queen St W, Toronto, ON',
          latitude: 43.652535,
          longitude: -79.383621,
          has_coordinates: true,
          has_credits: true,
          page_location: HERE,
        },
      },
    ]);
  });

  it('when a search result has no usable coordinates, then map_search says so and sends none', () => {
    const event = analyticsEvents.mapSearch({ address: 'Union Station', latitude: Number.NaN, longitude: -79.38, hasCredits: false });

    expect(sendOne(event)[0]?.params).toMatchObject({ latitude: null, longitude: null, has_coordinates: false, has_credits: false });
  });

  it('when the map is clicked, then map_click carries the point and credit state', () => {
    expect(sendOne(analyticsEvents.mapClick({ latitude: 43.7, longitude: -79.4, hasCredits: false }))).toEqual([
      {
        name: 'map_click',
        params: { event_category: 'map', interaction_type: 'map_click', latitude: 43.7, longitude: -79.4, has_coordinates: true, has_credits: false, page_location: HERE },
      },
    ]);
  });

  it('when pricing is viewed, then pricing_view carries product type one_time and currency CAD', () => {
    expect(sendOne(analyticsEvents.pricingView())).toEqual([
      { name: 'pricing_view', params: { event_category: 'ecommerce', product_type: 'one_time', currency: 'CAD', page_location: HERE } },
    ]);
  });

  it('when Buy Now is pressed, then begin_checkout carries the product type, its price and CAD', () => {
    expect(sendOne(analyticsEvents.beginCheckout({ type: 'one_time', price_cad: 49 }))).toEqual([
      { name: 'begin_checkout', params: { event_category: 'ecommerce', product_type: 'one_time', currency: 'CAD', value: 49, page_location: HERE } },
    ]);
  });

  it('when Contact Sales is followed, then enterprise_inquiry carries the source page and lead type', () => {
    expect(sendOne(analyticsEvents.enterpriseInquiry('pricing'))).toEqual([
      { name: 'enterprise_inquiry', params: { event_category: 'lead', source_page: 'pricing', lead_type: 'enterprise', page_location: HERE } },
    ]);
  });

  it('when the blog list is viewed, then blog_view is sent', () => {
    expect(sendOne(analyticsEvents.blogView())).toEqual([{ name: 'blog_view', params: { event_category: 'content', page_location: HERE } }]);
  });

  it('when an article is read, then article_view carries its title and category', () => {
    expect(sendOne(analyticsEvents.articleView({ title: 'Reading a zone label', category: 'Zoning Guide' }))).toEqual([
      { name: 'article_view', params: { event_category: 'content', article_title: 'Reading a zone label', article_category: 'Zoning Guide', page_location: HERE } },
    ]);
  });

  it('when someone signs in with e-mail, then login carries method email and nothing of the address', () => {
    expect(sendOne(analyticsEvents.authentication('login', 'email'))).toEqual([
      { name: 'login', params: { event_category: 'authentication', method: 'email', page_location: HERE } },
    ]);
  });

  it('when someone signs up with e-mail, then sign_up carries method email', () => {
    expect(sendOne(analyticsEvents.authentication('sign_up', 'email'))[0]).toMatchObject({ name: 'sign_up', params: { method: 'email' } });
  });

  it('when the sample report is downloaded, then sample_report_download names the file', () => {
    expect(sendOne(analyticsEvents.sampleReportDownload('zoning-analysis-sample.pdf'))).toEqual([
      { name: 'sample_report_download', params: { event_category: 'engagement', event_label: 'zoning-analysis-sample.pdf', page_location: HERE } },
    ]);
  });

  it('when a saved report is opened, then report_view carries its report id and property address', () => {
    expect(sendOne(analyticsEvents.reportView({ report_id: 'ZP-1a2b3c4d', address: '100 Queen St W' }))).toEqual([
      { name: 'report_view', params: { event_category: 'reports', report_id: 'ZP-1a2b3c4d', property_address: '100 Queen St W', page_location: HERE } },
    ]);
  });

  it('when an error is shown, then error_occurred carries its type, message and page location', () => {
    expect(sendOne(analyticsEvents.error('error_banner', 'Failed to load pricing information', window.location))).toEqual([
      {
        name: 'error_occurred',
        params: { event_category: 'error', error_type: 'error_banner', error_message: 'Failed to load pricing information', page_location: HERE },
      },
    ]);
  });

  it('when an error message holds an e-mail address, then the address is not sent', () => {
    const [event] = sendOne(analyticsEvents.error('error_banner', 'No account for jane.doe@example.com here', window.location));

    expect(event?.params).toMatchObject({ error_message: 'No account for [email] here' });
  });

  it('when a long message is sent, then it is cut to 100 characters', () => {
    const [event] = sendOne(analyticsEvents.error('error_banner', 'x'.repeat(300), window.location));

    expect((event?.params as { error_message: string }).error_message).toHaveLength(100);
  });

  it('when a purchase is credited, then purchase carries the transaction id, value and currency CAD by default', () => {
    expect(sendOne(analyticsEvents.purchase({ transactionId: 'cs_test_1', value: 49 }))).toEqual([
      { name: 'purchase', params: { event_category: 'ecommerce', transaction_id: 'cs_test_1', value: 49, currency: 'CAD', page_location: HERE } },
    ]);
  });
});
