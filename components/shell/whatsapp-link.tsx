'use client';

import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import { rememberedCarried } from '@/client/attribution';
import { whatsAppUrl } from '@/lib/contact-links';
import { CarriedContext } from '@/components/link';

interface Props {
  id: string;
  number: string;
  label: string;
  className: string | undefined;
  /** The chat's first message, and the one the site config gives a campaign's `utm_source` (spec §3). */
  message: string;
  messageBySource: Readonly<Record<string, string>>;
  children: ReactNode;
}

const noSubscription = () => () => undefined;

/**
 * The floating WhatsApp link: the chat opens with the site config's message for the visitor's campaign
 * (`utmBasedWhatsAppConfig`, matched on `utm_source` from this page's URL or, failing that, the visit's landing page),
 * else the default one. The server's HTML has the default; the campaign's replaces it once hydrated.
 */
export function WhatsAppLink({ id, number, label, className, message, messageBySource, children }: Props) {
  const carried = useContext(CarriedContext);
  const remembered = useSyncExternalStore(
    noSubscription,
    () => rememberedCarried().utm_source ?? null,
    () => null,
  );
  const source = (carried.utm_source ?? remembered ?? '').toLowerCase();
  return (
    <a
      id={id}
      className={className}
      href={whatsAppUrl(number, messageBySource[source] ?? message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      data-testid="whatsapp-button"
    >
      {children}
    </a>
  );
}
