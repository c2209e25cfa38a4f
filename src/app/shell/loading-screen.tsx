// Full-screen loading state with the product name and a status line with animated dots (spec §2, map screen).
// It is part of the first screen's bundle (the route fallback), so it stays plain markup.

interface LoadingScreenProps {
  status: string;
  /** 0–100 when the work is measurable (the map's data preload); no bar otherwise. */
  progress?: number;
}

export function LoadingScreen({ status, progress }: LoadingScreenProps) {
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
      {progress === undefined ? null : (
        <progress className="loading-screen__progress" max={100} value={progress} aria-label="Map data loaded">
          {progress} %
        </progress>
      )}
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
