// `@nyaya/shared-design/toaster`: the Radix Toast viewport. DesignProvider loads it by itself the
// first time a toast is queued; import it only to mount a Toaster yourself (withToaster={false}).
export { Toaster, type ToasterProps } from '../primitives/Toast/Toaster';
