import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import type { AnalysisAnswer } from '../../lib/api/reports';
import { catchDownloads, savedReport, type DownloadCatcher } from '../../../tests/dom/reports-test-kit';
import { readReturnPlace } from '../../platform/return-place';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type AuthActions, type SessionState } from '../../platform/session';
import { AnalysisTab } from './analysis-tab';
import { createAnalysisRuns } from './analysis-runs';
import type { PlaceLookup } from './model';
import { testProduct } from '../../../tests/fixtures/payments';
import { POINT, spatialAnswer } from '../../../tests/dom/spatial-answer-fixture';
import { restoreBrowserOnline, setBrowserOnline } from '../../../tests/dom/connection-kit';

const USER = testUser();
const REPORT = savedReport({ id: '5e1f0a2b-0000-4000-8000-000000000001' });
const PRODUCT = testProduct();

const SPATIAL = spatialAnswer();

const LOOKUP: PlaceLookup = { status: 'ready', point: POINT, source: 'Map Click', answer: SPATIAL };

const ANSWER: AnalysisAnswer = {
  report: REPORT,
  credits_balance: 2,
  summary: {
    zone_label: 'RD (f12.0; a370; d0.6) (x42)',
    zone_name: 'Residential Detached',
    headline: 'A detached house zone allowing up to 252 m² of floor area',
    sections: ['Property', 'Zoning', 'Exceptions', 'Overlays'],
    narrative_by: 'rules-engine',
  },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What POST /api/analysis answers, in turn; each entry is a Response or a network failure. */
let analysisReplies: (() => Promise<Response>)[];
/** What GET /api/analysis/:key answers, in turn, and the keys it was asked about. */
let statusReplies: (() => Promise<Response>)[];
let statusKeys: string[];
let analysisKeys: (string | null)[];
let analysisBodies: unknown[];
let browser: DownloadCatcher;

beforeEach(() => {
  analysisReplies = [];
  statusReplies = [];
  statusKeys = [];
  analysisKeys = [];
  analysisBodies = [];
  browser = catchDownloads();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      if (url.pathname === '/api/analysis') {
        analysisKeys.push(new Headers(init?.headers).get('Idempotency-Key'));
        analysisBodies.push(JSON.parse(String(init?.body)));
        const reply = analysisReplies.shift();
        return reply ? reply() : json({ error: { code: 'unexpected', message: 'no reply set' } }, 500);
      }
      if (url.pathname.startsWith('/api/analysis/')) {
        statusKeys.push(decodeURIComponent(url.pathname.slice('/api/analysis/'.length)));
        const reply = statusReplies.shift();
        return reply ? reply() : json({ error: { code: 'unexpected', message: 'no status reply set' } }, 500);
      }
      if (url.pathname.endsWith('/products')) return json({ products: [PRODUCT] });
      if (url.pathname.endsWith('/create-checkout-session')) return json({ url: 'https://checkout.example.com/pay/cs_1' });
      if (url.pathname === `/api/reports/${REPORT.id}/pdf-url`) return json({ url: 'https://files.example.com/r.pdf?sig=1', expires_at: '', filename: 'x.pdf' });
      if (url.href === 'https://files.example.com/r.pdf?sig=1') return new Response('%PDF-1.7 brief', { headers: { 'Content-Type': 'application/pdf' } });
      return json({ error: { code: 'unexpected', message: `unexpected ${url.pathname}` } }, 500);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  browser.restore();
  sessionStorage.clear();
  localStorage.clear();
  restoreBrowserOnline();
});

function signedIn(credits: number | null): SessionState {
  return { status: 'signed-in', user: USER, session: testSession(USER), credits };
}

function LoginProbe() {
  const location = useLocation();
  return <p>Login page from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderTab(session: SessionState, refreshCredits = vi.fn(async (): Promise<number | null> => null), runs = createAnalysisRuns(), lookup = LOOKUP) {
  const actions: AuthActions = { gateway: null, signOut: async () => null, logout: async () => undefined, refreshCredits };
  render(
    <SessionContext value={session}>
      <AuthActionsContext value={actions}>
        <MemoryRouter initialEntries={['/map']}>
          <Routes>
            <Route path="/map" element={<AnalysisTab lookup={lookup} runs={runs} />} />
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </MemoryRouter>
      </AuthActionsContext>
    </SessionContext>,
  );
  return { refreshCredits };
}

const analyzeButton = () => screen.getByRole('button', { name: 'Analyze (1 credit)' });

describe('AnalysisTab', () => {
  it("when a place is selected, then the brief's contents, its cost and the balance show", () => {
    renderTab(signedIn(3));
    for (const term of ['Summary', 'The lot', 'Zoning, decoded', 'Standards and the regulations that set them', 'Exceptions', 'Overlays', 'Derived figures', 'Site figure', 'Data provenance', 'PDF']) {
      expect(screen.getByText(term, { selector: 'dt' })).toBeTruthy();
    }
    expect(screen.getByText(/^Cost:/).textContent).toBe('Cost: 1 credit · Your balance: 3 credits');
  });

  it('when offline, then before any click it says a brief needs a connection, and Analyze is disabled and described by that', () => {
    setBrowserOnline(false);
    renderTab(signedIn(3));
    const note = screen.getByText('You are offline. Generating a brief needs a connection.');
    const button = analyzeButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    expect(analysisBodies).toEqual([]);
  });

  it('when the connection comes back, then the note goes and Analyze sends the request again', async () => {
    setBrowserOnline(false);
    renderTab(signedIn(3));
    act(() => setBrowserOnline(true));
    expect(screen.queryByText('You are offline. Generating a brief needs a connection.')).toBeNull();
    const button = analyzeButton() as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    analysisReplies.push(async () => json(ANSWER));
    fireEvent.click(button);
    await vi.waitFor(() => expect(analysisBodies).toHaveLength(1));
  });

  it('when signed out, then Sign In keeps the place and comes back to the map', () => {
    renderTab(SIGNED_OUT);
    fireEvent.click(screen.getByRole('link', { name: 'Sign In to Analyze' }));
    expect(screen.getByText('Login page from /map')).toBeTruthy();
    expect(readReturnPlace()).toMatchObject({ point: POINT, source: 'Map Click' });
  });

  it('when the balance is 0, then a way to buy credits shows instead of Analyze, and keeps the place', async () => {
    renderTab(signedIn(0));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Credits' }));
    expect(screen.queryByRole('button', { name: 'Analyze (1 credit)' })).toBeNull();
    await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledWith('https://checkout.example.com/pay/cs_1'));
    expect(readReturnPlace()).toMatchObject({ point: POINT, source: 'Map Click' });
  });

  it('when Analyze is pressed, then the steps show until the brief is back', async () => {
    let answer: (response: Response) => void = () => undefined;
    analysisReplies.push(() => new Promise((resolve) => (answer = resolve)));
    renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Checking your credits (In progress)');
    expect(status.textContent).toContain('Saving the PDF (Waiting)');
    answer(json(ANSWER, 201));
    expect(await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Saving the PDF (Done)');
  });

  it("when the brief is back, then its summary, report id and Download PDF show, and the balance and other tabs are told", async () => {
    analysisReplies.push(async () => json(ANSWER, 201));
    const { refreshCredits } = renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    expect(await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` })).toBeTruthy();
    expect(screen.getByText(ANSWER.summary.headline)).toBeTruthy();
    expect(screen.getByText('Exceptions', { selector: 'li' })).toBeTruthy();
    expect(screen.getByText('Written by the ZoneBrief rules engine from the by-law data.')).toBeTruthy();
    await vi.waitFor(() => expect(refreshCredits).toHaveBeenCalled());
    expect(localStorage.getItem('reports_refresh')).toMatch(/^\d+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(browser.downloads).toEqual([{ href: 'blob:zonebrief/1', download: `ZoneBrief-Report-${REPORT.report_id}.pdf` }]));
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it("when the download fails, then 'Failed to download PDF' shows in place and the page stays", async () => {
    // pdf-url of this id answers 500 in the fetch stub.
    analysisReplies.push(async () => json({ ...ANSWER, report: { ...REPORT, id: '5e1f0a2b-0000-4000-8000-00000000ffff' } }, 201));
    renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to download PDF');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.downloads).toEqual([]);
  });

  it("when the place came from an address search, then the tab and the request name the parcel by its own address, as a click does", async () => {
    analysisReplies.push(async () => json(ANSWER, 201));
    renderTab(signedIn(3), undefined, undefined, { ...LOOKUP, source: 'Address Search', searchedAddress: 'Toronto City Hall, 100 Queen St W, Toronto, ON' });
    expect(screen.getByText(/^100 Queen St W · Zone/)).toBeTruthy();
    fireEvent.click(analyzeButton());
    await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
    expect(analysisBodies).toEqual([{ lat: POINT[1], lng: POINT[0], source: 'Address Search', address: '100 Queen St W' }]);
  });

  it("when the place came from a map click, then the request carries the parcel's address", async () => {
    analysisReplies.push(async () => json(ANSWER, 201));
    renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
    expect(analysisBodies).toEqual([expect.objectContaining({ source: 'Map Click', address: '100 Queen St W' })]);
  });

  it("when the server answers 402, then its message and the buy option show", async () => {
    analysisReplies.push(async () => json({ error: { code: 'insufficient_credits', message: 'You have no credits left. Buy a credit to run an analysis.' } }, 402));
    renderTab(signedIn(1));
    fireEvent.click(analyzeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('You have no credits left. Buy a credit to run an analysis.');
    expect(await screen.findByRole('button', { name: 'Buy Credits' })).toBeTruthy();
  });

  it('when building the brief fails, then the refund message shows', async () => {
    const refund = 'The analysis failed and your credit was returned. Please try again.';
    analysisReplies.push(async () => json({ error: { code: 'analysis_failed', message: refund } }, 500));
    renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    expect((await screen.findByRole('alert')).textContent).toBe(refund);
  });

  it('when the place cannot be analysed (422), then the message shows and Analyze goes', async () => {
    analysisReplies.push(async () => json({ error: { code: 'outside_toronto', message: 'This point is outside the City of Toronto.' } }, 422));
    renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This point is outside the City of Toronto.');
    expect(screen.queryByRole('button', { name: 'Analyze (1 credit)' })).toBeNull();
  });

  it('when the answer is lost on the network, then Try Again sends the same Idempotency-Key', async () => {
    analysisReplies.push(async () => Promise.reject(new TypeError('Failed to fetch')));
    analysisReplies.push(async () => json(ANSWER, 200));
    renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` })).toBeTruthy();
    expect(analysisKeys).toHaveLength(2);
    expect(analysisKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(analysisKeys[1]).toBe(analysisKeys[0]);
  });

  it('when the server has answered a failure, then the next click is a new request with a new key', async () => {
    analysisReplies.push(async () => json({ error: { code: 'analysis_failed', message: 'Refunded.' } }, 500));
    analysisReplies.push(async () => json(ANSWER, 201));
    renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    await screen.findByRole('alert');
    fireEvent.click(analyzeButton());
    await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
    expect(analysisKeys[1]).not.toBe(analysisKeys[0]);
  });

  it('when the tab is left and opened again during a run, then the run is still shown and not sent twice', async () => {
    let answer: (response: Response) => void = () => undefined;
    analysisReplies.push(() => new Promise((resolve) => (answer = resolve)));
    const runs = createAnalysisRuns();
    renderTab(signedIn(3), undefined, runs);
    fireEvent.click(analyzeButton());
    await screen.findByRole('status');
    cleanup();
    renderTab(signedIn(3), undefined, runs);
    expect(screen.getByRole('status').textContent).toContain('Checking your credits (In progress)');
    expect(screen.queryByRole('button', { name: 'Analyze (1 credit)' })).toBeNull();
    answer(json(ANSWER, 201));
    expect(await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` })).toBeTruthy();
    expect(analysisKeys).toHaveLength(1);
  });

  it('when the brief is shown, then axe finds no serious or critical violations', async () => {
    analysisReplies.push(async () => json(ANSWER, 201));
    renderTab(signedIn(3));
    fireEvent.click(analyzeButton());
    await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
    const results = await axe.run(document.body);
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => violation.id)).toEqual([]);
  });
  describe('where the brief cannot measure a lot', () => {
    const NO_PARCEL_NOTICE = 'No parcel at this point: the brief cannot measure a lot';
    const NOT_LOADED_NOTICE = 'Parcels are not loaded in this dataset: the brief cannot measure a lot';
    const NO_PARCEL: PlaceLookup = { status: 'ready', point: POINT, source: 'Address Search', searchedAddress: '1 Yonge St', answer: spatialAnswer({ parcel: null }) };
    const base = spatialAnswer();
    const NOT_LOADED: PlaceLookup = {
      status: 'ready',
      point: POINT,
      source: 'Map Click',
      answer: spatialAnswer({ parcel: null, dataset: { ...base.dataset, layers: { ...base.dataset.layers!, parcels: 'not-loaded' } } }),
    };
    const anywayButton = () => screen.getByRole('button', { name: 'Analyze anyway (1 credit)' });

    it('when there is no parcel at the place, then it says "No parcel here" before any click, and still offers Analyze', () => {
      renderTab(signedIn(3), undefined, undefined, NO_PARCEL);

      expect(screen.getByText('No parcel here')).toBeTruthy();
      expect(screen.getByText(/^A brief here gives the zoning at this point, without a lot\./)).toBeTruthy();
      expect(analyzeButton()).toBeTruthy();
      expect(screen.queryByText(NO_PARCEL_NOTICE)).toBeNull();
    });

    it('when Analyze is pressed there, then nothing is sent: the notice is announced and focused, with Analyze anyway and Cancel', () => {
      renderTab(signedIn(3), undefined, undefined, NO_PARCEL);

      fireEvent.click(analyzeButton());

      const notice = screen.getByRole('alert');
      expect(notice.querySelector('.place-panel__notice-title')?.textContent).toBe(NO_PARCEL_NOTICE);
      expect(document.activeElement).toBe(notice);
      expect(screen.getByRole('group', { name: NO_PARCEL_NOTICE })).toBeTruthy();
      expect(anywayButton().getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(NO_PARCEL_NOTICE);
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Analyze (1 credit)' })).toBeNull();
      expect(analysisBodies).toEqual([]);
    });

    it('when Analyze anyway is pressed, then the request carries accept_no_parcel and the brief comes back as anywhere', async () => {
      analysisReplies.push(async () => json(ANSWER, 201));
      renderTab(signedIn(3), undefined, undefined, NO_PARCEL);
      fireEvent.click(analyzeButton());

      fireEvent.click(anywayButton());

      expect(await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` })).toBeTruthy();
      expect(analysisBodies).toEqual([{ lat: POINT[1], lng: POINT[0], source: 'Address Search', address: '1 Yonge St', accept_no_parcel: true }]);
    });

    it('when Cancel is pressed, then the question goes, nothing is sent, and focus is back on Analyze', () => {
      renderTab(signedIn(3), undefined, undefined, NO_PARCEL);
      fireEvent.click(analyzeButton());

      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByText(NO_PARCEL_NOTICE)).toBeNull();
      expect(document.activeElement).toBe(analyzeButton());
      expect(analysisBodies).toEqual([]);
    });

    it('when the dataset has no property boundaries, then it says parcels are not loaded, not that there is no parcel here', () => {
      renderTab(signedIn(3), undefined, undefined, NOT_LOADED);
      expect(screen.getByText('Parcels not loaded')).toBeTruthy();

      fireEvent.click(analyzeButton());

      expect(screen.getByRole('alert').querySelector('.place-panel__notice-title')?.textContent).toBe(NOT_LOADED_NOTICE);
      expect(screen.queryByText('No parcel here')).toBeNull();
      expect(screen.queryByText(NO_PARCEL_NOTICE)).toBeNull();
      expect(analysisBodies).toEqual([]);
    });

    it('when the dataset has no property boundaries and Analyze anyway is pressed, then the request carries accept_no_parcel', async () => {
      analysisReplies.push(async () => json(ANSWER, 201));
      renderTab(signedIn(3), undefined, undefined, NOT_LOADED);
      fireEvent.click(analyzeButton());

      fireEvent.click(anywayButton());

      await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
      expect(analysisBodies).toEqual([expect.objectContaining({ accept_no_parcel: true })]);
    });

    it('when the answer to Analyze anyway is lost, then Try Again sends the same confirmed request under the same key', async () => {
      analysisReplies.push(async () => Promise.reject(new TypeError('Failed to fetch')));
      analysisReplies.push(async () => json(ANSWER, 200));
      renderTab(signedIn(3), undefined, undefined, NO_PARCEL);
      fireEvent.click(analyzeButton());
      fireEvent.click(anywayButton());

      fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));

      await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
      expect(analysisBodies).toEqual([expect.objectContaining({ accept_no_parcel: true }), expect.objectContaining({ accept_no_parcel: true })]);
      expect(analysisKeys[1]).toBe(analysisKeys[0]);
    });

    it('when the server finds no parcel where the look-up had one (409), then it asks at once, and Analyze anyway sends the acceptance', async () => {
      analysisReplies.push(async () => json({ error: { code: 'no_parcel', message: 'No parcel at this point: the brief cannot measure a lot. To analyse the point anyway, send accept_no_parcel: true. No credit was used.' } }, 409));
      analysisReplies.push(async () => json(ANSWER, 201));
      renderTab(signedIn(3));
      fireEvent.click(analyzeButton());

      const notice = await screen.findByRole('alert');
      expect(notice.querySelector('.place-panel__notice-title')?.textContent).toBe(NO_PARCEL_NOTICE);
      expect(screen.queryByText(/send accept_no_parcel/)).toBeNull();
      fireEvent.click(anywayButton());

      await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
      expect(analysisBodies).toEqual([expect.not.objectContaining({ accept_no_parcel: true }), expect.objectContaining({ accept_no_parcel: true })]);
    });

    it('when the connection goes while it asks, then Analyze anyway is disabled and described by the offline note', () => {
      renderTab(signedIn(3), undefined, undefined, NO_PARCEL);
      fireEvent.click(analyzeButton());

      act(() => setBrowserOnline(false));

      const note = screen.getByText('You are offline. Generating a brief needs a connection.');
      expect((anywayButton() as HTMLButtonElement).disabled).toBe(true);
      expect(anywayButton().getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    });

    it('when it asks, then axe finds no serious or critical violations', async () => {
      renderTab(signedIn(3), undefined, undefined, NO_PARCEL);
      fireEvent.click(analyzeButton());

      const results = await axe.run(document.body);

      const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(blocking.map((violation) => violation.id)).toEqual([]);
    });
  });

  describe('coming back to an analysis left unanswered (a reload or a crash)', () => {
    const placeKey = `${USER.id}|${POINT[0]},${POINT[1]}`;
    /** What the earlier page left: Analyze pressed, the request sent, the page gone before the answer. */
    function leftUnanswered(key = 'pending-key-0001'): string {
      localStorage.setItem('zonebrief.pendingAnalyses', JSON.stringify({ [placeKey]: key }));
      return key;
    }

    it('when Analyze is pressed, then its key is kept in storage until the answer comes, and forgotten after', async () => {
      let answer: (response: Response) => void = () => undefined;
      analysisReplies.push(() => new Promise((resolve) => (answer = resolve)));
      renderTab(signedIn(3));
      fireEvent.click(analyzeButton());
      await screen.findByRole('status');

      expect(JSON.parse(localStorage.getItem('zonebrief.pendingAnalyses') ?? '{}')).toEqual({ [placeKey]: analysisKeys[0] });
      answer(json(ANSWER, 201));
      await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
      expect(JSON.parse(localStorage.getItem('zonebrief.pendingAnalyses') ?? '{}')).toEqual({});
    });

    it('when the server finished it, then the report shows without a new request, and the balance is refreshed', async () => {
      const key = leftUnanswered();
      statusReplies.push(async () => json({ status: 'done', ...ANSWER }));

      const { refreshCredits } = renderTab(signedIn(3));

      expect(await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` })).toBeTruthy();
      expect(statusKeys).toEqual([key]);
      expect(analysisKeys).toEqual([]);
      await vi.waitFor(() => expect(refreshCredits).toHaveBeenCalled());
      expect(localStorage.getItem('zonebrief.pendingAnalyses')).toBe('{}');
    });

    it('when the server refunded it, then the refund shows and Analyze sends a new key', async () => {
      const key = leftUnanswered();
      statusReplies.push(async () => json({ status: 'refunded', credits_balance: 3 }));
      analysisReplies.push(async () => json(ANSWER, 201));

      const { refreshCredits } = renderTab(signedIn(2));

      expect((await screen.findByRole('alert')).textContent).toBe('We could not build your report, so your credit was returned. Please try again.');
      await vi.waitFor(() => expect(refreshCredits).toHaveBeenCalled());
      fireEvent.click(analyzeButton());
      await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` });
      expect(analysisKeys).toHaveLength(1);
      expect(analysisKeys[0]).not.toBe(key);
    });

    it('when the server is still building it, then the tab waits for the outcome with the same key', async () => {
      leftUnanswered();
      statusReplies.push(async () => json({ status: 'building' }));
      statusReplies.push(async () => json({ status: 'done', ...ANSWER }));

      renderTab(signedIn(3));

      expect((await screen.findByRole('status')).textContent).toContain('Analyzing this property');
      expect(await screen.findByRole('heading', { name: `Report ${REPORT.report_id}` }, { timeout: 3_000 })).toBeTruthy();
      expect(statusKeys).toEqual(['pending-key-0001', 'pending-key-0001']);
    });

    it('when the server never got it, then the key is forgotten and Analyze is offered as before', async () => {
      leftUnanswered();
      statusReplies.push(async () => json({ error: { code: 'analysis_not_found', message: 'There is no analysis with this Idempotency-Key.' } }, 404));

      renderTab(signedIn(3));

      expect(await screen.findByRole('button', { name: 'Analyze (1 credit)' })).toBeTruthy();
      await vi.waitFor(() => expect(localStorage.getItem('zonebrief.pendingAnalyses')).toBe('{}'));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
