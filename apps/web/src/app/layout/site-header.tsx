import {
  LayoutDashboard,
  Menu,
  Plus,
  Presentation,
  Rocket,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const publicNav: NavItem[] = [
  { to: '/', label: 'Projects', icon: Rocket },
  { to: '/submit', label: 'Submit', icon: Plus },
  { to: '/pitch-deck', label: 'Pitch Deck', icon: Presentation },
];

const walletNav: NavItem[] = [{ to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard }];

interface SiteHeaderProps {
  /** The Dashboard link shows only to a connected wallet. */
  walletConnected: boolean;
}

export function SiteHeader({ walletConnected }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const items = walletConnected ? [...publicNav, ...walletNav] : publicNav;
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/65"
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeMenu();
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                  isActive ? 'text-foreground' : 'text-muted-foreground',
                  isActive && 'bg-accent/70',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <nav id={menuId} aria-label="Main" className="border-t md:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent',
                      isActive ? 'bg-accent/70 text-foreground' : 'text-muted-foreground',
                    )
                  }
                >
                  <item.icon className="size-4" aria-hidden="true" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
