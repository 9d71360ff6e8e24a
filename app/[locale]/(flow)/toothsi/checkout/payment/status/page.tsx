import { paymentStatusRoute } from '@/components/checkout/payment-status-route';

const route = paymentStatusRoute('/toothsi/checkout/payment/status');

export const generateMetadata = route.generateMetadata;
export default route.Page;
