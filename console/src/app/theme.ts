import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, Modal, Notification } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'indigo',
  // Filled buttons darker than Mantine's default, so white text passes WCAG AA on every color.
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "SFMono-Regular", "JetBrains Mono", Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
  // Focus rings on keyboard focus only: the console is driven by keyboard as much as by mouse.
  focusRing: 'auto',
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // The toasts after a decision: a named close button, and a message dark enough to read
    // (Mantine's gray-6 under a title fails WCAG AA on white).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
})

/**
 * Contrast (axe-core, WCAG AA): dimmed text and the text of light badges and buttons are darker
 * than Mantine's defaults in the light scheme; the dark scheme keeps Mantine's values.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((c) => [
        `--mantine-color-${c}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${c}-9), black 30%)`,
      ]),
    ),
  },
  dark: {},
})
