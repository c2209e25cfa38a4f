// The address search box. Look-ups and the results dropdown arrive with the search issue; the field already works as a field.
import { useId, useState, type FormEvent } from 'react';
import './search.css';

export function AddressSearchBox() {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="address-search" role="search" onSubmit={onSubmit}>
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
        placeholder="Search for an address in Toronto..."
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}
