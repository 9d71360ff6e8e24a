'use client';

import { useEffect } from 'react';

/** What a tap on the floating button must never take from: anything a customer can press, pick or type into. */
const CONTROL =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function shown(element: Element): boolean {
  // jsdom (unit tests) has no checkVisibility; there a box of some size is what counts.
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    : true;
}

/**
 * Whether any visible text or control of the page is under `box` (the floating button's, on screen). Walks down from
 * `<body>` only into boxes that meet it, so a check reads a few dozen boxes rather than the page's thousands; a box
 * without size (`display: contents`) is walked through.
 */
export function coversContent(button: Element, box: Box): boolean {
  const range = document.createRange();
  const stack: Element[] = [document.body];
  while (stack.length > 0) {
    const parent = stack.pop();
    if (!parent) break;
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const lines = typeof range.getClientRects === 'function' ? Array.from(range.getClientRects()) : [];
        if (lines.some((line) => line.width > 0 && overlaps(box, line)) && shown(parent)) return true;
        continue;
      }
      if (!(node instanceof Element) || node === button || node.tagName === 'SCRIPT' || node.tagName === 'STYLE')
        continue;
      const rect = node.getBoundingClientRect();
      const sized = rect.width > 0 && rect.height > 0;
      if (sized && !overlaps(box, rect)) continue;
      if (sized && node.matches(CONTROL) && shown(node)) return true;
      stack.push(node);
    }
  }
  return false;
}

/**
 * Marks the floating WhatsApp button `data-covering` while any text or control of the page is under it, so it steps
 * aside (floating.module.css) and comes back over empty space (the room the page keeps at its end for it); a form
 * field with focus and an open dialog hide it by CSS alone. Checked once a frame at most, on scroll, resize and
 * changes of the page.
 */
export function WhatsAppGuard({ buttonId }: { buttonId: string }) {
  useEffect(() => {
    const button = document.getElementById(buttonId);
    if (!button) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const covering = coversContent(button, button.getBoundingClientRect());
      if (button.hasAttribute('data-covering') !== covering) button.toggleAttribute('data-covering', covering);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [buttonId]);
  return null;
}
