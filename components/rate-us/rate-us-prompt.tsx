'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { get, post } from '@/client/http';
import { useSession } from '@/client/session';
import { whenIdle } from '@/client/idle';
import { isNativeWebview } from '@/client/native-bridge';
import { RateUsDialog } from './rate-us-button';

/** Asked once per tab and customer: a page view that is not the first of the visit does not ask again. */
const CHECKED_KEY = 'sitrus_rateUsChecked';

/**
 * The rate-us prompt that opens by itself (spec §9 storeRatingAfterDays): for a signed-in customer the server says
 * is due (first paid order 90 days old, no answer or dismissal in a year), in idle time. Only the route groups whose
 * pages may be interrupted render it (components/shell/site-frame.tsx: never checkout, payment, feedback, NPS or
 * review pages). Closing it without an answer is a dismissal.
 */
export function RateUsPrompt({ title }: { title: string }) {
  const session = useSession();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const answered = useRef(false);
  const userId = session.status === 'signedIn' ? session.user.id : null;

  useEffect(() => {
    if (!userId) return;
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
  }, [userId, locale]);

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
