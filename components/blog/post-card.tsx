import { getFormatter, getTranslations } from 'next-intl/server';
import { blogPostPath, readingMinutes, type BlogCategory } from '@/lib/blog';
import type { BlogPost } from '@/server/blog';
import { Link } from '@/components/link';
import styles from './blog.module.css';

/** A post in a list: title (the link), excerpt, date and reading time. `lang` marks words in another language. */
export async function PostCard({
  category,
  post,
  lang,
  headingLevel = 'h3',
}: {
  category: BlogCategory;
  post: BlogPost;
  lang?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const [t, format] = await Promise.all([getTranslations('blog'), getFormatter()]);
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <p className={styles.cardCategory}>{t(`categories.${category}`)}</p>
      <Heading className={styles.cardTitle} lang={lang}>
        <Link href={blogPostPath(category, post.slug)}>{post.title}</Link>
      </Heading>
      <p className={styles.excerpt} lang={lang}>
        {post.excerpt}
      </p>
      <p className={styles.meta}>
        <time dateTime={post.publishedAt}>
          {format.dateTime(new Date(`${post.publishedAt}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}
        </time>
        <span aria-hidden="true"> · </span>
        <span>{t('minRead', { minutes: readingMinutes(post) })}</span>
      </p>
    </article>
  );
}
