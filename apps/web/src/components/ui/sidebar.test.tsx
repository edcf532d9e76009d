import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Sidebar,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from './sidebar';

const WEEK = 7 * 24 * 60 * 60;

function renderSidebar() {
  return render(
    <SidebarProvider cookieMaxAgeSeconds={WEEK} mobileBreakpointPx={768}>
      <Sidebar label="Guide">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton>
              <span>Intro</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </Sidebar>
      <SidebarTrigger />
    </SidebarProvider>,
  );
}

const menuState = () => screen.getByRole('complementary', { name: 'Guide' }).dataset.state;
const press = (init: KeyboardEventInit) =>
  act(() => {
    fireEvent.keyDown(window, init);
  });

/** jsdom has no matchMedia: stand one in that answers the breakpoint query with `mobile`. */
function mockViewport(mobile: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: mobile,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Sidebar', () => {
  it('toggles with Ctrl+B and keeps the choice in the sidebar_state cookie for 7 days', () => {
    mockViewport(false);
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderSidebar();
    expect(menuState()).toBe('expanded');

    press({ key: 'b', ctrlKey: true });
    expect(menuState()).toBe('collapsed');
    expect(cookieWrites).toHaveBeenLastCalledWith(
      `sidebar_state=false; path=/; max-age=${WEEK}; SameSite=Lax`,
    );

    press({ key: 'b', ctrlKey: true });
    expect(menuState()).toBe('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('toggles with Cmd+B but ignores a plain b', () => {
    renderSidebar();
    press({ key: 'b' });
    expect(menuState()).toBe('expanded');
    press({ key: 'b', metaKey: true });
    expect(menuState()).toBe('collapsed');
  });

  it('starts collapsed when the cookie says so, and the trigger reports it', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderSidebar();
    expect(menuState()).toBe('collapsed');
    expect(screen.getByRole('button', { name: 'Toggle side menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is an off-canvas sheet below the breakpoint, opened by the trigger', async () => {
    mockViewport(true);
    renderSidebar();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Toggle side menu' }));
    expect(screen.getByRole('dialog', { name: 'Guide' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle side menu' })).toHaveFocus();
  });

  it('throws a developer error when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useSidebar();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useSidebar must be used within a SidebarProvider.');
  });
});
