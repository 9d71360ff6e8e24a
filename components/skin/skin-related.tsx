import { getTranslations } from 'next-intl/server';
import { SKIN_RELATED, type SkinRelated } from '@/lib/skin-pages';
import { LinkRow } from '@/components/content/link-row';

/** A short row of links to neighbouring skin pages. */
export async function SkinRelatedLinks({ pages }: { pages: readonly SkinRelated[] }) {
  const t = await getTranslations('skinPages.common');
  return (
    <LinkRow
      title={t('relatedTitle')}
      links={pages.map((page) => ({ href: SKIN_RELATED[page], label: t(`related.${page}`) }))}
    />
  );
}
