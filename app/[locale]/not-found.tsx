import { NotFoundContent } from '@/components/shell/not-found-content';

/** A page outside the site's frame (a flow or a survey) that is not found: the 404 in a main of its own. */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundContent />
    </main>
  );
}
