import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface ShellState {
  shopOpen: boolean;
  openShop: () => void;
  closeShop: () => void;
}

const ShellStateContext = createContext<ShellState>({ shopOpen: false, openShop: () => {}, closeShop: () => {} });

/** UI state shared across the shell and pages: the shop-now modal opens from the header, the menu and product pages. */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [shopOpen, setShopOpen] = useState(false);
  const value = useMemo(() => ({ shopOpen, openShop: () => setShopOpen(true), closeShop: () => setShopOpen(false) }), [shopOpen]);
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  return useContext(ShellStateContext);
}
