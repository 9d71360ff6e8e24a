/**
 * Private pages whose content paints from the HTML, without their JavaScript: my account (a frame the early session
 * read marks, lib/account-frame.ts), my orders and the bag (rendered per request with their data).
 * The proxy marks their responses with PAINT_FIRST_HEADER, and the production server then has them fetch their
 * scripts after the first paint, as it does for every public page (scripts/paint-first.ts), and drops the header.
 * Paths are locale-stripped. The other account pages need their JavaScript for their content and are not here.
 */
export const PAINTS_WITHOUT_SCRIPT: readonly string[] = ['/my-account', '/my-account/orders', '/checkout/select-address'];

export const PAINT_FIRST_HEADER = 'x-paint-first';

/**
 * The global a paint-first page may set to a promise that settles once its content has painted: the loader of
 * scripts/paint-first.ts then requests the scripts after it as well as after the first contentful paint.
 */
export const LOADER_HOLD = '__aph';
