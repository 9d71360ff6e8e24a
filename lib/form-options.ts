/**
 * The fixed choices of our forms, shared by the API's schemas (lib/api) and the forms in the browser. Kept apart
 * from the schemas so a form does not ship the validation library just to list its options.
 */
export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;
export const ASSESSMENT_KINDS = ['aligner', 'lhr', 'toning'] as const;
export const PRACTICE_TYPES = ['dentist', 'orthodontist', 'clinic'] as const;
