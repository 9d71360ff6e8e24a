import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { HelpPage } from './help-page';

type Params = { params: Promise<{ locale: Locale }> };

/** The help page at /help-and-support and /support (spec §2 lists both): one page, its canonical on the first. */
export function helpRoute() {
  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      const { locale } = await params;
      return alignerPageMetadata({ locale, path: '/help-and-support', namespace: 'help' });
    },
    async Page({ params }: Params) {
      const { locale } = await params;
      setRequestLocale(locale);
      return <HelpPage locale={locale} />;
    },
  };
}
