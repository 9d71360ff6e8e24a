'use client';

import { useEffect } from 'react';

/** What the floating button must never cover: a form's submit button, and full-width buttons (a page's main action). */
const AVOID = 'button[type="submit"], input[type="submit"], button[data-block]';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Marks the floating WhatsApp button `data-covering` while it is over a submit button or a page's main action, so it
 * steps aside (floating.module.css); a form field with focus and an open dialog hide it by CSS alone. Checked once a
 * frame at most, on scroll, resize and changes of the page.
 */
export function WhatsAppGuard({ buttonId }: { buttonId: string }) {
  useEffect(() => {
    const button = document.getElementById(buttonId);
    if (!button) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = button.getBoundingClientRect();
      const covering = Array.from(document.querySelectorAll(AVOID)).some((el) => {
        const target = el.getBoundingClientRect();
        return target.width > 0 && target.height > 0 && overlaps(box, target);
      });
      if (button.hasAttribute('data-covering') !== covering) button.toggleAttribute('data-covering', covering);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [buttonId]);
  return null;
}
