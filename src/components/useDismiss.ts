import { type RefObject, useEffect } from "react";

/** Escape hands focus back to the control that opened the popup (looked up when pressed). */
type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Closes an open popup when Escape is pressed anywhere or the pointer goes down
 * outside `container`. Escape also moves focus to `focusOnEscape()`, so keyboard
 * users land back on the control that opened it.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  focusOnEscape?: FocusTarget,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const target = focusOnEscape?.();
      close();
      target?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, container, focusOnEscape]);
}
