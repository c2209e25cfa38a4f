// Term → value pairs as a <dl>, so people and tests read "Zone Code" next to its value.
import type { ReactNode } from 'react';
import './card.css';

export interface DescriptionItem {
  term: string;
  value: ReactNode;
}

export function DescriptionList({ items }: { items: readonly DescriptionItem[] }) {
  return (
    <dl className="description-list">
      {items.map(({ term, value }) => (
        <div className="description-list__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
