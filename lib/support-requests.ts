/**
 * The rules of the help and contact forms (issue #18), shared by the API's schemas, the server and the forms.
 * Kept free of zod so a form does not ship the validation library just to list its options.
 */

/** Callback reasons of spec §9, in the order of the contact-us content's `callbackReasons` (ids 1 to 7). */
export const CALLBACK_REASONS = [
  'smilePlan',
  'paymentOptions',
  'iprAttachment',
  'clinicalProcedures',
  'speakToDoctor',
  'cancelOrder',
  'otherConcern',
] as const;
export type CallbackReason = (typeof CALLBACK_REASONS)[number];

/** A second request for the same phone within this window joins the first instead of queueing another call. */
export const CALLBACK_MERGE_MINUTES = 30;
/** Requests one phone may add to its open callback (the first included) before it must wait for the window. */
export const CALLBACK_SUBMISSIONS_PER_REQUEST = 5;
/** Separate callbacks one phone may ask for in a day: nobody gets our team calling a number over and over. */
export const CALLBACK_REQUESTS_PER_PHONE = 3;
export const CALLBACK_PHONE_WINDOW_MINUTES = 24 * 60;
/** Separate callbacks one network may ask for in an hour. */
export const CALLBACK_REQUESTS_PER_IP = 10;
export const CALLBACK_IP_WINDOW_MINUTES = 60;

/** Topics of the contact-us inquiry form (spec §3 `inquiryOptions` values). */
export const INQUIRY_TOPICS = ['ALIGNER', 'CAREERS', 'ASSOCIATION'] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

/** What a Gulf visitor can ask to hear about on /ae/comming-soon. */
export const LAUNCH_INTERESTS = ['aligners', 'skin', 'centres'] as const;
export type LaunchInterest = (typeof LAUNCH_INTERESTS)[number];

/** Gulf markets of the coming-soon page. */
export const GULF_COUNTRIES = ['AE', 'SA', 'QA', 'BH'] as const;
