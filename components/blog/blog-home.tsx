import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { blogCategoryPath } from '@/lib/blog';
import { getBlog } from '@/server/blog';
import { PageHero } from '@/components/aligners/page-hero';
import { Link } from '@/components/link';
import { blogLanguage } from './blog-language';
import { PostCard } from './post-card';
import styles from './blog.module.css';

const LATEST_PER_CATEGORY = 3;

/** /blog: the three categories, each with its newest posts and a link to all of them. */
export async function BlogHome({ locale }: { locale: Locale }) {
  const [t, categories] = await Promise.all([getTranslations('blog'), getBlog(localeInfo(locale).contentLocale)]);
  const langOf = (served: string) => {
    const { content, differs } = blogLanguage(locale, served);
    return differs ? content : undefined;
  };
  return (
    <div>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <nav className="container" aria-label={t('categoriesLabel')}>
        <ul className={styles.chips}>
          {categories.map((c) => (
            <li key={c.category}>
              <Link href={blogCategoryPath(c.category)} className={styles.chip}>
                {t(`categories.${c.category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((c) => (
        <section key={c.category} className={`container ${styles.group}`} aria-labelledby={`latest-${c.category}`}>
          <h2 id={`latest-${c.category}`}>{t('latest', { category: t(`categories.${c.category}`) })}</h2>
          <ul className={styles.grid}>
            {c.posts.slice(0, LATEST_PER_CATEGORY).map((post) => (
              <li key={post.slug}>
                <PostCard category={c.category} post={post} lang={langOf(c.language)} />
              </li>
            ))}
          </ul>
          <p>
            <Link href={blogCategoryPath(c.category)}>{t('seeAll', { category: t(`categories.${c.category}`) })}</Link>
          </p>
        </section>
      ))}
    </div>
  );
}
