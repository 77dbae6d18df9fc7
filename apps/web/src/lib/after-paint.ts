/**
 * Resolves just after the browser has painted what is on the page now (a frame, then a task):
 * for downloads a page does not need to be drawn, which would otherwise come before its paint.
 * A hidden tab paints no frames, so it waits until the tab is shown.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
