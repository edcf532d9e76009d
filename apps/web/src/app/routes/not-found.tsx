import { House } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from '@/lib/router/router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentHead } from '@/lib/use-document-head';

const NOT_FOUND_HEAD = {
  title: 'Page Not Found',
  description: 'Oops! Page not found. Nothing lives at this address on MemeTank.',
};

export default function NotFoundRoute() {
  useDocumentHead(NOT_FOUND_HEAD);
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-brand-gradient text-8xl font-black tracking-tighter sm:text-9xl">404</h1>
      <p className="mt-4 text-xl font-semibold sm:text-2xl">Oops! Page not found</p>
      <p className="mt-2 max-w-md text-sm break-all text-muted-foreground">
        Nothing lives at{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono">{pathname}</code>
      </p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" />
        Return to Home
      </Link>
    </div>
  );
}
