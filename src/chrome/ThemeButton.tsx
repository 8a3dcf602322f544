import { type ComponentProps, type ComponentType, useEffect, useState } from "react";
import { useTexts } from "../engine/LanguageContext.tsx";
import type { ThemeChoice } from "../shared/themeChoice.ts";

/** Each choice's symbol: half a circle filled follows the device, empty is light, full is dark. */
const symbols = { system: "◐", light: "○", dark: "●" };

/** What a press does, loaded when first pressed: the home route's script budget is spent. */
const themeSwitch = () => import("./themeSwitch.ts");

/**
 * The header's theme button (drawn as the header's other buttons, `button`): system, light
 * and dark in turn, named after the current choice. Pages are rendered once for every
 * reader, so the server renders "system" and the button reads the choice once hydrated.
 */
export function ThemeButton({
  button: Button,
}: {
  button: ComponentType<ComponentProps<"button">>;
}) {
  const { TEXT } = useTexts();
  const [choice, setChoice] = useState<ThemeChoice>("system");
  // The head's script applied the stored choice before the first paint (`data-theme`):
  // read there, the switch's code loads only when pressed.
  useEffect(() => {
    const applied = document.documentElement.dataset.theme;
    if (applied === "light" || applied === "dark") setChoice(applied);
  }, []);
  return (
    <Button
      type="button"
      aria-label={TEXT.theme[choice]}
      title={TEXT.theme[choice]}
      onClick={() => void themeSwitch().then(({ switchTheme }) => setChoice(switchTheme(choice)))}
    >
      <span aria-hidden="true">{symbols[choice]}</span>
    </Button>
  );
}
