import type { Ref } from 'react';
import { Link } from '../../lib/router.tsx';
import { useLanguage } from '../../lib/language.tsx';
import { MenuIcon } from './Icons.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { NAVIGATION_ID, SIDE_MENU_ID } from './landmarks.ts';

export function Header({
  shortName,
  menuOpen,
  onOpenMenu,
  menuButtonRef,
}: {
  /** Unknown until the municipality has loaded. */
  shortName: string | undefined;
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}) {
  const { messages, format } = useLanguage();
  const siteName = shortName
    ? format(messages.site.siteName, { short: shortName })
    : messages.site.productTitle;
  const onPrimary = 'btn-ghost text-primary-content hover:bg-primary-content/15';
  return (
    <header className="bg-primary text-primary-content shadow-sm print:hidden">
      <nav
        id={NAVIGATION_ID}
        aria-label={messages.site.header.primaryNav}
        tabIndex={-1}
        // A screen that wants more room sets data-header="compact" on <html> (SPEC §2, user access).
        className="navbar mx-auto max-w-6xl gap-2 px-2 focus:outline-none sm:px-4 [[data-header=compact]_&]:min-h-10 [[data-header=compact]_&]:py-0"
      >
        <button
          ref={menuButtonRef}
          type="button"
          className="btn btn-square btn-ghost text-primary-content hover:bg-primary-content/15"
          aria-label={messages.site.header.openMenu}
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        <Link
          to="/applications"
          // On a phone (320 px, WCAG 1.4.10) a long name wraps rather than push the language button off.
          className="btn btn-ghost h-auto min-h-10 min-w-0 shrink px-2 py-1 text-left text-lg leading-tight whitespace-normal text-primary-content hover:bg-primary-content/15 sm:text-xl"
        >
          {siteName}
        </Link>
        <div className="ml-auto shrink-0">
          <div className="sm:hidden">
            <LanguageSwitcher compact ghostClassName={onPrimary} />
          </div>
          <div className="hidden sm:block">
            <LanguageSwitcher ghostClassName={onPrimary} />
          </div>
        </div>
      </nav>
    </header>
  );
}
