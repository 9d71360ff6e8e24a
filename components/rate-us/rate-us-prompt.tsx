'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { get, post } from '@/client/http';
import { useSession } from '@/client/session';
import { whenIdle } from '@/client/idle';
import { isNativeWebview } from '@/client/native-bridge';
import { usePathname } from '@/i18n/navigation';
import { shellVisibility } from '@/lib/route-rules';
import { REVIEW_ADD_PATH, REVIEW_EDIT_PATH } from '@/lib/reviews';
import { RateUsDialog } from './rate-us-button';

/** Asked once per tab and customer: a page view that is not the first of the visit does not ask again. */
const CHECKED_KEY = 'sitrus_rateUsChecked';

/**
 * The rate-us prompt that opens by itself (spec §9 storeRatingAfterDays): for a signed-in customer the server says
 * is due (first paid order 90 days old, no answer or dismissal in a year), in idle time, never on checkout, payment,
 * feedback, NPS or review pages (where the footer is hidden too). Closing it without an answer is a dismissal.
 */
export function RateUsPrompt({ title }: { title: string }) {
  const session = useSession();
  const pathname = usePathname();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const answered = useRef(false);
  const userId = session.status === 'signedIn' ? session.user.id : null;
  const quietPage =
    !shellVisibility(pathname).footer || pathname.startsWith(REVIEW_ADD_PATH) || pathname.startsWith(REVIEW_EDIT_PATH);

  useEffect(() => {
    if (!userId || quietPage) return;
    const key = `${CHECKED_KEY}:${userId}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): ask the server, which remembers answers and dismissals anyway.
    }
    return whenIdle(() => {
      get<{ due: boolean }>(`/api/v1/rate-us/prompt?locale=${encodeURIComponent(locale)}`).then(
        ({ due }) => setOpen(due),
        () => undefined, // A prompt nobody asked for is not worth an error message.
      );
    });
  }, [userId, quietPage, locale]);

  const close = () => {
    setOpen(false);
    if (!answered.current)
      void post('/api/v1/rate-us/dismiss', { locale, source: isNativeWebview() ? 'app' : 'web' }).catch(
        () => undefined,
      );
  };
  return (
    <RateUsDialog
      open={open}
      title={title}
      onLater={close}
      onClose={close}
      onAnswered={() => (answered.current = true)}
    />
  );
}
