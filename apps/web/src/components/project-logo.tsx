// A project's logo, wherever a project is shown (cards, detail, dashboard, admin): an image when the
// value is a URL (starts with http or /), otherwise the emoji itself as text. A broken image falls
// back to the name's first letter.
import { useState } from 'react';
import { cn } from '@/lib/cn';

export interface ProjectLogoProps {
  logo: string;
  /** The project's name: the image's alt text and the fallback letter. */
  name: string;
  /** Size and text size, e.g. "size-20 text-5xl" (default "size-12 text-2xl"). */
  className?: string;
  /** Hidden from assistive technology, for rows that already show the name beside it. */
  decorative?: boolean;
}

/** The product's rule: a logo that starts with http or / is an image URL. */
export function isLogoImage(logo: string): boolean {
  return logo.startsWith('http') || logo.startsWith('/');
}

export function ProjectLogo({ logo, name, className, decorative = false }: ProjectLogoProps) {
  const [broken, setBroken] = useState(false);
  const frame = cn(
    'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted text-2xl leading-none select-none',
    className,
  );

  if (isLogoImage(logo) && !broken) {
    return (
      <span className={frame} aria-hidden={decorative || undefined}>
        <img
          src={logo}
          alt={decorative ? '' : `${name} logo`}
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
        />
      </span>
    );
  }

  const text = isLogoImage(logo) || logo.trim() === '' ? name.trim().charAt(0).toUpperCase() : logo;
  return (
    <span
      className={frame}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${name} logo` })}
    >
      {text}
    </span>
  );
}
