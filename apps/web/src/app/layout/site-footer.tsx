import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from './logo';

interface FooterColumn {
  title: string;
  links: { to: string; label: string }[];
}

const columns: FooterColumn[] = [
  {
    title: 'Platform',
    links: [
      { to: '/', label: 'Browse Projects' },
      { to: '/submit', label: 'Submit Project' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/dashboard', label: 'Dashboard' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/documentation', label: 'Documentation' },
      { to: '/security', label: 'Security' },
      { to: '/pitch-deck', label: 'Pitch Deck Guide' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4 md:gap-8">
          <div className="col-span-2 space-y-4 md:col-span-1">
            <Logo />
            <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
              The premier platform for discovering and funding the next viral meme coins on Solana.
            </p>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title} className="space-y-4">
              <h2 className="text-sm font-semibold tracking-wide">{column.title}</h2>
              <ul className="space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-muted-foreground transition-colors hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t pt-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>© 2025 MemeTank. All rights reserved.</p>
          <p className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
            <span>Powered by Solana</span>
            <span aria-hidden="true" className="hidden sm:inline">
              •
            </span>
            <span className="inline-flex items-center gap-1.5">
              Built with love for the community
              <Heart className="size-3.5 fill-current text-solana-purple" aria-hidden="true" />
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
