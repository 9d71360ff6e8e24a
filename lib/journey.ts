/** Journey stages of spec §4 and the content key of each stage's call to action. */
export const JOURNEY_STAGES = ['initial', 'scanBookedOrIkOrdered', 'alignersDispatched'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

export const STAGE_CTA_KEY = {
  initial: 'initialCTA',
  scanBookedOrIkOrdered: 'scanBookedOrIKOrderedCTA',
  alignersDispatched: 'alignersDispatchedCTA',
} as const satisfies Record<JourneyStage, string>;
