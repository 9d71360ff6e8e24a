import { getTranslations } from 'next-intl/server';
import { LinkRow } from '@/components/content/link-row';
import { RELATED_PAGES, type RelatedPage } from './links';

/** A short row of links to neighbouring aligner pages. */
export async function RelatedLinks({ pages }: { pages: readonly RelatedPage[] }) {
  const t = await getTranslations('aligners.common');
  return (
    <LinkRow
      title={t('relatedTitle')}
      links={pages.map((page) => ({ href: RELATED_PAGES[page], label: t(`related.${page}`) }))}
    />
  );
}
