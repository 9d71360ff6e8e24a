import { NotFoundContent } from '@/components/shell/not-found-content';

/** Any path that is not a page of ours (the catch-all) or a page's notFound(): the 404 in the site's frame. */
export default function NotFound() {
  return <NotFoundContent />;
}
