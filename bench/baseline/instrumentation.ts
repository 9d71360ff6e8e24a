/**
 * Deliberately empty. Without a file of its own, Turbopack (whose root is the repository, so that Next.js and React
 * resolve from the root node_modules) builds the root app's instrumentation.ts into the baseline, and the bare app
 * would boot ours: validate our environment and start our jobs.
 */
export function register(): void {}
