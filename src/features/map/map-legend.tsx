// The 'Toronto Zoning' legend behind a toggle button: the screen opens it by default on desktop, not on phones. Open,
// it folds to its button whenever it would cover any part of the selection (the highlighted parcel and its marker), so
// the parcel being looked at is never under it; opened again by hand, it stays open over that selection until it moves.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FORMER_CITY_COLOUR, ZONE_COLOURS } from '../../lib/zoning/zone-colours';
import type { ScreenBox } from '../../platform/maplibre';
import './map.css';

/** Gap kept between the open legend and the selection, so the parcel's outline does not run along its edge. */
const SELECTION_CLEARANCE_PX = 8;

function covers(legend: ScreenBox | null, selection: ScreenBox | null): boolean {
  if (!legend || !selection) return false;
  const c = SELECTION_CLEARANCE_PX;
  return legend.left - c < selection.right && selection.left < legend.right + c && legend.top - c < selection.bottom && selection.top < legend.bottom + c;
}

interface MapLegendProps {
  defaultOpen: boolean;
  /** The selection's box on screen; a new object after each move. */
  selection?: ScreenBox | null;
}

export function MapLegend({ defaultOpen, selection = null }: MapLegendProps) {
  const [wantsOpen, setWantsOpen] = useState(defaultOpen);
  // Where the open legend sits, measured while open: folded, it still knows what opening would cover.
  const [openBox, setOpenBox] = useState<ScreenBox | null>(null);
  // The selection the user opened the legend over by hand.
  const [shownOver, setShownOver] = useState<ScreenBox | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const open = wantsOpen && (shownOver === selection || !covers(openBox, selection));

  // A layout effect: its cleanup runs as the legend folds, in the same commit. A passive one may be cleaned up only
  // after the browser has drawn the folded legend, and the observer would first report the folded size as the open
  // box, which then covers nothing, so the legend would open again and fold again every frame. Measured again for each
  // selection too: the legend moves without resizing when the credit line under it grows.
  useLayoutEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const measure = () => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      setOpenBox({ left, top, right, bottom });
    };
    // Called once on observe, then on every change of size; a window resize can move it without resizing it.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [open, selection]);

  const toggle = () => {
    if (open) {
      setWantsOpen(false);
      return;
    }
    // Asked for now, it opens even over the selection.
    setWantsOpen(true);
    setShownOver(selection);
  };

  return (
    <div ref={root} className={open ? 'map-legend map-legend--open' : 'map-legend'}>
      <button type="button" className="map-legend__toggle" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        <span className="map-legend__chevron" aria-hidden="true" />
        Toronto Zoning
      </button>
      <ul id={listId} className="map-legend__list" hidden={!open}>
        {ZONE_COLOURS.map((entry) => (
          <li key={entry.group} className="map-legend__item">
            <span className="map-legend__swatch" style={{ background: entry.colour }} aria-hidden="true" />
            {entry.label} ({entry.group})
          </li>
        ))}
        <li className="map-legend__item">
          <span className="map-legend__swatch map-legend__swatch--hatched" style={{ color: FORMER_CITY_COLOUR }} aria-hidden="true" />
          Former City by-law area
        </li>
      </ul>
    </div>
  );
}
