/**
 * `@foyer/ui/primitives`: the parts the modal's screens are built from, for a host's own screens
 * (`<FoyerModal screens>`) that should look like the rest of the modal. Each part carries a
 * `data-slot` (the keys of `appearance.elements`); `Button`, `Chip` and `TextLink` take `asChild`.
 */
export { AddressRow, type AddressRowProps } from './AddressRow.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClasses } from './Button.tsx';
export { Chip, type ChipProps } from './Chip.tsx';
export { CodeInput, type CodeInputProps } from './CodeInput.tsx';
export { CopyButton, type CopyButtonProps } from './CopyButton.tsx';
export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  DialogContent,
  type DialogContentProps,
  type DialogProps,
  Panel,
  type PanelProps,
  Title,
  type TitleProps,
} from './Dialog.tsx';
export { ErrorMessage } from './ErrorMessage.tsx';
export {
  AlertIcon,
  BackIcon,
  CheckIcon,
  CloseIcon,
  CopyIcon,
  MailIcon,
  PhoneIcon,
  ShieldIcon,
  SignatureIcon,
  WalletIcon,
} from './icons.tsx';
export { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';
export { Popover, PopoverContent, type PopoverContentProps, PopoverTrigger } from './Popover.tsx';
export { QrCode, type QrCodeProps, QrImage, type QrImageProps } from './QrCode.tsx';
export { Screen, type ScreenProps, Text } from './Screen.tsx';
export { ScreenIcon, type ScreenIconProps, type ScreenIconTone, ScreenImage } from './ScreenIcon.tsx';
export { Slot, type SlotProps } from './Slot.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { type AppearanceElements, ElementsContext, type SlotName, slots, useSlot } from './slots.ts';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { TextLink, type TextLinkProps } from './TextLink.tsx';
export { FormScreen, type FormScreenProps } from './templates/FormScreen.tsx';
export { ListScreen, type ListScreenProps } from './templates/ListScreen.tsx';
export { QrScreen, type QrScreenProps } from './templates/QrScreen.tsx';
export { ReviewScreen, type ReviewScreenProps } from './templates/ReviewScreen.tsx';
export { StatusScreen, type StatusScreenProps } from './templates/StatusScreen.tsx';
export {
  type ScreenTemplate,
  type ScreenTone,
  screenTemplates,
  type TemplateProps,
} from './templates/TemplateFrame.tsx';
