import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { localeOfPath } from './i18n/localized-href';
import { localizedHref } from './i18n/navigation';
import { legacyTarget } from './lib/legacy-redirects';
import {
  ATTRIBUTION_COOKIE,
  parseAttribution,
  pickCarried,
  serialiseAttribution,
  withCarried,
} from './lib/query-whitelist';
import {
  normaliseReferralCode,
  readReferralCookie,
  REFERRAL_ATTRIBUTION_DAYS,
  REFERRAL_COOKIE,
  referralCookieValue,
} from './lib/referral-link';
import { stripLocale } from './lib/paths';
import { requiresSignIn, SECURE_SESSION_COOKIE, SESSION_COOKIE, signInHref } from './lib/auth-rules';
import { isHttpsRequest, STRICT_TRANSPORT_SECURITY, trustProxyOf } from './lib/security-headers';

const intl = createIntlMiddleware(routing);
const ROOT_FILES = new Set(['/robots.txt', '/sitemap.xml', '/icon.svg', '/favicon.ico']);
const ATTRIBUTION_MAX_AGE_S = 60 * 60 * 24 * 30;

/**
 * The proxy does three things and nothing else: legacy redirects (keeping only whitelisted parameters),
 * remembering whitelisted landing parameters in a first-party cookie, and next-intl's locale routing.
 * It never decides who may see data: that is checked next to the data in server/.
 * Every answer over HTTPS carries HSTS (the one security header that depends on the request; the rest are set in
 * next.config.ts).
 */
export function proxy(request: NextRequest): NextResponse {
  const response = route(request);
  if (
    isHttpsRequest(
      request.nextUrl.protocol,
      request.headers.get('x-forwarded-proto'),
      trustProxyOf(process.env.TRUST_PROXY),
    )
  ) {
    response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  }
  return response;
}

function route(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  // A malformed %-escape (/%ff, /hi/%) cannot be decoded into route parameters, which Next answers with a plain-text
  // 500, and a rewrite does not help (Next decodes the original path's parameters again when it renders, and a
  // percent sign that survives one decoding fails the next). A page path is sent to the branded 404 of its language;
  // the API and the other folders the second matcher lets in get a 400, and their well-formed paths pass untouched.
  const undecodable = !decodes(pathname);
  if (/^\/(api|dev|sandbox-pay|_next|images|media|fonts)\//.test(pathname))
    return undecodable ? malformedPath(pathname) : NextResponse.next();
  // Pages answer GET and HEAD (the app has no server actions); TRACE, PUT, DELETE… on a page are a 405, not a render.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse('Method not allowed\n', {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  if (undecodable) {
    const notFound = NextResponse.redirect(
      new URL(localizedHref('/page-not-found', localeOfPath(pathname)), request.url),
      307,
    );
    notFound.headers.set('Cache-Control', 'no-store');
    return notFound;
  }
  // Files at the root: our metadata routes pass; anything else (a stray /apple-touch-icon.png) is a plain 404,
  // never a page rendered with a file name for a locale.
  if (/^\/[^/]*\.[^/]*$/.test(pathname)) {
    return ROOT_FILES.has(pathname) ? NextResponse.next() : new NextResponse('Not found', { status: 404 });
  }
  const carried = pickCarried(searchParams);

  const stripped = stripLocale(pathname);
  const target = legacyTarget(stripped);
  if (target) {
    const url = new URL(withCarried(localizedHref(target, localeOfPath(pathname)), carried), request.url);
    return remember(NextResponse.redirect(url, 308), request, carried);
  }

  // Logged-out visitors of login-required pages go to sign-in and come back. This only looks for a cookie;
  // whether the session is valid is checked next to the data by every account endpoint.
  // Whether the page or the redirect is answered depends on the Cookie header, so neither may be kept by a shared
  // cache (a CDN, or nginx in deploy/) and handed to another visitor. (Next keeps a
  // Cache-Control set here, even on a prerendered page, but replaces Vary, so Vary: Cookie would not do.)
  if (requiresSignIn(stripped)) {
    if (!request.cookies.has(SESSION_COOKIE) && !request.cookies.has(SECURE_SESSION_COOKIE)) {
      // The campaign parameters stay on the sign-in page's own URL too (spec §5), not only inside `next`.
      const url = new URL(
        withCarried(localizedHref(signInHref(`${stripped}${request.nextUrl.search}`), localeOfPath(pathname)), carried),
        request.url,
      );
      return personal(remember(NextResponse.redirect(url, 307), request, carried));
    }
    return personal(remember(intl(request), request, carried));
  }

  return remember(intl(request), request, carried);
}

function personal(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function remember(response: NextResponse, request: NextRequest, carried: ReturnType<typeof pickCarried>): NextResponse {
  if (Object.keys(carried).length === 0) return response;
  const previous = parseAttribution(request.cookies.get(ATTRIBUTION_COOKIE)?.value);
  response.cookies.set(ATTRIBUTION_COOKIE, serialiseAttribution({ ...previous, ...carried }), {
    path: '/',
    maxAge: ATTRIBUTION_MAX_AGE_S,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    httpOnly: false,
  });
  rememberReferral(response, request, carried.referralcode);
  return response;
}

/**
 * A referral link's code, with the time it first came, in a cookie of its own (httpOnly: the cart API reads it and
 * keeps it on the visitor's cart, server/rewards/cart-rewards.ts), so the attribution window runs from that first
 * visit. The same code again (every link of the page carries it) leaves the cookie as it is.
 */
function rememberReferral(response: NextResponse, request: NextRequest, raw: string | undefined): void {
  const code = normaliseReferralCode(raw);
  if (!code || readReferralCookie(request.cookies.get(REFERRAL_COOKIE)?.value)?.code === code) return;
  response.cookies.set(REFERRAL_COOKIE, referralCookieValue(code, new Date()), {
    path: '/',
    maxAge: REFERRAL_ATTRIBUTION_DAYS * 86_400,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    httpOnly: true,
  });
}

export const config = {
  // Everything but API routes, development tools, Next internals and the public asset folders;
  // and, of those, only paths with a %-escape (to answer a malformed one with a 400, not Next's 500; never every API
  // call: a proxy in front of a route makes Next buffer its body).
  matcher: [
    '/((?!api|dev/|sandbox-pay/|_next|_vercel|images/|media/|fonts/).*)',
    '/:prefix(api|dev|sandbox-pay|_next|images|media|fonts)/:path(.*%.*)',
  ],
};

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function malformedPath(pathname: string): NextResponse {
  const error = { code: 'BAD_REQUEST', message: 'The address has a malformed %-escape.', status: 400 };
  return pathname.startsWith('/api/')
    ? NextResponse.json({ error }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
    : new NextResponse(`${error.message}\n`, {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
}
