// A titled card: a section labelled by its heading.
import { useId, type ReactNode } from 'react';
import './card.css';

interface CardProps {
  title: ReactNode;
  /** Heading level inside the page's outline (h2 by default). */
  level?: 2 | 3;
  /** Extra content beside the title (a badge, a unit switch). */
  aside?: ReactNode;
  tone?: 'default' | 'muted' | 'highlight';
  className?: string;
  children?: ReactNode;
}

export function Card({ title, level = 2, aside, tone = 'default', className, children }: CardProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={['card', `card--${tone}`, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className="card__header">
        <Heading id={headingId} className="card__title">
          {title}
        </Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}
