import type { WidgetContext } from '../SupportWidgetElement';

/** What a form needs: the widget's config, client and partner, and where it renders. */
export interface FormContext extends WidgetContext {
  root: ShadowRoot;
  /** Gets the focus back when the dialog closes. */
  returnFocus: HTMLElement;
}
