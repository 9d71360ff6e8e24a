/**
 * The attribute the shell sets on `<html>` once React has hydrated the page (components/shell/shell-provider.tsx).
 * Until then the paint-first loader (scripts/paint-first.ts) keeps a form from being submitted natively, which
 * would reload the page with what was typed in its address; end-to-end tests wait for it before they interact.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
