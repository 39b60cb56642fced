import type { ReactNode } from 'react';

/**
 * A card's body that keeps its loaded height (px) from the first paint: the skeleton, the
 * error and the data all take that room, so the card does not grow when the data arrives
 * and push the rest of the page down (a layout shift). The body is laid out only once it
 * comes near the screen (`.card-when-near`, content-visibility), and until then its size is
 * that same height: a card on the screen in the first frame does not change size either.
 */
export function ReservedBody({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return (
    <div
      className="card-when-near"
      style={{ minHeight, containIntrinsicSize: `auto ${minHeight}px` }}
    >
      {children}
    </div>
  );
}
