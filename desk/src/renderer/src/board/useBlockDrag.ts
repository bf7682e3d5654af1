/**
 * Dragging a booking's block to another bay or time on the board, with native pointer events (a
 * few lines; no drag library): past a few pixels of movement the block follows the pointer as a
 * drop outline snapped to the grid's rows and the bay columns, and letting go somewhere new reports
 * the drop. A press that does not move stays a click (the details open). The keyboard's way to do
 * the same is the drawer's 'Change or Move'.
 */
import { type MouseEvent, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';

/** Pixels the pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 6;

export interface DropSpot {
  /** Column index of the bay. */
  column: number;
  /** Row of the grid the block's top lands on. */
  row: number;
}

export interface Dragged extends DropSpot {
  id: string;
  /** The block's height in rows. */
  height: number;
}

interface DragItem extends DropSpot {
  id: string;
  height: number;
}

export function useBlockDrag({
  rowPx,
  rowCount,
  onDrop,
}: {
  rowPx: number;
  rowCount: number;
  onDrop: (id: string, spot: DropSpot) => void;
}) {
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const suppressClick = useRef(false);

  const startDrag = (event: ReactPointerEvent<HTMLElement>, item: DragItem) => {
    if (event.button !== 0 || !event.isPrimary) return;
    suppressClick.current = false;
    const block = event.currentTarget;
    const columns = Array.from(
      block.closest('.bay-board-body')?.querySelectorAll<HTMLElement>('.bay-board-column') ?? [],
    );
    const origin = { x: event.clientX, y: event.clientY };
    const grab = event.clientY - block.getBoundingClientRect().top;
    const height = Math.ceil(item.height);
    let spot: DropSpot = { column: item.column, row: item.row };
    let moving = false;

    const move = (e: PointerEvent) => {
      if (!moving && Math.hypot(e.clientX - origin.x, e.clientY - origin.y) < DRAG_THRESHOLD_PX) return;
      moving = true;
      const column = columns.findIndex((c) => {
        const r = c.getBoundingClientRect();
        return e.clientX >= r.left && e.clientX < r.right;
      });
      const top = columns[0]?.getBoundingClientRect().top ?? 0;
      const row = Math.min(Math.max(Math.round((e.clientY - grab - top) / rowPx), 0), rowCount - height);
      spot = { column: column < 0 ? spot.column : column, row };
      setDragged({ id: item.id, height: item.height, ...spot });
    };
    const end = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      setDragged(null);
      if (!moving) return;
      // The click that follows this pointerup (if any) is the drag's, not a press of the block.
      suppressClick.current = true;
      window.setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      if (e.type === 'pointerup' && (spot.column !== item.column || spot.row !== Math.round(item.row))) {
        onDrop(item.id, spot);
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  /** A block's click: false right after a drag (the drop already did what the press meant). */
  const clickAllowed = (event: MouseEvent) => {
    if (!suppressClick.current) return true;
    suppressClick.current = false;
    event.preventDefault();
    return false;
  };

  return { dragged, startDrag, clickAllowed };
}
