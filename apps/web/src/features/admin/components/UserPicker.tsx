import { useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';

const ROW_HEIGHT = 36;
const LIST_HEIGHT = 288;

/**
 * A searchable account picker for thousands of e-mails: an ARIA combobox whose listbox only
 * renders the rows in view. Typing filters (case-insensitive substring); arrows, Home, End,
 * Page Up/Down move the active option, Enter picks it, Escape closes. Emptying the text clears
 * the choice.
 */
export function UserPicker({
  label,
  emails,
  value,
  onChange,
  loading = false,
}: {
  label: string;
  emails: readonly string[];
  value: string | null;
  onChange: (email: string | null) => void;
  loading?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Filtering 50,000 addresses on every key would make typing lag; the list may trail a little.
  const query = useDeferredValue(text.trim().toLowerCase());
  const matches = useMemo(
    () => (query && query !== value ? emails.filter((e) => e.includes(query)) : emails),
    [emails, query, value],
  );
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: open ? matches.length : 0,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height: LIST_HEIGHT },
    // A closed (hidden) list measures 0 high and would open empty until the next resize; it
    // opens LIST_HEIGHT high, so that is its height until measured otherwise.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { ...rect, height: LIST_HEIGHT }),
      ),
  });

  const choose = (email: string) => {
    setText(email);
    setOpen(false);
    setActive(-1);
    onChange(email);
  };

  const moveTo = (index: number) => {
    if (matches.length === 0) return;
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const page = Math.floor(LIST_HEIGHT / ROW_HEIGHT);
    const moves: Record<string, () => number> = {
      ArrowDown: () => active + 1,
      ArrowUp: () => active - 1,
      PageDown: () => active + page,
      PageUp: () => active - page,
      Home: () => 0,
      End: () => matches.length - 1,
    };
    const move = moves[event.key];
    if (move && (open || event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        moveTo(event.key === 'ArrowUp' ? matches.length - 1 : 0);
      } else {
        moveTo(move());
      }
    } else if (event.key === 'Enter' && open && matches[active] !== undefined) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;
  return (
    <div className="relative flex w-full max-w-md flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        className="input w-full"
        placeholder={loading ? 'Loading accounts…' : 'Type to search by e-mail'}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setOpen(true);
          setActive(-1);
          if (next.trim() === '' && value !== null) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p className="text-sm text-base-content/70" aria-live="polite">
        {open ? `${matches.length} of ${emails.length} accounts` : ''}
      </p>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        tabIndex={-1}
        className="absolute top-full z-20 mt-1 w-full overflow-auto rounded-box border border-base-300 bg-base-100 shadow-lg"
        style={{ maxHeight: LIST_HEIGHT }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const email = matches[row.index] as string;
            return (
              // The keys are the combobox input's (aria-activedescendant): options never take focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={email}
                id={`${id}-option-${row.index}`}
                tabIndex={-1}
                role="option"
                aria-selected={row.index === active}
                aria-setsize={matches.length}
                aria-posinset={row.index + 1}
                className={`absolute left-0 w-full cursor-pointer truncate px-3 leading-9 ${
                  row.index === active ? 'bg-primary text-primary-content' : 'hover:bg-base-200'
                }`}
                style={{ top: row.start, height: ROW_HEIGHT }}
                // Keeps the focus in the input, so the blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(email)}
              >
                {email}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
