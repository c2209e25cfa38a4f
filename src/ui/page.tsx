// A content page's frame: the one h1, an optional lead paragraph, and the document title.
import { useEffect, type ReactNode } from 'react';
import './page.css';

const PRODUCT = 'ZoneBrief';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${PRODUCT}` : `${PRODUCT} — AI-Powered Zoning Intelligence`;
  }, [title]);
}

interface PageProps {
  title: string;
  lead?: ReactNode;
  /** 'narrow' for forms and reading, 'wide' for grids. */
  width?: 'narrow' | 'normal' | 'wide';
  children?: ReactNode;
}

export function Page({ title, lead, width = 'normal', children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={`page page--${width}`}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
