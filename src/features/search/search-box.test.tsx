import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressSearchResult, GeocodeAnswer } from '../../lib/api/geocode';
import { expandStreetAbbreviations } from '../../lib/search/street-abbreviations';
import { SearchBox } from './search-box';

function place(id: string, display_name: string, highlighted_name = ''): AddressSearchResult {
  return { place_id: id, display_name, lat: 43.65, lng: -79.38, highlighted_name, is_google_result: false };
}

const RESULTS = [
  place('a', '100 Queen Street West, Toronto, ON', '100 Queen Street West'),
  place('b', '100 Queen Street East, Toronto, ON', '100 Queen Street'),
  place('c', '100 Queens Quay East, Toronto, ON'),
];

type FetchArgs = [input: string, init?: RequestInit];

/** Stubs fetch with a JSON Response for every call, and returns the spy. */
function answerWith(body: GeocodeAnswer | object, status = 200) {
  const spy = vi.fn(async (..._args: FetchArgs) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', spy);
  return spy;
}

function renderBox() {
  const onSelect = vi.fn<(result: AddressSearchResult) => void>();
  render(<SearchBox onSelect={onSelect} />);
  return { onSelect, input: screen.getByRole('combobox') };
}

/** Types, lets the debounce run out and the stubbed answer arrive. */
async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.input(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('shows the placeholder of the spec', () => {
    const { input } = renderBox();
    expect(input.getAttribute('placeholder')).toBe('Search for an address in Toronto...');
  });

  it('when fewer than 2 characters are typed, then it shows the hint and sends no request', async () => {
    const fetchSpy = answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input } = renderBox();
    await typeAndWait(input, 'q');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters to search');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when typing, then one request goes out 300 ms after the last key, with abbreviations expanded', async () => {
    const fetchSpy = answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input } = renderBox();
    for (const text of ['10', '100 q', '100 queen st']) fireEvent.input(input, { target: { value: text } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const url = new URL(fetchSpy.mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/api/geocode');
    expect(url.searchParams.get('q')).toBe(expandStreetAbbreviations('100 queen st'));
    expect(url.searchParams.get('q')).toMatch(/street/i);
  });

  it('when a newer query is sent, then the request still running is aborted', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    const { input } = renderBox();
    await typeAndWait(input, 'king');
    await typeAndWait(input, 'king st');
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });

  it('lists the results as options of an expanded listbox, with the matched part in bold', async () => {
    answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input } = renderBox();
    await typeAndWait(input, '100 queen');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(RESULTS.map((r) => r.display_name));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(options[0]?.querySelector('strong')?.textContent).toBe('100 Queen');
    expect(options[2]?.querySelector('strong')?.textContent).toBe('100 Queen');
  });

  it('when a result names a place, then its row shows the name over the address, and is named as one line', async () => {
    const cityHall = { ...place('h', 'Toronto City Hall, 100 Queen St W, Toronto, ON', '100 Queen St W'), place_name: 'Toronto City Hall' };
    answerWith({ results: [cityHall], source: 'gazetteer' });
    const { input } = renderBox();
    await typeAndWait(input, '100 queen st w');
    const option = screen.getByRole('option', { name: 'Toronto City Hall, 100 Queen St W, Toronto, ON' });
    expect(option.querySelector('.address-search__name')?.textContent).toBe('Toronto City Hall');
    expect(option.querySelector('.address-search__address')?.textContent).toBe('100 Queen St W, Toronto, ON');
    expect(option.querySelector('strong')?.textContent).toBe('100 Queen St W');
  });

  it('shows at most 10 results', async () => {
    answerWith({ results: Array.from({ length: 12 }, (_, i) => place(`p${i}`, `${i} Bay Street, Toronto, ON`)), source: 'gazetteer' });
    const { input } = renderBox();
    await typeAndWait(input, 'bay');
    expect(screen.getAllByRole('option')).toHaveLength(10);
  });

  it('when arrows move the selection and Enter is pressed, then onSelect gets that result', async () => {
    answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input, onSelect } = renderBox();
    await typeAndWait(input, '100 queen');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const active = screen.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(active?.id);
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(RESULTS[1]);
    expect((input as HTMLInputElement).value).toBe(RESULTS[1]?.display_name);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('when ArrowUp is pressed first, then the selection wraps to the last result', async () => {
    answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input, onSelect } = renderBox();
    await typeAndWait(input, '100 queen');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(RESULTS[2]);
  });

  it('when an option is clicked, then onSelect gets it', async () => {
    answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input, onSelect } = renderBox();
    await typeAndWait(input, '100 queen');
    fireEvent.click(screen.getByRole('option', { name: RESULTS[2]?.display_name }));
    expect(onSelect).toHaveBeenCalledWith(RESULTS[2]);
  });

  it('when Escape is pressed, then the dropdown closes', async () => {
    answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input } = renderBox();
    await typeAndWait(input, '100 queen');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('when the field loses focus, then the dropdown closes 200 ms later', async () => {
    answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input } = renderBox();
    await typeAndWait(input, '100 queen');
    fireEvent.blur(input);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('when a click lands within the 200 ms after blur, then the pick still counts', async () => {
    answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input, onSelect } = renderBox();
    await typeAndWait(input, '100 queen');
    fireEvent.blur(input);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    fireEvent.click(screen.getByRole('option', { name: RESULTS[0]?.display_name }));
    expect(onSelect).toHaveBeenCalledWith(RESULTS[0]);
  });

  it('when nothing matches, then it says so in the words of the spec', async () => {
    answerWith({ results: [], source: 'gazetteer' });
    const { input } = renderBox();
    await typeAndWait(input, 'zzzz');
    const status = screen.getByRole('status');
    expect([...status.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'No locations found',
      'Try a different search term or check the spelling',
    ]);
  });

  it('when nothing matches in a dataset without address points, then it says they are not loaded instead of "No locations found"', async () => {
    answerWith({ results: [], source: 'gazetteer', addresses: 'not-loaded' });
    const { input } = renderBox();
    await typeAndWait(input, '100 queen st w');
    const status = screen.getByRole('status');
    expect([...status.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Address points are not loaded in this dataset',
      'Addresses cannot be searched here: click the map to look a place up.',
    ]);
  });

  it('when the request fails, then it shows a clear message', async () => {
    answerWith({ error: { code: 'geocoder_unavailable', message: 'The address search is unavailable right now.' } }, 503);
    const { input } = renderBox();
    await typeAndWait(input, 'king');
    expect(screen.getByRole('alert').textContent).toBe('Address search failed. The address search is unavailable right now.');
  });
});

describe('SearchBox when the server cannot be reached', () => {
  const cutOff = () => vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

  afterEach(() => {
    window.localStorage.clear();
  });

  it('when a place was picked before, then typing part of it offline offers it marked Recent, under the offline line', async () => {
    answerWith({ results: RESULTS, source: 'gazetteer' });
    const { input, onSelect } = renderBox();
    await typeAndWait(input, '100 queen');
    fireEvent.click(screen.getByRole('option', { name: '100 Queen Street West, Toronto, ON' }));
    expect(onSelect).toHaveBeenCalledTimes(1);

    cutOff();
    await typeAndWait(input, 'queen st w');
    const option = screen.getByRole('option', { name: '100 Queen Street West, Toronto, ON (Recent)' });
    expect(option.textContent).toContain('Recent');
    expect(screen.getByText('Offline: searching saved areas and recent searches.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Offline: searching saved areas and recent searches. 1 result available');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when nothing saved or recent matches offline, then it says so in plain words, not that the search failed', async () => {
    cutOff();
    const { input } = renderBox();
    await typeAndWait(input, '12 nowhere rd');
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain('Nothing found offline');
    expect(status).toContain('Offline: searching saved areas and recent searches.');
    expect(screen.queryByText(/Address search failed/)).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
  });
});
