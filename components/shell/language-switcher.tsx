'use client';

import { useTranslations } from 'next-intl';
import { useLocale, usePathname } from '@/i18n/navigation';
import { getPathname } from '@/i18n/navigation';
import { LOCALES, localeInfo, type LocaleInfo } from '@/i18n/locales';
import { PopoverCloser } from './popover-closer';
import { chipClass } from '@/components/ui/button';
import styles from './language-switcher.module.css';

const PANEL_ID = 'language-panel';

/**
 * The chip's short label: the segment on an English page (EN, UAE-EN, KSA-EN), the language's own name elsewhere
 * (हिन्दी, தமிழ், العربية), so a page never shows a Latin code in another script.
 */
function chipLabel(info: LocaleInfo): string {
  if (info.language === 'en') return info.segment.toUpperCase();
  return info.language === 'ar' ? 'العربية' : info.nativeName;
}

/**
 * Every locale, grouped India / Gulf, linking to the same page in that locale. Plain anchors: switching
 * language reloads the document so `lang`, `dir` and the script font change together.
 */
export function LanguageSwitcher() {
  const t = useTranslations('language');
  const locale = useLocale();
  const pathname = usePathname();
  const current = localeInfo(locale);
  const groups = [
    { title: t('india'), locales: LOCALES.filter((l) => l.country === 'IN') },
    { title: t('gulf'), locales: LOCALES.filter((l) => l.country !== 'IN') },
  ];
  return (
    <>
      <button
        type="button"
        className={chipClass()}
        popoverTarget={PANEL_ID}
        aria-label={`${t('label')}. ${t('current', { name: current.nativeName })}`}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span aria-hidden="true" className={styles.code}>
          {chipLabel(current)}
        </span>
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel} role="dialog" aria-label={t('label')}>
        <PopoverCloser id={PANEL_ID} />
        {groups.map((group) => (
          <div key={group.title}>
            <p className={styles.group}>{group.title}</p>
            <ul className={styles.list}>
              {group.locales.map((l) => (
                <li key={l.id}>
                  <a
                    className={styles.option}
                    href={getPathname({ href: pathname, locale: l.id })}
                    hrefLang={l.id}
                    lang={l.id}
                    aria-current={l.id === locale ? 'true' : undefined}
                  >
                    {l.nativeName}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
