import {
  AppShell,
  Avatar,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown, IconDeviceDesktop, IconLock, IconLogout } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect } from 'react'
import { Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router'
import { roleLabels } from '../auth/roles.ts'
import { useSession, useSignOut } from '../auth/session.ts'
import { startLiveEvents, stopLiveEvents } from '../live/event-stream.ts'
import { LiveIndicator } from '../live/LiveIndicator.tsx'
import { BrandMark } from '../ui/BrandMark.tsx'
import { FullPageLoader } from '../ui/FullPageLoader.tsx'
import { navigation } from './navigation.ts'

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

/** The frame of every signed-in page: brand and person on top, sections on the left, the page. */
export function Shell() {
  const me = useSession()
  const signOut = useSignOut()
  const navigate = useNavigate()
  const location = useLocation()
  const [opened, { toggle, close }] = useDisclosure()
  const queryClient = useQueryClient()
  // One events stream per tab while signed in (live/event-stream.ts).
  useEffect(() => {
    startLiveEvents(queryClient)
    return stopLiveEvents
  }, [queryClient])

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <BrandMark />
            <Text fw={700}>Hangar</Text>
            <Text c="dimmed" fz="sm" visibleFrom="xs">
              {me.organization.name}
            </Text>
          </Group>
          <Group gap="lg" wrap="nowrap">
            <LiveIndicator />
            <Menu position="bottom-end" width={220} withinPortal>
              <Menu.Target>
                <UnstyledButton>
                  <Group gap={8} wrap="nowrap">
                    <Avatar color="indigo" radius="xl" size={30} aria-hidden="true">
                      {initials(me.user.name)}
                    </Avatar>
                    <div style={{ lineHeight: 1.1 }}>
                      <Text fz="sm" fw={600} visibleFrom="xs">
                        {me.user.name}
                      </Text>
                      <Text fz="xs" c="dimmed" visibleFrom="xs">
                        {roleLabels[me.user.role]}
                      </Text>
                    </div>
                    <VisuallyHidden>{`${me.user.name}: account menu`}</VisuallyHidden>
                    <IconChevronDown size={14} aria-hidden="true" />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{me.user.email}</Menu.Label>
                <Menu.Item
                  leftSection={<IconDeviceDesktop size={16} />}
                  onClick={() => navigate('/sessions')}
                >
                  Your sessions
                </Menu.Item>
                <Menu.Item leftSection={<IconLock size={16} />} onClick={() => navigate('/password')}>
                  Change password
                </Menu.Item>
                <Menu.Item leftSection={<IconLogout size={16} />} onClick={signOut} color="red">
                  Sign out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Sections">
        <ScrollArea>
          {navigation.map((section) => {
            const items = section.items.filter((i) => !i.roles || i.roles.includes(me.user.role))
            if (items.length === 0) return null
            return (
              <nav key={section.label} aria-label={section.label} style={{ marginBottom: 16 }}>
                <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {section.label}
                </Text>
                {items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={RouterNavLink}
                    to={item.to}
                    label={item.label}
                    leftSection={<item.icon size={18} stroke={1.6} aria-hidden="true" />}
                    active={location.pathname.startsWith(item.to)}
                    onClick={close}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                ))}
              </nav>
            )
          })}
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1}>
        <Suspense fallback={<FullPageLoader label="Loading" />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  )
}
