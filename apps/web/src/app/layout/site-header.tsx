import {
  LayoutDashboard,
  Menu,
  Plus,
  Presentation,
  Rocket,
  ShieldCheck,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { NavLink } from '@/lib/router/router';
import { Button } from '@/components/ui/button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import type { BalanceUnit } from '@/features/wallet/components/balance-chip';
import { ConnectWalletButton } from '@/features/wallet/components/connect-wallet-button';
import {
  LazyAddressChip as AddressChip,
  LazyBalanceChip as BalanceChip,
  LazyDisconnectButton as DisconnectButton,
  LazyFaucetButton as FaucetButton,
  LazyTestTokenButton as TestTokenButton,
} from '@/features/wallet/components/load-wallet-chips';
import { SolPriceChip } from '@/features/wallet/components/sol-price-chip';
import { cn } from '@/lib/cn';
import { useWallet } from '@/lib/wallet';
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

// Only for the signed-in admin wallet (the server's session answer says who that is).
const adminNav: NavItem[] = [{ to: '/admin/review', label: 'Admin', icon: ShieldCheck }];

interface SiteHeaderProps {
  /** The Dashboard link and the wallet chips show only to a connected wallet. */
  walletConnected: boolean;
}

// What fits where (checked at 390, 768, 1024 and 1280 px by e2e/layout.spec.ts): the bar always
// keeps the logo, the notification bell (signed in) and the address chip (or Connect Wallet); the
// nav joins it from lg, the theme toggle from sm, and balance and Disconnect from xl. The price is
// in the bar from md, for a connected wallet only until lg, where the nav takes its room. The faucet
// and test-token buttons join the bar from xl, except the admin's: its nav has one link more
// (Admin). Whatever the bar has no room for is in the menu, which a connected wallet keeps at every
// width (the price is there from lg).
export function SiteHeader({ walletConnected }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [balanceUnit, setBalanceUnit] = useState<BalanceUnit>('SOL');
  const menuId = useId();
  const { isAdmin } = useWallet();
  const items = walletConnected
    ? [...publicNav, ...walletNav, ...(isAdmin ? adminNav : [])]
    : publicNav;
  const closeMenu = () => setMenuOpen(false);
  // Below lg the menu holds the nav; a connected wallet's menu holds the rest at every width.
  const menuHiddenFrom = walletConnected ? undefined : 'lg:hidden';
  const inBarFromXl = 'hidden xl:inline-flex';
  const toolsInBar = isAdmin ? 'hidden' : inBarFromXl;
  const priceInBar = walletConnected ? 'hidden md:inline-flex lg:hidden' : 'hidden md:inline-flex';

  return (
    <header
      className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/65"
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeMenu();
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:gap-4 lg:px-8">
        <Logo className="text-lg sm:text-xl" />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground',
                  isActive ? 'text-foreground' : 'text-muted-foreground',
                  isActive && 'bg-accent/70',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SolPriceChip className={priceInBar} />
          {walletConnected ? (
            // The chips' code comes with the wallet's (load-wallet-chips.ts); the bell waits with
            // them so the bar fills in once.
            <Suspense fallback={null}>
              <FaucetButton compact className={toolsInBar} />
              <TestTokenButton compact className={toolsInBar} />
              <BalanceChip
                unit={balanceUnit}
                onUnitChange={setBalanceUnit}
                className={inBarFromXl}
              />
              <NotificationBell />
              <AddressChip />
              <DisconnectButton size="sm" className={inBarFromXl} />
            </Suspense>
          ) : (
            <ConnectWalletButton size="sm" />
          )}
          <div className="hidden sm:block">
            <ThemeToggle />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className={menuHiddenFrom}
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
        <div id={menuId} className={cn('border-t', menuHiddenFrom)}>
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6">
            <nav aria-label="Main" className="lg:hidden">
              <ul className="flex flex-col gap-1">
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
            <section
              aria-label="Wallet"
              className={cn(
                'flex flex-wrap items-center gap-2 border-t pt-3 lg:border-t-0 lg:pt-0',
                // A visitor has only the price here, which the bar shows from md.
                !walletConnected && 'md:hidden',
              )}
            >
              <SolPriceChip className={walletConnected ? 'md:max-lg:hidden' : undefined} />
              {walletConnected ? (
                <Suspense fallback={null}>
                  <BalanceChip
                    unit={balanceUnit}
                    onUnitChange={setBalanceUnit}
                    className="xl:hidden"
                  />
                  <FaucetButton className={isAdmin ? undefined : 'xl:hidden'} />
                  <TestTokenButton className={isAdmin ? undefined : 'xl:hidden'} />
                  <DisconnectButton size="sm" className="ml-auto xl:hidden" />
                </Suspense>
              ) : null}
            </section>
            <div className="flex items-center justify-between border-t pt-3 sm:hidden">
              <span className="text-sm font-medium text-muted-foreground">Theme</span>
              <ThemeToggle />
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}
