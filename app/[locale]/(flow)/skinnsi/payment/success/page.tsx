import { paymentStatusRoute } from '@/components/checkout/payment-status-route';

const route = paymentStatusRoute('/skinnsi/payment/success');

export const generateMetadata = route.generateMetadata;
export default route.Page;
