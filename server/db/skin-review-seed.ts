import type { SkinCategory } from '@/lib/skin';

/**
 * Published treatment reviews the skin pages show (/skinnsi/skinnsi-reviews and the service pages). They are
 * customers' own words, kept in the language they wrote them in, so they are data and not UI strings.
 */
export interface SkinReviewSeed {
  id: number;
  category: SkinCategory;
  serviceSlug: string | null;
  authorName: string;
  city: string;
  rating: number;
  body: string;
  locale: 'en' | 'ar';
  createdAt: string;
}

export const SKIN_REVIEW_SEED: SkinReviewSeed[] = [
  {
    id: 1,
    category: 'lhr',
    serviceSlug: 'underarms',
    authorName: 'Priya S.',
    city: 'Mumbai',
    rating: 5,
    body: 'Six sessions at home and the regrowth is thin and patchy now. The therapist did a patch test first and explained every step.',
    locale: 'en',
    createdAt: '2026-09-14T11:20:00+05:30',
  },
  {
    id: 2,
    category: 'lhr',
    serviceSlug: 'full-legs',
    authorName: 'Neha K.',
    city: 'Bangalore',
    rating: 4,
    body: 'Visible difference after the third session. One visit was rescheduled by the team, but they called a day ahead.',
    locale: 'en',
    createdAt: '2026-08-30T18:05:00+05:30',
  },
  {
    id: 3,
    category: 'lhr',
    serviceSlug: 'upper-lip',
    authorName: 'Aisha R.',
    city: 'Hyderabad',
    rating: 5,
    body: 'Started with the free trial, then took the package. Barely any discomfort with the cooling tip.',
    locale: 'en',
    createdAt: '2026-10-02T09:45:00+05:30',
  },
  {
    id: 4,
    category: 'lhr',
    serviceSlug: 'full-body',
    authorName: 'Rohan M.',
    city: 'Delhi',
    rating: 4,
    body: 'Long sessions but very professional. Back and chest are almost clear after five sittings.',
    locale: 'en',
    createdAt: '2026-07-21T16:30:00+05:30',
  },
  {
    id: 5,
    category: 'lhr',
    serviceSlug: 'underarms',
    authorName: 'مريم أ.',
    city: 'Dubai',
    rating: 5,
    body: 'الجلسات في البيت مريحة جدًا والمعالِجة محترفة. النتيجة واضحة بعد أربع جلسات.',
    locale: 'ar',
    createdAt: '2026-10-11T20:10:00+04:00',
  },
  {
    id: 6,
    category: 'hydrafacial',
    serviceSlug: 'hydrafacial-signature',
    authorName: 'Sana F.',
    city: 'Pune',
    rating: 5,
    body: 'My skin looked fresh for a whole week after the signature facial. Booking a slot took two minutes.',
    locale: 'en',
    createdAt: '2026-09-03T13:00:00+05:30',
  },
  {
    id: 7,
    category: 'hydrafacial',
    serviceSlug: 'hydrafacial-classic',
    authorName: 'Fatima H.',
    city: 'Dubai',
    rating: 4,
    body: 'Gentle and relaxing, and the centre in Jumeirah was spotless. Would like more evening slots.',
    locale: 'en',
    createdAt: '2026-10-19T19:40:00+04:00',
  },
  {
    id: 8,
    category: 'acne',
    serviceSlug: 'active-acne-treatment',
    authorName: 'Karan P.',
    city: 'Chandigarh',
    rating: 4,
    body: 'Breakouts calmed down within a month. The dermatologist adjusted the peel after my first session.',
    locale: 'en',
    createdAt: '2026-08-12T10:15:00+05:30',
  },
  {
    id: 9,
    category: 'dermafacial',
    serviceSlug: 'body-polishing',
    authorName: 'Meera J.',
    city: 'Jaipur',
    rating: 5,
    body: 'Body polishing at home before my sister’s wedding. Smooth, even skin and no mess left behind.',
    locale: 'en',
    createdAt: '2026-10-25T15:50:00+05:30',
  },
  {
    id: 10,
    category: 'anti-ageing',
    serviceSlug: 'skin-tightening',
    authorName: 'Anita D.',
    city: 'Kolkata',
    rating: 4,
    body: 'Subtle but real lift along the jawline after four sessions. Friendly team and clear aftercare advice.',
    locale: 'en',
    createdAt: '2026-09-27T12:25:00+05:30',
  },
  {
    id: 11,
    category: 'advanced',
    serviceSlug: 'carbon-laser-peel',
    authorName: 'Vikram T.',
    city: 'Mumbai',
    rating: 5,
    body: 'Oil control and pores improved a lot. Quick session at the Bandra centre during lunch.',
    locale: 'en',
    createdAt: '2026-10-08T14:05:00+05:30',
  },
  {
    id: 12,
    category: 'lhr',
    serviceSlug: 'detan-lhr',
    authorName: 'Ritu G.',
    city: 'Noida',
    rating: 3,
    body: 'The de-tan worked well; laser results are slower than I hoped, three sessions in.',
    locale: 'en',
    createdAt: '2026-10-29T17:35:00+05:30',
  },
];
