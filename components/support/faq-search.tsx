'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './faq-page.module.css';

const normalise = (text: string) => text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Client-side search over the server-rendered questions under `#rootId` (server components, which React never renders again on this page): hides the
 * questions, topics and groups without every typed word, opens the matches, and opens a question named by the URL's
 * hash (`/faqs#free-scan`), clearing a search that hid it.
 */
export function FaqSearch({ rootId }: { rootId: string }) {
  const t = useTranslations('faqSearch');
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const texts = useRef(new WeakMap<Element, string>());

  const apply = useCallback(
    (value: string): number | null => {
      const root = document.getElementById(rootId);
      if (!root) return null;
      const words = normalise(value).split(' ').filter(Boolean);
      let shown = 0;
      for (const item of root.querySelectorAll<HTMLDetailsElement>('[data-faq-item]')) {
        let text = texts.current.get(item);
        if (text === undefined) {
          text = normalise(item.textContent ?? '');
          texts.current.set(item, text);
        }
        const match = words.every((word) => text.includes(word));
        item.hidden = !match;
        if (match) shown++;
        if (words.length > 0 && match && !item.open) {
          item.open = true;
          item.dataset.openedBySearch = 'true';
        } else if (words.length === 0 && item.dataset.openedBySearch) {
          item.open = false;
          delete item.dataset.openedBySearch;
        }
      }
      for (const block of root.querySelectorAll<HTMLElement>('[data-faq-topic], [data-faq-group]')) {
        block.hidden = !block.querySelector('[data-faq-item]:not([hidden])');
      }
      return words.length > 0 ? shown : null;
    },
    [rootId],
  );

  useEffect(() => {
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target?.closest('[data-faq-topic]')) return;
      // A question or topic the search has hidden comes back with every other.
      if (target.closest('[hidden]')) {
        setQuery('');
        setCount(apply(''));
      }
      target.scrollIntoView({ block: 'start' });
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.querySelector('summary')?.focus({ preventScroll: true });
      }
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [apply]);

  function change(value: string) {
    setQuery(value);
    setCount(apply(value));
  }

  return (
    <div role="search" className={styles.search}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {t('label')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          className={`${fieldStyles.control} ${styles.searchInput}`}
          placeholder={t('placeholder')}
          value={query}
          onChange={(e) => change(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        {query ? (
          <button type="button" className={styles.clear} onClick={() => change('')}>
            {t('clear')}
          </button>
        ) : null}
      </div>
      <p className={styles.results} role="status">
        {count === null ? '' : t('results', { count })}
        {count === 0 ? ` ${t('noResults')}` : ''}
      </p>
    </div>
  );
}
