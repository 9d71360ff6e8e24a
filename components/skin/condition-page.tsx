import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { ACNE_CONDITIONS, acneConditionPath, skinCategoryPath, type AcneCondition } from '@/lib/skin-pages';
import { skinServicePath } from '@/lib/skin';
import { getSkinService } from '@/server/skin/catalogue';
import { BulletIcon, CheckIcon } from '@/components/aligners/illustrations';
import { Faq } from '@/components/aligners/faq';
import { IconList } from '@/components/aligners/icon-list';
import { PageHero } from '@/components/aligners/page-hero';
import { Section } from '@/components/aligners/section';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { CategoryArt } from './illustrations';
import { ServiceCards } from './service-cards';
import { SkinBreadcrumbs } from './skin-breadcrumbs';
import { SkinCtaBand } from './skin-cta-band';
import { SkinRelatedLinks } from './skin-related';
import { faqItems } from './skin-sections';
import styles from './skin-page.module.css';

const UP_TO_SIX = [1, 2, 3, 4, 5, 6];

/** The one template of the three acne condition pages: what it is, causes, how we treat it, home care, FAQ. */
export async function ConditionPage({ locale, condition }: { locale: Locale; condition: AcneCondition }) {
  const { country } = localeInfo(locale);
  const [t, ts, tc, tn] = await Promise.all([
    getTranslations(`skinPages.conditions.${condition.key}`),
    getTranslations('skinPages.conditions.shared'),
    getTranslations('skinPages.common'),
    getTranslations('skin'),
  ]);
  const list = (prefix: string) => UP_TO_SIX.map((n) => `${prefix}${n}`).filter((key) => t.has(key));
  const services = (
    await Promise.all(condition.services.map((s) => getSkinService(s.category, s.slug, country)))
  ).flatMap((s) => (s ? [s] : []));
  const first = condition.services[0];
  const tcond = await getTranslations('skinPages.conditions');

  return (
    <>
      <div>
        <SkinBreadcrumbs
          locale={locale}
          trail={[
            { name: tn('categories.acne'), path: skinCategoryPath('acne') },
            { name: t('name'), path: acneConditionPath(condition) },
          ]}
        />
        <PageHero
          eyebrow={ts('eyebrow')}
          title={t('title')}
          lead={t('lead')}
          art={<CategoryArt name="acne" />}
          actions={
            first ? (
              <Link href={skinServicePath(first.category, first.slug)} className={buttonClass()}>
                {tc('seePackages')}
              </Link>
            ) : undefined
          }
        />
        <Section id="what-title" title={ts('whatTitle')} narrow>
          <p className={styles.paragraph}>{t('what')}</p>
        </Section>
        <Section id="causes-title" title={ts('causesTitle')} tone="alt" narrow>
          <IconList icon={<BulletIcon />} items={list('causes.c').map((key) => ({ key, text: t(key) }))} />
        </Section>
        <Section id="care-title" title={ts('careTitle')} narrow>
          {list('care.p').map((key) => (
            <p key={key} className={styles.paragraph}>
              {t(key)}
            </p>
          ))}
        </Section>
        {services.length > 0 ? (
          <Section id="treatments-title" title={ts('treatmentsTitle')} tone="alt">
            <ServiceCards services={services} locale={locale} country={country} />
          </Section>
        ) : null}
        <Section id="tips-title" title={ts('tipsTitle')} narrow>
          <IconList icon={<CheckIcon />} items={list('tips.t').map((key) => ({ key, text: t(key) }))} />
        </Section>
        <Faq title={tc('faqTitle')} items={faqItems(t)} />
        <Section id="other-title" title={ts('otherTitle')}>
          <ul className={styles.links}>
            {ACNE_CONDITIONS.filter((c) => c.slug !== condition.slug).map((c) => (
              <li key={c.slug}>
                <Link href={acneConditionPath(c)} className={styles.linkCard}>
                  {tcond(`${c.key}.name`)}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <SkinRelatedLinks pages={['acne', 'advanced', 'products', 'toning']} />
        <SkinCtaBand />
      </div>
    </>
  );
}
