// The usage events of spec §1 with the fields of spec §3, as the analytics script receives them: one event name and
// its parameters each (snake_case: the only form the script accepts for names). Pure: the port (analytics.ts) sends.

/** Spec §9: every amount the product speaks of is in Canadian dollars. */
export const ANALYTICS_CURRENCY = 'CAD';

/** The analytics script keeps at most 100 characters of a text parameter; longer ones are cut here, not there. */
export const MAX_TEXT_PARAMETER = 100;

/** Where an enterprise inquiry was started (spec §1 "enterprise inquiry source"). */
export type InquirySource = 'home' | 'pricing' | 'contact';

/** How the user signed in or signed up (spec §1 "authentication (method e-mail)"). */
export type AuthMethod = 'email' | 'google';

/** What the error was: a banner shown to the user, a report that could not be downloaded, or an uncaught failure. */
export type ErrorType = 'error_banner' | 'report_download' | 'uncaught_error' | 'unhandled_rejection';

/** Each event's parameters, by event name. page_location is added to every event by the port. */
export interface AnalyticsEventMap {
  homepage_view: { event_category: 'engagement' };
  map_search: {
    event_category: 'map';
    interaction_type: 'address_search';
    search_address: string;
    latitude: number | null;
    longitude: number | null;
    has_coordinates: boolean;
    has_credits: boolean;
  };
  map_click: {
    event_category: 'map';
    interaction_type: 'map_click';
    latitude: number;
    longitude: number;
    has_coordinates: true;
    has_credits: boolean;
  };
  pricing_view: { event_category: 'ecommerce'; product_type: 'one_time'; currency: typeof ANALYTICS_CURRENCY };
  begin_checkout: {
    event_category: 'ecommerce';
    product_type: 'one_time';
    currency: typeof ANALYTICS_CURRENCY;
    value: number;
  };
  enterprise_inquiry: { event_category: 'lead'; source_page: InquirySource; lead_type: 'enterprise' };
  blog_view: { event_category: 'content' };
  article_view: { event_category: 'content'; article_title: string; article_category: string };
  login: { event_category: 'authentication'; method: AuthMethod };
  sign_up: { event_category: 'authentication'; method: AuthMethod };
  sample_report_download: { event_category: 'engagement'; event_label: string };
  report_view: { event_category: 'reports'; report_id: string; property_address: string };
  error_occurred: { event_category: 'error'; error_type: ErrorType; error_message: string; page_location: string };
  /** The conversion: a purchase the server has credited. */
  purchase: { event_category: 'ecommerce'; transaction_id: string; value: number; currency: string };
}

export type AnalyticsEventName = keyof AnalyticsEventMap;

export type AnalyticsEvent = { [Name in AnalyticsEventName]: { name: Name; params: AnalyticsEventMap[Name] } }[AnalyticsEventName];

const EMAIL_PATTERN = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;

/** A text parameter as sent: no e-mail address (spec §1 lists none among the fields), at most 100 characters. */
export function textParameter(text: string): string {
  const clean = text.replace(EMAIL_PATTERN, '[email]').replace(/\s+/g, ' ').trim();
  return clean.length > MAX_TEXT_PARAMETER ? `${clean.slice(0, MAX_TEXT_PARAMETER - 1)}…` : clean;
}

/** A page's address without its query or fragment, which may carry one-time codes, tokens or checkout ids. */
export function pageLocation(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/** Six decimals, as the Location card shows them (spec §2): about 10 cm, no more precise than the map itself. */
function coordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export const analyticsEvents = {
  homepageView: (): AnalyticsEvent => ({ name: 'homepage_view', params: { event_category: 'engagement' } }),

  /** A place picked from the address search; a result without usable coordinates is counted with has_coordinates false. */
  mapSearch(input: { address: string; latitude: number | null; longitude: number | null; hasCredits: boolean }): AnalyticsEvent {
    const located = finite(input.latitude) && finite(input.longitude);
    return {
      name: 'map_search',
      params: {
        event_category: 'map',
        interaction_type: 'address_search',
        search_address: textParameter(input.address),
        latitude: located ? coordinate(input.latitude as number) : null,
        longitude: located ? coordinate(input.longitude as number) : null,
        has_coordinates: located,
        has_credits: input.hasCredits,
      },
    };
  },

  mapClick(input: { latitude: number; longitude: number; hasCredits: boolean }): AnalyticsEvent {
    return {
      name: 'map_click',
      params: {
        event_category: 'map',
        interaction_type: 'map_click',
        latitude: coordinate(input.latitude),
        longitude: coordinate(input.longitude),
        has_coordinates: true,
        has_credits: input.hasCredits,
      },
    };
  },

  pricingView: (): AnalyticsEvent => ({
    name: 'pricing_view',
    params: { event_category: 'ecommerce', product_type: 'one_time', currency: ANALYTICS_CURRENCY },
  }),

  /** The Buy Now / Purchase button of a product (spec §3 Product: type one_time, price_cad). */
  beginCheckout: (product: { type: 'one_time'; price_cad: number }): AnalyticsEvent => ({
    name: 'begin_checkout',
    params: { event_category: 'ecommerce', product_type: product.type, currency: ANALYTICS_CURRENCY, value: product.price_cad },
  }),

  enterpriseInquiry: (source: InquirySource): AnalyticsEvent => ({
    name: 'enterprise_inquiry',
    params: { event_category: 'lead', source_page: source, lead_type: 'enterprise' },
  }),

  blogView: (): AnalyticsEvent => ({ name: 'blog_view', params: { event_category: 'content' } }),

  articleView: (article: { title: string; category: string }): AnalyticsEvent => ({
    name: 'article_view',
    params: { event_category: 'content', article_title: textParameter(article.title), article_category: article.category },
  }),

  /** A completed sign-in (login) or a sign-up that signed the user in (sign_up); never the address used. */
  authentication: (kind: 'login' | 'sign_up', method: AuthMethod): AnalyticsEvent =>
    kind === 'login'
      ? { name: 'login', params: { event_category: 'authentication', method } }
      : { name: 'sign_up', params: { event_category: 'authentication', method } },

  sampleReportDownload: (file: string): AnalyticsEvent => ({
    name: 'sample_report_download',
    params: { event_category: 'engagement', event_label: file },
  }),

  reportView: (report: { report_id: string; address: string }): AnalyticsEvent => ({
    name: 'report_view',
    params: { event_category: 'reports', report_id: report.report_id, property_address: textParameter(report.address) },
  }),

  /** Spec §8: error_occurred with the error type, message and page location (the page without its query). */
  error: (type: ErrorType, message: string, location: Pick<Location, 'origin' | 'pathname'>): AnalyticsEvent => ({
    name: 'error_occurred',
    params: { event_category: 'error', error_type: type, error_message: textParameter(message), page_location: pageLocation(location) },
  }),

  /** The conversion after a credited purchase; currency defaults to CAD (spec §3). */
  purchase: (input: { transactionId: string; value: number; currency?: string }): AnalyticsEvent => ({
    name: 'purchase',
    params: {
      event_category: 'ecommerce',
      transaction_id: input.transactionId,
      value: input.value,
      currency: input.currency ?? ANALYTICS_CURRENCY,
    },
  }),
} as const;
