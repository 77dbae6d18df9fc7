import type { Page } from '@playwright/test';

/** The part of an API answer the support helpers read. */
export interface ApiAnswer {
  status(): number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** A file in a multipart body, as Playwright's request context takes it. */
export interface MultipartFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** What the support helpers call: Playwright's APIRequestContext, or the page's own fetch. */
export interface ApiCaller {
  get(url: string): Promise<ApiAnswer>;
  post(
    url: string,
    options: { data?: unknown; multipart?: Record<string, string | MultipartFile> },
  ): Promise<ApiAnswer>;
}

/**
 * Calls the API from inside the page, with its cookies and its Origin. For a municipality's
 * own host (`lyons.localhost`): Chromium resolves `*.localhost` itself, Node's resolver, which
 * Playwright's request context uses, does not.
 */
export function browserRequest(page: Page): ApiCaller {
  const call = async (method: 'GET' | 'POST', url: string, data?: unknown): Promise<ApiAnswer> => {
    const { status, body } = await page.evaluate(
      async ([m, u, d]) => {
        const res = await fetch(u as string, {
          method: m as string,
          ...(d === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(d) }),
        });
        return { status: res.status, body: await res.text() };
      },
      [method, url, data] as const,
    );
    return { status: () => status, text: async () => body, json: async () => JSON.parse(body) };
  };
  return {
    get: (url) => call('GET', url),
    post: (url, { data, multipart }) => {
      if (multipart)
        throw new Error('browserRequest sends JSON only; upload with the request context');
      return call('POST', url, data);
    },
  };
}
