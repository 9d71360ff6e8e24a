'use client';

import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { isNativeWebview, postToNative } from '@/client/native-bridge';
import type { ReferralShare } from '@/lib/api/rewards-contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import styles from './rewards.module.css';

/**
 * Share buttons of a referral link: WhatsApp and SMS open with the invitation written, copy puts the link on the
 * clipboard, and a share button opens the native share sheet: the app's through the bridge inside the app, the
 * browser's where it has one (shown once hydrated, where either exists).
 */
export function ShareButtons({ share }: { share: ReferralShare }) {
  const t = useTranslations('referral');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // Which share sheet there is: known only in the browser (none in the server's HTML).
  const sheet = useSyncExternalStore(noSubscription, shareSheet, () => null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(share.link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function openSheet() {
    const data = { title: t('shareTitle'), text: share.text, url: share.link };
    if (sheet === 'app') postToNative({ type: 'SHARE', data });
    // A share sheet the visitor closes rejects: nothing to report.
    else void navigator.share(data).catch(() => undefined);
  }

  return (
    <div className={styles.stack}>
      <div className={styles.buttons}>
        <a
          href={share.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass()}
          data-testid="share-whatsapp"
        >
          {t('shareWhatsApp')}
        </a>
        <a href={share.sms} className={buttonClass({ variant: 'secondary' })} data-testid="share-sms">
          {t('shareSms')}
        </a>
        <Button variant="secondary" onClick={() => void copy()} data-testid="copy-link">
          {t('copyLink')}
        </Button>
        {sheet ? (
          <Button variant="ghost" onClick={openSheet} data-testid="share-sheet">
            {t('shareMore')}
          </Button>
        ) : null}
      </div>
      <p className={styles.muted} dir="ltr" data-testid="referral-link">
        {share.link}
      </p>
      <FormMessage tone={copied === 'failed' ? 'error' : 'success'}>
        {copied === 'yes' ? t('copied') : copied === 'failed' ? t('copyFailed') : null}
      </FormMessage>
    </div>
  );
}

const noSubscription = () => () => undefined;

function shareSheet(): 'app' | 'browser' | null {
  if (isNativeWebview()) return 'app';
  return typeof navigator.share === 'function' ? 'browser' : null;
}
