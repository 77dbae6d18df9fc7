import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@ir/domain/languages.ts';
import { callApi } from '../../lib/api.ts';
import { loadShellContracts } from '../../lib/load-shell-contracts.ts';
import { useLanguage } from '../../lib/language.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';

/**
 * "English" / "Español", each named in its own language (and marked so with `lang`), in the
 * header and the drawer. The one in force is pressed. `compact` (the header on a phone) shows
 * only the other language, which is what the visitor would switch to.
 */
export function LanguageSwitcher({
  compact = false,
  ghostClassName = 'btn-ghost',
}: {
  compact?: boolean;
  /** How an unpressed option looks on its background (the header is the primary colour). */
  ghostClassName?: string;
}) {
  const { language, messages, setLanguage } = useLanguage();
  const { privilege } = useSession();
  const choose = (option: Language) => {
    void setLanguage(option);
    // A signed-in account keeps the choice too: its e-mails follow it. The page has already
    // switched; a failure here only means the e-mails stay in the account's earlier language.
    // The contract comes with the shell's (zod stays out of the entry script).
    if (privilege !== '') {
      loadShellContracts()
        .then(({ setLanguageContract }) =>
          callApi(setLanguageContract, { body: { language: option } }),
        )
        .catch(() => undefined);
    }
  };
  const options = compact ? LANGUAGES.filter((option) => option !== language) : LANGUAGES;
  return (
    <div role="group" aria-label={messages.site.language.label} className="join">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={`btn join-item btn-sm ${option === language ? 'btn-active' : ghostClassName}`}
          aria-pressed={option === language}
          onClick={() => choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
