import { profileRoute } from '@/components/account/profile-route';

const route = profileRoute('/ae/toothsi/profile');
export const generateMetadata = route.generateMetadata;
export default route.Page;
