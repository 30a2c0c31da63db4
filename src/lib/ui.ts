// `toolshed/ui`: the design system for React apps — components, layout primitives, the theme
// (class, tokens, ThemeProvider) and the small helpers the tools share. Built by
// vite.lib.config.ts; styles come from `toolshed/styles.css` (see README, "Use as a React library").
// SpriteIcon is left out on purpose: it points at the site's own sprite file.

export { ThemeProvider, type ThemeProviderProps, type ThemeName } from './ThemeProvider';
export { themeClass, vars, focusRing, visuallyHidden } from '../ui/theme/theme.css';
export {
  lightColors,
  darkColors,
  colorTokenNames,
  space,
  radii,
  fontSize,
  fontWeight,
  lineHeight,
  fonts,
  controlSize,
  durations,
  type ColorTokenName,
  type ColorTokens,
  type Space,
} from '../ui/theme/tokens';
export { contrastRatio, relativeLuminance } from '../ui/theme/contrast';

export { Badge, type BadgeProps } from '../ui/components/Badge';
export { Button, type ButtonProps } from '../ui/components/Button';
export { Card, type CardProps } from '../ui/components/Card';
export { Checkbox, type CheckboxProps } from '../ui/components/Checkbox';
export { CodeOutput, type CodeOutputProps } from '../ui/components/CodeOutput';
export { ColorField, HEX_ERROR, type ColorFieldProps } from '../ui/components/ColorField';
export { COPIED_MS } from '../ui/clipboard';
export { CopyButton, type CopyButtonProps } from '../ui/components/CopyButton';
export { CopyImageButton, type CopyImageButtonProps } from '../ui/components/CopyImageButton';
export { Dialog, ConfirmDialog, type DialogProps, type ConfirmDialogProps } from '../ui/components/Dialog';
export { FileDrop, type FileDropProps } from '../ui/components/FileDrop';
export { Icon, type IconComponent, type IconProps } from '../ui/components/Icon';
export { Stack, Inline, Grid } from '../ui/components/Layout';
export { Link, ButtonLink, type LinkProps, type ButtonLinkProps } from '../ui/components/Link';
export { LiveRegion, useAnnouncer, type LiveRegionProps } from '../ui/components/LiveRegion';
export { Meter, type MeterProps } from '../ui/components/Meter';
export { NumberField, type NumberFieldProps } from '../ui/components/NumberField';
export { RadioGroup, type RadioGroupProps, type RadioOption } from '../ui/components/RadioGroup';
export { SearchField, type SearchFieldProps } from '../ui/components/SearchField';
export { Select, type SelectProps, type SelectItem } from '../ui/components/Select';
export { Slider, type SliderProps } from '../ui/components/Slider';
export { StatGrid, type StatGridProps, type Stat } from '../ui/components/StatGrid';
export { StatusBanner, type StatusBannerProps, type StatusTone } from '../ui/components/StatusBanner';
export { Switch, type SwitchProps } from '../ui/components/Switch';
export { Tabs, TabList, Tab, TabPanel, type TabsProps, type TabListProps, type TabProps, type TabPanelProps } from '../ui/components/Tabs';
export { TagGroup, type TagGroupProps, type TagItem } from '../ui/components/TagGroup';
export { TextArea, type TextAreaProps } from '../ui/components/TextArea';
export { TextField, type TextFieldProps, type TextFieldType } from '../ui/components/TextField';
export { Tooltip, type TooltipProps } from '../ui/components/Tooltip';

export { copyText, copyBlob } from '../ui/clipboard';
export { downloadBlob, downloadText } from '../ui/download';
export { parseHexColor } from '../ui/hex-color';
export { useRememberedSettings } from '../ui/useRememberedSettings';
