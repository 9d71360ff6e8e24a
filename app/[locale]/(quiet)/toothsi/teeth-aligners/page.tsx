import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { InfoPage } from '@/components/aligners/info-page';
import { INFO_PAGES } from '@/components/aligners/info-pages';
import { ArchArt } from '@/components/aligners/illustrations';
import { HowSteps } from '@/components/aligners/how-steps';
import { Section } from '@/components/aligners/section';
import { StickyBookNow } from '@/components/shell/sticky-cta';

const PAGE = INFO_PAGES.teethAligners;
type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: PAGE.path, namespace: `aligners.${PAGE.namespace}` });
}

export default async function TeethAligners({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('aligners.teethAligners');
  return (
    <>
      <InfoPage locale={locale} {...PAGE} art={<ArchArt />}>
        <Section id="how-title" title={t('howTitle')} tone="alt">
          <HowSteps />
        </Section>
      </InfoPage>
      <StickyBookNow locale={locale} />
    </>
  );
}
