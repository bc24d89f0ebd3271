// `@nyaya/shared-design/dialog`: Radix Dialog (focus trap, scroll lock, dismiss layers) and the
// confirm dialog built on it. Its own entry so pages that open no dialog never download it.
export {
  Dialog,
  DialogTrigger,
  DialogContent,
  DialogClose,
  type DialogProps,
  type DialogTriggerProps,
  type DialogContentProps,
  type DialogCloseProps,
  type DialogSize,
} from '../primitives/Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from '../patterns/ConfirmDialog/ConfirmDialog';
