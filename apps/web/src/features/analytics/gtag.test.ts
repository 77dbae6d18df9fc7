import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGoogleAnalytics, withoutSecrets } from './gtag.ts';

function tagScripts() {
  return document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
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

describe('tokens in the address', () => {
  it('are removed from the address before gtag.js is added, other parameters kept', () => {
    window.history.replaceState({ key: 'router' }, '', '/changepassword?token=s3cret&x=1');
    const seen: string[] = [];
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      seen.push(window.location.href);
      append(...nodes);
    });
    loadGoogleAnalytics('G-TEST123');
    expect(tagScripts()).toHaveLength(1);
    expect(seen).toEqual([`${window.location.origin}/changepassword?x=1`]);
    expect(window.location.href).not.toContain('s3cret');
    // The router's history entry is kept, so back and forward still work.
    expect(window.history.state).toEqual({ key: 'router' });
    expect(JSON.stringify(window.dataLayer)).not.toContain('s3cret');
  });

  it('leaves an address without secrets alone', () => {
    window.history.replaceState(null, '', '/applications?page=2');
    loadGoogleAnalytics('G-TEST123');
    expect(window.location.pathname + window.location.search).toBe('/applications?page=2');
  });

  it('drops every secret parameter, however often it appears', () => {
    expect(
      withoutSecrets('https://x.example/verify?token=a&token=b&code=c&state=d&scope=email#top'),
    ).toBe('https://x.example/verify?scope=email#top');
  });
});
