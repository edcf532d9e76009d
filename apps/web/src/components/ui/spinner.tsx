import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-6 animate-spin text-primary', className)}
      {...props}
    />
  );
}
