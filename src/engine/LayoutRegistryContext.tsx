import { type ComponentType, createContext, useContext } from "react";
import type { LayoutName } from "../shared/manifest.ts";
import type { LayoutProps } from "./layoutProps.ts";

/**
 * The template of every layout, handed to the engine by its entry point (lazy chunks in
 * the browser, eager modules on the server), so the engine never imports `layouts/`.
 */
export type LayoutRegistry = { [L in LayoutName]: ComponentType<LayoutProps<L>> };

const LayoutRegistryContext = createContext<LayoutRegistry | null>(null);

export const LayoutRegistryProvider = LayoutRegistryContext.Provider;

export function useLayoutRegistry(): LayoutRegistry {
  const value = useContext(LayoutRegistryContext);
  if (!value) throw new Error("useLayoutRegistry must be used inside <LayoutRegistryProvider>");
  return value;
}
