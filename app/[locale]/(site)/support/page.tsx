import { helpRoute } from '@/components/support/help-route';

const route = helpRoute();
export const generateMetadata = route.generateMetadata;
export default route.Page;
