// Without a proxy file of its own, Turbopack (rooted at the repository for the shared node_modules) builds the app's
// proxy.ts into the baseline, and every baseline request would run our locale routing. This one matches no request.
export function proxy(): void {}

export const config = { matcher: ['/__bench-baseline-no-proxy'] };
