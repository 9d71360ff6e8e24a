import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { blogCategoryPath, pageCount, pageOf, type BlogCategory } from '@/lib/blog';
import { getBlogCategory } from '@/server/blog';
import { Link } from '@/components/link';
import { BlogCrumbs } from './blog-crumbs';
import { blogLanguage } from './blog-language';
import { PostCard } from './post-card';
import styles from './blog.module.css';

/** Whether a category has this listing page (page 1 always; later pages while posts last). */
export async function hasBlogPage(category: BlogCategory, page: number, locale: Locale): Promise<boolean> {
  const view = await getBlogCategory(category, localeInfo(locale).contentLocale);
  return pageOf(view.posts, page) !== null;
}

/** /blog/{category} and /blog/{category}/page/{n}: the category's posts, newest first, twelve a page. */
export async function BlogCategoryPage({
  locale,
  category,
  page = 1,
}: {
  locale: Locale;
  category: BlogCategory;
  page?: number;
}) {
  const [t, view] = await Promise.all([
    getTranslations('blog'),
    getBlogCategory(category, localeInfo(locale).contentLocale),
  ]);
  const posts = pageOf(view.posts, page) ?? [];
  const pages = pageCount(view.posts.length);
  const { content, differs } = blogLanguage(locale, view.language);
  const lang = differs ? content : undefined;
  const name = t(`categories.${category}`);
  return (
    <div>
      <BlogCrumbs locale={locale} trail={[{ name, path: blogCategoryPath(category, page) }]} />
      <header className={`container ${styles.header}`}>
        <h1>{pages > 1 ? `${name} – ${t('pageOf', { page, pages })}` : name}</h1>
        <p className={styles.lead} lang={lang}>
          {view.description}
        </p>
      </header>
      <section className="container" aria-labelledby="posts-title">
        <h2 id="posts-title" className="visually-hidden">
          {t('allPosts')}
        </h2>
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard category={category} post={post} lang={lang} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t('pagination')} className={styles.pagination}>
            {page > 1 ? (
              <Link href={blogCategoryPath(category, page - 1)} rel="prev">
                {t('previous')}
              </Link>
            ) : null}
            <ol>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  {n === page ? (
                    <span aria-current="page">{n}</span>
                  ) : (
                    <Link href={blogCategoryPath(category, n)} aria-label={t('page', { page: n })}>
                      {n}
                    </Link>
                  )}
                </li>
              ))}
            </ol>
            {page < pages ? (
              <Link href={blogCategoryPath(category, page + 1)} rel="next">
                {t('next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
