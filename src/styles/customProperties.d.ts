import "react";

declare module "react" {
  /** Custom properties in `style` (`--grid-min`, `--clamp`, ...): values CSS Modules read. */
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}
