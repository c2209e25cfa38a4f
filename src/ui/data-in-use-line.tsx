// Where a page names the data in use: the wording and its request load only after the page has drawn, so they add
// next to nothing to the page's own script (the home page's budget); data-in-use.tsx says what stands in meanwhile.
import { lazy, Suspense } from 'react';
import type { DataInUseProps } from './data-in-use';

const DataInUse = lazy(() => import('./data-in-use'));

export function DataInUseLine(props: DataInUseProps) {
  return (
    <Suspense>
      <DataInUse {...props} />
    </Suspense>
  );
}
