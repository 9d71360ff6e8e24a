import { WhatsAppGuard } from './whatsapp-guard';
import { WhatsAppLink } from './whatsapp-link';
import styles from './floating.module.css';

const BUTTON_ID = 'whatsapp-button';

/**
 * The floating WhatsApp chat button; which pages show it is their route group's (components/shell/site-frame.tsx),
 * and the message it opens with follows the visitor's campaign (whatsapp-link.tsx). It steps aside
 * while it would cover any text or control of the page, while a form field has focus and while a dialog is open, and
 * every page keeps room at its end where it shows over nothing (WhatsAppGuard, floating.module.css).
 */
export function WhatsAppButton({
  number,
  label,
  message,
  messageBySource,
}: {
  number: string;
  label: string;
  message: string;
  messageBySource: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <WhatsAppLink
        id={BUTTON_ID}
        className={styles.whatsapp}
        number={number}
        label={label}
        message={message}
        messageBySource={messageBySource}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2c0 1.3.9 2.5 1.1 2.7.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.6-.3Z"
          />
        </svg>
      </WhatsAppLink>
      <WhatsAppGuard buttonId={BUTTON_ID} />
    </>
  );
}
