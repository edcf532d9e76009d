// A search field with the magnifier inside it on the left. Extra controls that sit inside the
// field (a clear button) come as children, placed after the input.
import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface SearchInputProps extends Omit<ComponentProps<typeof Input>, 'type'> {
  /** Classes of the wrapper (its width in a row of controls). */
  wrapperClassName?: string;
  children?: ReactNode;
}

export function SearchInput({ wrapperClassName, className, children, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative flex-1', wrapperClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
      {children}
    </div>
  );
}
