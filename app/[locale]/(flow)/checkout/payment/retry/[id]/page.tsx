import { paymentStatusRoute } from '@/components/checkout/payment-status-route';

const route = paymentStatusRoute('/checkout/payment/retry');

export const generateMetadata = route.generateMetadata;
export default route.Page;
