import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink } from '../../lib/router.tsx';
import { drawerEntries } from '@ir/domain/drawer.ts';
import { useLanguage } from '../../lib/language.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { toggledDarkMode, useTheme } from '../../lib/theme.tsx';
import { CloseIcon } from './Icons.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { SIDE_MENU_ID } from './landmarks.ts';

/**
 * daisyUI's drawer around the whole page. Its checkbox only drives the CSS; React owns the
 * open state so the menu can move focus in, close on Escape and make the page inert meanwhile.
 */
export function SideDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { privilege, signOut } = useSession();
  const { theme, setTheme } = useTheme();
  const T = useLanguage().messages.site.drawer;
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  // The checkbox takes no `readonly` (the HTML standard allows it on text fields only): it
  // is hidden and out of the tab order, and were it ever unticked, the menu closes.
  return (
    <div className="drawer">
      <input
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => {
          if (!event.target.checked) onClose();
        }}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-h-screen flex-col" inert={open}>
        {children}
      </div>
      {/* Visibility switches at once (only opacity fades) so focus can move in on open. */}
      <div className="drawer-side z-40 motion-safe:transition-opacity print:hidden">
        <button
          type="button"
          className="drawer-overlay"
          tabIndex={-1}
          aria-hidden="true"
          onClick={onClose}
        />
        <nav
          id={SIDE_MENU_ID}
          aria-label={T.label}
          className="flex min-h-full w-72 flex-col gap-4 bg-base-200 p-4 text-base-content"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-semibold">{T.title}</h2>
            <button
              type="button"
              className="btn btn-square btn-ghost btn-sm"
              aria-label={T.close}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          <ul ref={menuRef} className="menu w-full gap-1 p-0 text-base">
            {drawerEntries(privilege).map((entry) => (
              <li key={entry.id}>
                {entry.action === 'signout' ? (
                  <button
                    type="button"
                    onClick={() => {
                      onClose();
                      void signOut();
                    }}
                  >
                    {T[entry.id]}
                  </button>
                ) : (
                  <NavLink to={entry.to} onClick={onClose}>
                    {T[entry.id]}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-auto">
            <LanguageSwitcher />
          </div>
          <button
            type="button"
            className="btn btn-outline"
            aria-pressed={theme === 'black'}
            onClick={() => setTheme(toggledDarkMode(theme))}
          >
            {T.darkMode}
          </button>
        </nav>
      </div>
    </div>
  );
}
