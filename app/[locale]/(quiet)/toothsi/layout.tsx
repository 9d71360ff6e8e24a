import { brandLayout } from '@/components/shell/brand-layout';

export default brandLayout('toothsi');
