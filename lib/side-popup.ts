import type { CarriedValues } from './query-whitelist';
import { withCarried } from './query-whitelist';

/** The side popup's rules (spec §3, §4, §9) in one pure place, so they are tested without a browser. */
export interface SidePopupRules {
  isVisible: boolean;
  mobile: boolean;
  desktop: boolean;
  app: boolean;
  exactPath: string[];
  includedPath: string[];
  threshold: number;
  trigger: 'time' | 'scroll';
  campaignID: string;
  destination: string;
  utmConfig: Array<{ source: string; medium: string; campaign: string; content: string }>;
}

export type Surface = 'mobile' | 'desktop' | 'app';

/** Whether the popup may show on a (locale-stripped) path, on a surface, given what this tab already dismissed. */
export function popupEligible(
  rules: SidePopupRules,
  { path, surface, dismissed }: { path: string; surface: Surface; dismissed: boolean },
): boolean {
  if (!rules.isVisible || dismissed || !rules[surface]) return false;
  const onPath =
    rules.exactPath.includes(path) ||
    rules.includedPath.some((p) => p === path || path.startsWith(`${p.replace(/\/$/, '')}/`));
  return onPath;
}

/** Milliseconds until a time-triggered popup opens (the threshold is in seconds: 5 → 5000 ms). */
export function popupDelayMs(rules: Pick<SidePopupRules, 'threshold' | 'trigger'>): number | null {
  return rules.trigger === 'time' ? Math.max(0, rules.threshold) * 1000 : null;
}

/**
 * The call to action's link: the popup's own campaign tags from `utmConfig`, unless the visitor already carries
 * tags of their own (their original attribution wins).
 */
export function popupHref(rules: Pick<SidePopupRules, 'destination' | 'utmConfig'>, carried: CarriedValues): string {
  const hasOwn = Boolean(carried.utm_source || carried.utm_campaign);
  const tags = rules.utmConfig[0];
  const popupTags: CarriedValues = tags
    ? { utm_source: tags.source, utm_medium: tags.medium, utm_campaign: tags.campaign, utm_content: tags.content }
    : {};
  return withCarried(rules.destination, hasOwn ? carried : { ...carried, ...popupTags });
}

export const popupStorageKey = (campaignID: string) => `sitrus_popup_${campaignID}_dismissed`;
