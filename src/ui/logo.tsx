// The ZoneBrief mark (the same drawing as public/icons/icon.svg) and word.
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="logo-mark">
      <rect width="64" height="64" rx="14" fill="#0b3b60" />
      <rect x="12" y="12" width="18" height="18" rx="3" fill="#f6d55c" />
      <rect x="34" y="12" width="18" height="18" rx="3" fill="#e4573d" />
      <rect x="12" y="34" width="18" height="18" rx="3" fill="#5bb07a" />
      <rect x="34" y="34" width="18" height="18" rx="3" fill="#4a8fdb" />
      <circle cx="32" cy="32" r="7" fill="#ffffff" />
      <circle cx="32" cy="32" r="3" fill="#0b3b60" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__word">ZoneBrief</span>
    </span>
  );
}
