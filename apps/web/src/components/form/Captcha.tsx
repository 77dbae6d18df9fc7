import type {} from 'altcha/types/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { getCaptchaChallengeContract } from '@ir/domain/contracts/auth/get-captcha-challenge.ts';
import { afterNextPaint } from '../../lib/after-paint.ts';
import { apiUrl } from '../../lib/api.ts';
import { useLanguage } from '../../lib/language.tsx';

/** The ALTCHA widget fetches and checks its proof-of-work challenge itself, from here. */
const CAPTCHA_CHALLENGE_URL = apiUrl(getCaptchaChallengeContract);

let widgetLoad: Promise<unknown> | null = null;

/**
 * A painted frame reaches the screen a little after the paint (tens of milliseconds in a
 * loaded browser): the widget waits this long more, so its download is never part of the
 * wait for the form's first frame. No one reaches the box sooner.
 */
const SHOWN_MS = 250;

/**
 * The widget is large and only the account forms and the wizard's last step need it, so it loads with the first of them
 * (the element on the page comes to life once it has). One load serves every form; a failed
 * one is tried again by the next form that mounts. It starts once the form has been drawn:
 * its 32 KB and their evaluation would otherwise come before the sign-in page's first paint.
 */
function loadWidget(): Promise<unknown> {
  widgetLoad ??= afterNextPaint()
    .then(() => new Promise((resolve) => setTimeout(resolve, SHOWN_MS)))
    .then(() => import('altcha'))
    .catch((error: unknown) => {
      widgetLoad = null;
      throw error;
    });
  return widgetLoad;
}

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

/**
 * The self-hosted ALTCHA proof-of-work widget. Reports the solution payload once verified and
 * null whenever it is not (still unsolved, expired, failed). A solution is accepted once by the
 * server, so after a rejected submit the form remounts the widget (a new `key`) for a fresh one.
 */
export function Captcha({ onChange }: { onChange: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const report = useEffectEvent((payload: string | null) => onChange(payload));
  const [loadFailed, setLoadFailed] = useState(false);
  const { language, messages } = useLanguage();

  // The widget's own words ("I'm not a robot", "Verifying...") in the page's language, formal
  // Spanish from the catalogue rather than the library's informal one.
  useEffect(() => {
    loadWidget().then(
      // The module sets up $altcha when it loads; a stand-in module (the tests') may not.
      () =>
        (globalThis.$altcha as typeof $altcha | undefined)?.i18n.set(language, {
          ...messages.common.captcha,
        }),
      () => setLoadFailed(true),
    );
  }, [language, messages]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail | undefined>).detail ?? {};
      report(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  // ALTCHA 3.2 writes two empty attributes into its own markup: `dir=""` on its box (it names a
  // direction only for right-to-left languages, then copies the property back to the
  // attribute) and `name=""` on its checkbox. Neither is valid HTML (decision 050), and each
  // means what leaving it out means, so they are taken out whenever the widget writes them.
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const removeEmpty = () => {
      for (const element of Array.from(widget.querySelectorAll('[dir=""], [name=""]'))) {
        for (const attribute of ['dir', 'name']) {
          if (element.getAttribute(attribute) === '') element.removeAttribute(attribute);
        }
      }
    };
    removeEmpty();
    const observer = new MutationObserver(removeEmpty);
    observer.observe(widget, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['dir', 'name'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <altcha-widget
        ref={ref}
        challenge={CAPTCHA_CHALLENGE_URL}
        name="captcha"
        language={language}
      />
      {loadFailed && (
        <p role="alert" className="field-error text-sm">
          {messages.common.captchaFailed}
        </p>
      )}
    </>
  );
}
