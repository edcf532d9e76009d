import { NavLink } from '@/lib/router/router';
import {
  Sidebar,
  SidebarContent,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { DOCS_PAGES, type DocsSlug } from '../../copy/docs-pages';

/** The documentation's side menu: every sub-page in reading order, the current one highlighted. */
export function DocsSidebar({ current }: { current: DocsSlug }) {
  const { setOpenMobile } = useSidebar();
  return (
    <Sidebar label="Documentation" className="top-16 h-[calc(100dvh-4rem)]">
      <SidebarContent className="pt-6">
        <SidebarGroupLabel>Documentation</SidebarGroupLabel>
        <SidebarMenu>
          {DOCS_PAGES.map((page) => (
            <SidebarMenuItem key={page.slug}>
              <SidebarMenuButton asChild isActive={page.slug === current} tooltip={page.title}>
                <NavLink to={page.path} end onClick={() => setOpenMobile(false)}>
                  <page.icon aria-hidden="true" />
                  <span>{page.menuTitle}</span>
                </NavLink>
              </SidebarMenuButton>
            </SidebarMenuItem>
          ))}
        </SidebarMenu>
      </SidebarContent>
    </Sidebar>
  );
}
