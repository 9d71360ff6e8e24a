import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { SkinCategory } from '@/lib/skin';
import { getSkinService, skinServiceParams } from '@/server/skin/catalogue';
import { skinMetadata } from './metadata';
import { skinServiceName } from './names';
import { ServicePage } from './service-page';

export type ServiceParams = { params: Promise<{ locale: Locale; service: string }> };

/**
 * What each category's `select-service/[service]/page.tsx` exports: its services prerendered from the catalogue
 * (the seed at build), metadata from the service's name, and the page; a slug the category does not have is a 404.
 */
export function serviceRoute(category: SkinCategory) {
  async function load(params: ServiceParams['params']) {
    const { locale, service: slug } = await params;
    return { locale, service: await getSkinService(category, slug, localeInfo(locale).country) };
  }
  return {
    async generateStaticParams() {
      return (await skinServiceParams()).filter((p) => p.category === category).map((p) => ({ service: p.slug }));
    },
    async generateMetadata({ params }: ServiceParams): Promise<Metadata> {
      const { locale, service } = await load(params);
      if (!service) return {};
      const [t, ts] = await Promise.all([
        getTranslations({ locale, namespace: 'skinPages.service' }),
        getTranslations({ locale, namespace: 'skin' }),
      ]);
      const values = { service: skinServiceName(ts, service.slug), category: ts(`categories.${category}`) };
      return skinMetadata({
        locale,
        path: service.path,
        title: t('metaTitle', values),
        description: t('metaDescription', values),
      });
    },
    async Page({ params }: ServiceParams) {
      const { locale, service } = await load(params);
      if (!service) notFound();
      setRequestLocale(locale);
      return <ServicePage locale={locale} service={service} />;
    },
  };
}
