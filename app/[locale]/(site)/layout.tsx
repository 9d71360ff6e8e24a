import { frameLayout } from '@/components/shell/site-frame';

export default frameLayout('site');
