import { serviceRoute } from '@/components/skin/service-route';

// Prices come from the catalogue: prerendered from the seed, then refreshed from the database (and the `skin` tag).
export const revalidate = 300;

const route = serviceRoute('advanced');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
