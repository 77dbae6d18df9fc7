import { afterEach, describe, expect, it } from 'vitest';
import { loadGoogleAnalytics } from './gtag.ts';

function tagScripts() {
  return document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');
}

afterEach(() => {
  tagScripts().forEach((script) => script.remove());
  delete window.gtag;
  delete window.dataLayer;
});

describe('loadGoogleAnalytics', () => {
  it('loads gtag.js once and configures the measurement id', () => {
    loadGoogleAnalytics('G-TEST123');
    loadGoogleAnalytics('G-TEST123');

    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    const commands = (window.dataLayer ?? []).map((entry) => Array.from(entry as IArguments));
    expect(commands).toContainEqual(['config', 'G-TEST123']);
    expect(commands[0]?.[0]).toBe('js');
  });

  it('ignores anything that is not a measurement id', () => {
    loadGoogleAnalytics('');
    loadGoogleAnalytics('"><script>alert(1)</script>');
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });
});
