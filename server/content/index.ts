import 'server-only';
import { contentFallbackChain, type ContentLocale } from '@/i18n/locales';
import { env } from '@/server/env';
import { CONTENT_SCHEMAS, type ContentKey, type ContentOf } from './schemas';
import { embeddedSource } from './embedded';
import { strapiSource } from './strapi';
import { ContentUnavailableError, type ContentSource } from './source';

const lastGood = new Map<string, unknown>();

function activeSource(): ContentSource {
  const e = env();
  if (e.CONTENT_SOURCE === 'strapi' && e.CONTENT_API_URL) {
    return strapiSource({ baseUrl: e.CONTENT_API_URL, token: e.CONTENT_API_TOKEN });
  }
  return embeddedSource();
}

/**
 * Typed content for a key in a content locale. Missing content falls back along the locale chain
 * (ar-SA → ar → en; hi → en). When the CMS fails or sends content that does not validate, the last good copy is
 * served; with none in memory, the embedded copy is. Content never turns into an error page.
 */
export async function getContent<K extends ContentKey>(
  key: K,
  locale: ContentLocale,
  source: ContentSource = activeSource(),
): Promise<ContentOf<K>> {
  return (await getServedContent(key, locale, source)).content;
}

/** Like getContent, with the content locale that was served, so a page can mark text in another language (`lang`). */
export async function getServedContent<K extends ContentKey>(
  key: K,
  locale: ContentLocale,
  source: ContentSource = activeSource(),
): Promise<{ content: ContentOf<K>; locale: ContentLocale }> {
  for (const candidate of contentFallbackChain(locale)) {
    const found = await readValidated(source, key, candidate);
    if (found !== undefined) return { content: found, locale: candidate };
  }
  if (source.name !== 'embedded') return getServedContent(key, locale, embeddedSource());
  throw new ContentUnavailableError(`No content for ${key} in ${locale} or its fallbacks`);
}

async function readValidated<K extends ContentKey>(
  source: ContentSource,
  key: K,
  locale: ContentLocale,
): Promise<ContentOf<K> | undefined> {
  const memoKey = `${source.name}:${key}:${locale}`;
  try {
    const raw = await source.read(key, locale);
    if (raw === undefined) return undefined;
    const parsed = CONTENT_SCHEMAS[key].safeParse(raw);
    if (!parsed.success) {
      console.error(
        `[content] ${source.name} sent invalid ${key}/${locale}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
      return lastGood.get(memoKey) as ContentOf<K> | undefined;
    }
    lastGood.set(memoKey, parsed.data);
    return parsed.data as ContentOf<K>;
  } catch (error) {
    const previous = lastGood.get(memoKey) as ContentOf<K> | undefined;
    if (previous !== undefined) {
      console.warn(`[content] serving last good ${key}/${locale}: ${(error as Error).message}`);
      return previous;
    }
    if (source.name === 'embedded') throw error;
    console.warn(`[content] ${key}/${locale} unavailable from ${source.name}: ${(error as Error).message}`);
    return undefined;
  }
}

export const getSiteConfig = (locale: ContentLocale) => getContent('sitrus-config', locale);
export const getNavigationMenu = (locale: ContentLocale) => getContent('ub-header', locale);
export const getMenuContent = (locale: ContentLocale) => getContent('ub-burger-and-hover-menu-section', locale);
export const getFooterLinks = (locale: ContentLocale) => getContent('ub-footer', locale);
export const getAppDownload = (locale: ContentLocale) => getContent('ub-main-footer', locale);
export const getContactUs = (locale: ContentLocale) => getContent('toothsi-contact-us', locale);
export const getRateUs = (locale: ContentLocale) => getContent('ub-rate-us', locale);
export const getLocationBasedService = (locale: ContentLocale) => getContent('location-based-service', locale);
export const getSidePopup = (locale: ContentLocale) => getContent('toothsi-config', locale);
export const getProfileMenu = (locale: ContentLocale) => getContent('ub-profile-menu', locale);
export const getCareers = (locale: ContentLocale) => getContent('toothsi-careers', locale);
export type LegalKey = 'legal-terms-of-use' | 'legal-privacy-policy' | 'legal-covid-19';
/** A legal document and the content locale it came from (its language may differ from the page's). */
export const getLegalDocument = (key: LegalKey, locale: ContentLocale) => getServedContent(key, locale);
