/**
 * The attribute the shell sets on `<html>` once React has hydrated the page (components/shell/shell-provider.tsx):
 * the bench's "hydrated" mark, and what end-to-end tests wait for before they use a client island.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
