// The address search box: an ARIA combobox whose listbox offers up to 10 places (spec §2, §4, §5, §9).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_GEOCODE_QUERY_LENGTH, type AddressSearchResult } from '../../lib/api/geocode';
import { highlightParts, partsWithin, type TextPart } from './highlight';
import { keepRecentSearch } from '../../platform/recent-searches';
import { useAddressSearch, type AddressSearchState, type OfflineOrigin } from './use-address-search';
import './search.css';

export const SEARCH_PLACEHOLDER = 'Search for an address in Toronto...';
export const TOO_SHORT_TEXT = 'Type at least 2 characters to search';
export const NO_RESULTS_TITLE = 'No locations found';
export const NO_RESULTS_TEXT = 'Try a different search term or check the spelling';
/** In place of "No locations found" where the dataset has no address points to search. */
export const ADDRESSES_NOT_LOADED_TITLE = 'Address points are not loaded in this dataset';
export const ADDRESSES_NOT_LOADED_TEXT = 'Addresses cannot be searched here: click the map to look a place up.';
export const OFFLINE_SEARCH_TEXT = 'Offline: searching saved areas and recent searches.';
export const OFFLINE_NO_RESULTS_TITLE = 'Nothing found offline';
export const OFFLINE_NO_RESULTS_TEXT = 'With no connection, only addresses in areas saved on this device and places you picked lately can be found.';
/** The tag an offline result row carries. */
export const OFFLINE_ORIGIN_LABEL: Record<OfflineOrigin, string> = { 'saved-area': 'Saved area', recent: 'Recent' };
/** Long enough for a click or tap on an option to land before the dropdown closes (spec §9). */
export const BLUR_CLOSE_MS = 200;

export interface SearchBoxProps {
  /** Called with the place the user picked (Enter or a click/tap on an option). */
  onSelect(result: AddressSearchResult): void;
}

function Marked({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.matched ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>))}
    </>
  );
}

/** A named place reads as its name over its address; a plain address as one line. Either way the text keeps its spaces. */
function ResultText({ result, typed }: { result: AddressSearchResult; typed: string }) {
  const text = result.display_name;
  const parts = highlightParts(text, result.highlighted_name ?? '', typed);
  const name = result.place_name;
  if (!name || !text.startsWith(`${name}, `)) {
    return (
      <span className="address-search__address">
        <Marked parts={parts} />
      </span>
    );
  }
  const addressStart = name.length + ', '.length;
  return (
    <>
      <span className="address-search__name">
        <Marked parts={partsWithin(parts, 0, name.length)} />
      </span>
      <span className="address-search__address address-search__address--under-name">
        <Marked parts={partsWithin(parts, addressStart, text.length)} />
      </span>
    </>
  );
}

/** The line under the field for every state but a list of results. */
function StatusMessage({ state }: { state: AddressSearchState }) {
  switch (state.status) {
    case 'too-short':
      return <p className="address-search__message-text">{TOO_SHORT_TEXT}</p>;
    case 'searching':
      return <p className="address-search__message-text">Searching…</p>;
    case 'no-results':
      return (
        <>
          <p className="address-search__message-title">{NO_RESULTS_TITLE}</p>
          <p className="address-search__message-text">{NO_RESULTS_TEXT}</p>
        </>
      );
    case 'addresses-not-loaded':
      return (
        <>
          <p className="address-search__message-title">{ADDRESSES_NOT_LOADED_TITLE}</p>
          <p className="address-search__message-text">{ADDRESSES_NOT_LOADED_TEXT}</p>
        </>
      );
    case 'offline-no-results':
      return (
        <>
          <p className="address-search__message-title">{OFFLINE_NO_RESULTS_TITLE}</p>
          <p className="address-search__message-text">{`${OFFLINE_SEARCH_TEXT} ${OFFLINE_NO_RESULTS_TEXT}`}</p>
        </>
      );
    case 'results': {
      const count = `${state.results.length} ${state.results.length === 1 ? 'result' : 'results'} available`;
      return <p className="sr-only">{state.offline ? `${OFFLINE_SEARCH_TEXT} ${count}` : count}</p>;
    }
    default:
      return null;
  }
}

export function SearchBox({ onSelect }: SearchBoxProps) {
  const inputId = useId();
  const listboxId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { state, search, cancel } = useAddressSearch();
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listbox = useRef<HTMLUListElement>(null);

  const results = state.status === 'results' ? state.results : [];
  const origins = state.status === 'results' ? state.offline : undefined;
  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  useEffect(() => {
    // jsdom and some older browsers lack scrollIntoView; the selection still works without it.
    if (active >= 0) listbox.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (result: AddressSearchResult) => {
    cancel();
    keepRecentSearch(result);
    setText(result.display_name);
    close();
    onSelect(result);
  };

  const onChange = (value: string) => {
    setText(value);
    setActive(-1);
    setOpen(true);
    search(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!open) setActive(down ? 0 : count - 1);
        else setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        // Enter with no option highlighted takes the first, as most map search boxes do.
        const chosen = expanded ? results[active >= 0 ? active : 0] : undefined;
        if (chosen) pick(chosen);
        return;
      }
      case 'Escape':
        if (!open) return;
        // Stops the native search field from also clearing the text.
        event.preventDefault();
        close();
        return;
      default:
    }
  };

  const message = open && state.status !== 'idle' && state.status !== 'results' && state.status !== 'failed';

  const list = (
    <ul
      ref={listbox}
      id={listboxId}
      role="listbox"
      aria-label="Address suggestions"
      className={origins ? 'address-search__listbox address-search__listbox--offline' : 'address-search__listbox'}
      hidden={!expanded}
    >
      {results.map((result, index) => (
        <li
          key={result.place_id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className="address-search__option"
          // The name a screen reader gives the row is the whole line, however its parts are cut for bold and layout.
          aria-label={origins?.[index] ? `${result.display_name} (${OFFLINE_ORIGIN_LABEL[origins[index]]})` : result.display_name}
          // Keeps focus in the field, so picking with a mouse or a tap does not depend on the blur delay.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(result)}
        >
          <ResultText result={result} typed={state.status === 'results' ? state.typed : ''} />
          {origins?.[index] ? <span className="address-search__origin">{OFFLINE_ORIGIN_LABEL[origins[index]]}</span> : null}
        </li>
      ))}
    </ul>
  );

  return (
    <form className="address-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="sr-only" htmlFor={inputId}>
        Search for an address in Toronto
      </label>
      <svg className="address-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={inputId}
        className="address-search__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={statusId}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_GEOCODE_QUERY_LENGTH}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          if (text.trim() !== '') setOpen(true);
        }}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(close, BLUR_CLOSE_MS);
        }}
      />
      {origins ? (
        // Offline, the line saying what is searched heads the results it explains.
        <div className="address-search__dropdown" hidden={!expanded}>
          <p className="address-search__offline-note">{OFFLINE_SEARCH_TEXT}</p>
          {list}
        </div>
      ) : (
        list
      )}
      <div id={statusId} role="status" className={message ? 'address-search__message' : 'address-search__status'}>
        {open ? <StatusMessage state={state} /> : null}
      </div>
      {open && state.status === 'failed' ? (
        <p className="address-search__message address-search__message--error" role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
