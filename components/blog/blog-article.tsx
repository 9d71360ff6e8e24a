import { getFormatter, getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { absoluteUrl, siteOrigin } from '@/i18n/metadata';
import {
  articleJsonLd,
  blogCategoryPath,
  blogPostPath,
  readingMinutes,
  relatedPosts,
  type BlogCategory,
} from '@/lib/blog';
import type { BlogCategoryView, BlogPost } from '@/server/blog';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/components/link';
import { BlogCrumbs } from './blog-crumbs';
import { blogLanguage } from './blog-language';
import { PostCard } from './post-card';
import styles from './blog.module.css';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** /blog/{category}/{slug}: the article, who wrote it and when, where to go next, and related reads. */
export async function BlogArticle({
  locale,
  category,
  view,
  post,
}: {
  locale: Locale;
  category: BlogCategory;
  view: BlogCategoryView;
  post: BlogPost;
}) {
  const [t, format] = await Promise.all([getTranslations('blog'), getFormatter()]);
  const { content, differs } = blogLanguage(locale, view.language);
  const lang = differs ? content : undefined;
  const name = t(`categories.${category}`);
  const path = blogPostPath(category, post.slug);
  const date = (value: string) => format.dateTime(day(value), { dateStyle: 'long', timeZone: 'UTC' });
  const related = relatedPosts(post, view.posts);
  const jsonLd = articleJsonLd({
    title: post.title,
    description: post.excerpt,
    url: absoluteUrl(path, locale),
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    author: post.author,
    language: content,
    publisherLogo: `${siteOrigin()}/icon.svg`,
    section: name,
  });
  return (
    <div>
      <JsonLd data={jsonLd} />
      <BlogCrumbs
        locale={locale}
        trail={[
          { name, path: blogCategoryPath(category) },
          { name: post.title, path },
        ]}
      />
      <article className={`container ${styles.article}`} aria-labelledby="page-title">
        <header className={styles.header}>
          <p className={styles.cardCategory}>
            <Link href={blogCategoryPath(category)}>{name}</Link>
          </p>
          <h1 id="page-title" lang={lang}>
            {post.title}
          </h1>
          <p className={styles.lead} lang={lang}>
            {post.excerpt}
          </p>
          <p className={styles.meta}>
            <span lang={lang}>{t('byAuthor', { name: post.author.name, role: post.author.role })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.publishedAt}>{t('publishedOn', { date: date(post.publishedAt) })}</time>
            {post.updatedAt ? (
              <>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.updatedAt}>{t('updatedOn', { date: date(post.updatedAt) })}</time>
              </>
            ) : null}
            <span aria-hidden="true"> · </span>
            <span>{t('minRead', { minutes: readingMinutes(post) })}</span>
          </p>
          {differs && localeInfo(locale).language !== 'en' ? <p className={styles.note}>{t('notTranslated')}</p> : null}
        </header>
        <div className={styles.body} lang={lang}>
          {post.sections.map((section, i) => (
            <section key={i}>
              {section.heading ? <h2>{section.heading}</h2> : null}
              {section.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
              {section.points.length > 0 ? (
                <ul>
                  {section.points.map((p, j) => (
                    <li key={j}>{p}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
        {post.links.length > 0 ? (
          <aside className={styles.next} aria-labelledby="next-title">
            <h2 id="next-title">{t('moreFromUs')}</h2>
            <ul>
              {post.links.map((link) => (
                <li key={link.href} lang={lang}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section className={`container ${styles.group}`} aria-labelledby="related-title">
          <h2 id="related-title">{t('related')}</h2>
          <ul className={styles.grid}>
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard category={category} post={p} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
