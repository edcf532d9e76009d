import { useId } from 'react';
import { Link } from '@/lib/router/router';
import { cn } from '@/lib/cn';

/** The brand mark: a shark fin over waves on the Solana purple-to-green gradient. */
function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9945FF" />
          <stop offset="1" stopColor="#14F195" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <path d="M12 44c8-2 14-10 18-26 4 12 10 21 22 26-14 1-26 1-40 0z" fill="#fff" />
      <path
        d="M8 50c6 3 12 3 18 0 6 3 12 3 18 0 6 3 10 3 14 1"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".85"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight',
        className,
      )}
    >
      <LogoMark className="size-8 shrink-0" />
      <span className="text-brand-gradient">MemeTank</span>
    </Link>
  );
}
