// `@nyaya/shared-design/dialog`: Radix Dialog (focus trap, scroll lock, dismiss layers). Its own
// entry so pages that open no dialog never download it.
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
