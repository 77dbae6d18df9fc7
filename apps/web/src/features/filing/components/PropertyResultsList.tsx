import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { PropertySearchRecord } from '@ir/domain/contracts/filing/property-fields.ts';

/** SPEC §2/§9: rows 40 high in a list about 15rem (240px) high. */
export const RESULT_ROW_HEIGHT = 40;
const LIST_HEIGHT = 240;
const PAGE = Math.floor(LIST_HEIGHT / RESULT_ROW_HEIGHT);

/**
 * The search results as a single-select listbox that renders only the rows in view. The list
 * itself takes the focus; arrows, Home, End, Page Up/Down move the active row
 * (aria-activedescendant), Enter or Space chooses it, and choosing the chosen row again
 * unchooses it (SPEC §2), as a click does.
 */
export function PropertyResultsList({
  label,
  results,
  selected,
  onToggle,
  describedBy,
}: {
  label: string;
  results: readonly PropertySearchRecord[];
  selected: string | null;
  onToggle: (record: PropertySearchRecord) => void;
  describedBy?: string;
}) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(-1);
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => RESULT_ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 0, height: LIST_HEIGHT },
    // Where layout is not measured (tests, a hidden parent) the list is LIST_HEIGHT high.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { ...rect, height: LIST_HEIGHT }),
      ),
  });
  const current = active >= results.length ? results.length - 1 : active;

  // SPEC §9: the chosen row and the three after it are brought into view, so a choice kept
  // from before a reload is seen with some context below it.
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (selected === null || shownFor.current === selected) return;
    const index = results.findIndex((r) => r.print_key === selected);
    if (index < 0) return;
    shownFor.current = selected;
    virtualizer.scrollToIndex(Math.min(index + 3, results.length - 1), { align: 'auto' });
  }, [results, selected, virtualizer]);

  const moveTo = (index: number) => {
    if (results.length === 0) return;
    const next = Math.max(0, Math.min(results.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => current + 1,
      ArrowUp: () => (current < 0 ? 0 : current - 1),
      PageDown: () => current + PAGE,
      PageUp: () => current - PAGE,
      Home: () => 0,
      End: () => results.length - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
    } else if ((event.key === 'Enter' || event.key === ' ') && results[current]) {
      event.preventDefault();
      onToggle(results[current]);
    }
  };

  const onFocus = () => {
    if (current >= 0 || results.length === 0) return;
    const chosen = results.findIndex((r) => r.print_key === selected);
    moveTo(chosen >= 0 ? chosen : 0);
  };

  return (
    <div
      ref={listRef}
      role="listbox"
      aria-label={label}
      aria-describedby={describedBy}
      aria-activedescendant={current >= 0 ? `${id}-option-${current}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className="overflow-auto rounded-box border border-base-300 bg-base-100 focus:outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-base-content"
      style={{ height: LIST_HEIGHT }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const record = results[row.index] as PropertySearchRecord;
          const isSelected = record.print_key === selected;
          const isActive = row.index === current;
          return (
            // The list holds the focus and the keys (aria-activedescendant); rows never take focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={record.print_key}
              id={`${id}-option-${row.index}`}
              role="option"
              tabIndex={-1}
              aria-selected={isSelected}
              aria-setsize={results.length}
              aria-posinset={row.index + 1}
              className={`absolute left-0 flex w-full cursor-pointer items-center gap-4 truncate px-3 ${
                isSelected ? 'bg-primary text-primary-content' : 'hover:bg-base-200'
              } ${isActive ? 'outline-2 -outline-offset-2 outline-base-content' : ''}`}
              style={{ top: row.start, height: RESULT_ROW_HEIGHT }}
              onClick={() => {
                setActive(row.index);
                onToggle(record);
              }}
            >
              <span className="w-36 shrink-0 font-mono">{record.print_key}</span>
              <span className="truncate">{record.full_address}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
