import type { Page } from '@playwright/test';

/**
 * The colour pairs the app's pages use, as the daisyUI classes they are built from (only classes
 * the app uses: Tailwind builds no others, so a probe of another would measure nothing): each probe
 * is put on the page and measured in the browser, so the theme's own CSS (oklch, color-mix,
 * opacity) decides the colours. `text` probes need 4.5:1 (WCAG 1.4.3), `ui` probes 3:1 against
 * what is around them (1.4.11): form field borders, a checked box and the focus outline.
 */
export interface ContrastProbe {
  name: string;
  /** The probe's markup; the measured element carries data-probe. */
  html: string;
  kind: 'text' | 'ui' | 'focus';
}

const text = (name: string, html: string): ContrastProbe => ({ name, html, kind: 'text' });
const ui = (name: string, html: string): ContrastProbe => ({ name, html, kind: 'ui' });
const focus = (name: string, html: string): ContrastProbe => ({ name, html, kind: 'focus' });

export const CONTRAST_PROBES: ContrastProbe[] = [
  text('body text on base-100', '<p class="bg-base-100" data-probe>Text</p>'),
  text('body text on base-200', '<p class="bg-base-200" data-probe>Text</p>'),
  text('body text on base-300', '<p class="bg-base-300" data-probe>Text</p>'),
  text(
    'muted text (/70) on base-100',
    '<div class="bg-base-100"><p class="text-base-content/70" data-probe>Hint</p></div>',
  ),
  text(
    'muted text (/80) on base-200',
    '<div class="bg-base-200"><p class="text-base-content/80" data-probe>Hint</p></div>',
  ),
  text(
    'header: primary-content on primary',
    '<div class="bg-primary text-primary-content"><span data-probe>Title</span></div>',
  ),
  text(
    'footer: neutral-content on neutral',
    '<div class="bg-neutral text-neutral-content"><span data-probe>Footer</span></div>',
  ),
  text(
    'link on base-100',
    '<div class="bg-base-100"><a href="#" class="link" data-probe>Link</a></div>',
  ),
  text(
    'field-error on base-100',
    '<div class="bg-base-100"><p class="field-error" data-probe>Error</p></div>',
  ),
  text('btn', '<div class="bg-base-100"><button class="btn" data-probe>Go</button></div>'),
  text(
    'btn-primary',
    '<div class="bg-base-100"><button class="btn btn-primary" data-probe>Go</button></div>',
  ),
  text(
    'btn-secondary',
    '<div class="bg-base-100"><button class="btn btn-secondary" data-probe>Go</button></div>',
  ),
  text(
    'btn-warning',
    '<div class="bg-base-100"><button class="btn btn-warning" data-probe>Go</button></div>',
  ),
  text(
    'btn-error',
    '<div class="bg-base-100"><button class="btn btn-error" data-probe>Go</button></div>',
  ),
  text(
    'btn-outline',
    '<div class="bg-base-100"><button class="btn btn-outline" data-probe>Go</button></div>',
  ),
  text(
    'btn-ghost',
    '<div class="bg-base-100"><button class="btn btn-ghost" data-probe>Go</button></div>',
  ),
  ...(['primary', 'neutral', 'info', 'success', 'warning', 'error'] as const).map((c) =>
    text(
      `badge-${c}`,
      `<div class="bg-base-100"><span class="badge badge-${c}" data-probe>Badge</span></div>`,
    ),
  ),
  text(
    'badge-outline',
    '<div class="bg-base-100"><span class="badge badge-outline" data-probe>Badge</span></div>',
  ),
  ...(['info', 'success', 'warning', 'error'] as const).map((c) =>
    text(
      `alert-${c}`,
      `<div class="bg-base-100"><div class="alert alert-${c}"><span data-probe>Alert</span></div></div>`,
    ),
  ),
  text(
    'active tab',
    '<div class="bg-base-100"><div class="tabs tabs-box"><button class="tab tab-active" data-probe>Tab</button></div></div>',
  ),
  text(
    'menu entry on base-200',
    '<nav class="bg-base-200 text-base-content"><ul class="menu"><li><a href="#" data-probe>Entry</a></li></ul></nav>',
  ),
  text(
    'placeholder',
    '<div class="bg-base-100"><input class="input" placeholder="Placeholder" data-probe data-placeholder></div>',
  ),
  ui('input border', '<div class="bg-base-100"><input class="input" data-probe></div>'),
  ui(
    'select border',
    '<div class="bg-base-100"><select class="select" data-probe><option>A</option></select></div>',
  ),
  ui(
    'textarea border',
    '<div class="bg-base-100"><textarea class="textarea" data-probe></textarea></div>',
  ),
  ui(
    'file input border',
    '<div class="bg-base-100"><input type="file" class="file-input" data-probe></div>',
  ),
  ui(
    'checkbox border',
    '<div class="bg-base-100"><input type="checkbox" class="checkbox" data-probe></div>',
  ),
  ui(
    'checked checkbox',
    '<div class="bg-base-100"><input type="checkbox" class="checkbox" checked data-probe data-fill></div>',
  ),
  focus(
    'focused btn-primary',
    '<div class="bg-base-100 p-4"><button class="btn btn-primary" data-probe>Go</button></div>',
  ),
  focus(
    'focused btn',
    '<div class="bg-base-100 p-4"><button class="btn" data-probe>Go</button></div>',
  ),
  focus('focused input', '<div class="bg-base-100 p-4"><input class="input" data-probe></div>'),
  focus(
    'focused link',
    '<div class="bg-base-100 p-4"><a href="#" class="link" data-probe>Link</a></div>',
  ),
  focus(
    'focused menu entry',
    '<nav class="bg-base-200 p-4"><ul class="menu"><li><a href="#" data-probe>Entry</a></li></ul></nav>',
  ),
  focus(
    'focused link in the header',
    '<header class="bg-primary text-primary-content p-4"><a href="#" class="btn btn-ghost text-primary-content" data-probe>Title</a></header>',
  ),
];

export interface ContrastResult {
  name: string;
  kind: ContrastProbe['kind'];
  ratio: number;
  needed: number;
}

/** Measures every probe in `theme` on the page's own stylesheet; the page keeps its content. */
export async function measureContrast(page: Page, theme: string): Promise<ContrastResult[]> {
  return page.evaluate(
    ({ probes, theme }) => {
      document.documentElement.dataset.theme = theme;
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      /** Paints the colours in order (outermost first) and reads the sRGB result. */
      const paint = (colours: string[]): [number, number, number] => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 1, 1);
        for (const colour of colours) {
          ctx.fillStyle = colour;
          ctx.fillRect(0, 0, 1, 1);
        }
        const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
        return [r, g, b];
      };
      const luminance = ([r, g, b]: [number, number, number]) => {
        const lin = (v: number) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const ratio = (a: [number, number, number], b: [number, number, number]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const transparent = (c: string) => c === 'transparent' || /\/\s*0\)$|,\s*0\)$/.test(c);
      /** The backgrounds behind an element, outermost first, down to `from` itself. */
      const backgrounds = (from: Element): string[] => {
        const layers: string[] = [];
        for (let el: Element | null = from; el; el = el.parentElement) {
          const bg = getComputedStyle(el).backgroundColor;
          if (!transparent(bg)) layers.unshift(bg);
        }
        return layers;
      };

      // The colours a state ends at (focus, the theme), not a frame of the transition to them.
      const still = document.createElement('style');
      still.textContent =
        '*,*::before,*::after{transition:none!important;animation:none!important}';
      document.head.append(still);
      const host = document.createElement('div');
      host.style.cssText = 'position:fixed;left:0;top:0;z-index:99999;';
      document.body.append(host);
      const results = [];
      for (const probe of probes) {
        host.innerHTML = probe.html;
        const el = host.querySelector('[data-probe]') as HTMLElement;
        const style = getComputedStyle(el);
        let fg: [number, number, number];
        let bg: [number, number, number];
        if (probe.kind === 'text') {
          const own = backgrounds(el);
          bg = paint(own);
          const colour = el.hasAttribute('data-placeholder')
            ? getComputedStyle(el, '::placeholder').color
            : style.color;
          fg = paint([...own, colour]);
        } else if (probe.kind === 'ui') {
          const around = backgrounds(el.parentElement as Element);
          bg = paint(around);
          fg = el.hasAttribute('data-fill')
            ? paint([...around, style.backgroundColor])
            : paint([...around, style.borderTopColor]);
        } else {
          el.focus({ focusVisible: true } as FocusOptions);
          const focused = getComputedStyle(el);
          const around = backgrounds(el.parentElement as Element);
          bg = paint(around);
          const outline =
            focused.outlineStyle !== 'none' && parseFloat(focused.outlineWidth) > 0
              ? focused.outlineColor
              : 'transparent';
          fg = paint([...around, outline]);
        }
        results.push({
          name: probe.name,
          kind: probe.kind,
          ratio: Math.round(ratio(fg, bg) * 100) / 100,
          needed: probe.kind === 'text' ? 4.5 : 3,
        });
      }
      host.remove();
      still.remove();
      return results;
    },
    { probes: CONTRAST_PROBES, theme },
  );
}
