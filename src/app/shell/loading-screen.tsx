// Full-screen loading state with the product name and a status line with animated dots (spec §2, map screen).
export function LoadingScreen({ status }: { status: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <p className="loading-screen__brand">ZoneBrief</p>
      <p className="loading-screen__status">
        {status}
        <span className="loading-dots" aria-hidden="true">
          <span>.</span>
          <span>.</span>
          <span>.</span>
        </span>
      </p>
    </div>
  );
}

/** The in-page placeholder while a page's chunk loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      Loading
      <span className="loading-dots" aria-hidden="true">
        <span>.</span>
        <span>.</span>
        <span>.</span>
      </span>
    </div>
  );
}
