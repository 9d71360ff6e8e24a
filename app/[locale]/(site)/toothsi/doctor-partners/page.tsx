import { partnerRoute } from '@/components/partners/partner-route';

const route = partnerRoute('/toothsi/doctor-partners');
export const generateMetadata = route.generateMetadata;
export default route.Page;
