import type { UiLanguage } from './locales';
import type en from '@/messages/en.json';

/** The shell catalogue's shape; feature catalogues add namespaces of their own. */
export type Messages = typeof en & Record<string, unknown>;

/**
 * The feature catalogues, `messages/{lang}/{namespace}.json`: one file per feature keeps features from editing one
 * shared file. Listed, not read from the folder, because they are imported: in the Next build next-intl's loader
 * precompiles every message (next.config.ts), so neither the server nor the browser parses ICU at run time. A unit
 * test keeps this list equal to the folder.
 */
export const FEATURE_NAMESPACES = [
  'about',
  'account',
  'address',
  'aligners',
  'assessment',
  'bites',
  'blog',
  'careers',
  'centres',
  'checkout',
  'coins',
  'comingSoon',
  'contact',
  'errors',
  'faqSearch',
  'faqs',
  'feedback',
  'help',
  'illustrations',
  'legal',
  'pageTitles',
  'partners',
  'popup',
  'profile',
  'rateUs',
  'referral',
  'reviews',
  'rewards',
  'shop',
  'signIn',
  'skin',
  'skinBooking',
  'skinPages',
  'smilePreview',
  'smileTracker',
  'sms',
] as const;

type Module<T> = { default: T };

const loaded = new Map<UiLanguage, Promise<Messages>>();

/** A language's catalogue: `messages/{lang}.json` (shell strings) with every feature catalogue as a namespace. */
export function loadMessages(language: UiLanguage): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = readMessages(language);
    loaded.set(language, messages);
    // A failed read is tried again by the next request.
    messages.catch(() => loaded.delete(language));
  }
  return messages;
}

async function readMessages(language: UiLanguage): Promise<Messages> {
  const base = { ...((await import(`../messages/${language}.json`)) as Module<Messages>).default };
  const features = await Promise.all(
    FEATURE_NAMESPACES.map((namespace) => loadNamespace<unknown>(language, namespace)),
  );
  FEATURE_NAMESPACES.forEach((namespace, i) => {
    if (namespace in base)
      throw new Error(`messages/${language}/${namespace}.json redefines the namespace "${namespace}"`);
    base[namespace] = features[i];
  });
  return base;
}

/** One feature catalogue of a language, for server code outside a request (the SMS copy). */
export async function loadNamespace<T>(
  language: UiLanguage,
  namespace: (typeof FEATURE_NAMESPACES)[number],
): Promise<T> {
  return ((await import(`../messages/${language}/${namespace}.json`)) as Module<T>).default;
}
