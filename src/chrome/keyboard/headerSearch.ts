/** Focuses the header's search box, opening its panel (id `panelId`) first when it is closed. */
export function focusHeaderSearch(panelId: string) {
  const box = document.querySelector<HTMLInputElement>(`#${panelId} input`);
  if (box) return box.focus();
  // The toggle opens the panel, whose box takes focus as it appears.
  document.querySelector<HTMLButtonElement>(`[aria-controls="${panelId}"]`)?.click();
}
