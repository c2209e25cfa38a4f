// Where a page names the data in use: the wording and its request load only after the page has drawn, so they add
// next to nothing to the page's own script (the home page's budget); data-in-use.tsx says what stands in meanwhile.
import { lazy, Suspense } from 'react';
import { dataInUseRoom } from '../lib/dataset/attribution';
import type { DataInUseProps } from './data-in-use';
import './data-in-use-line.css';

const DataInUse = lazy(() => import('./data-in-use'));

export function DataInUseLine(props: DataInUseProps) {
  return (
    <Suspense>
      <DataInUse {...props} />
    </Suspense>
  );
}

export interface DataInUseSlotProps extends DataInUseProps {
  /** The slot's own class: its type size and margins, which the room it keeps is measured in. */
  slotClassName: string;
}

/**
 * The line in a slot that keeps, from the first paint, the room of the longest line the place can show (drawn
 * invisibly by the slot's stylesheet from its data attributes), so nothing under it moves when the line arrives, at
 * whatever width the text wraps.
 */
export function DataInUseSlot({ slotClassName, ...line }: DataInUseSlotProps) {
  const [demo, city] = dataInUseRoom(line.place);
  return (
    <div className={`data-slot ${slotClassName}`} data-room-demo={demo} data-room-city={city}>
      <DataInUseLine {...line} />
    </div>
  );
}
