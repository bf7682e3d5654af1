/**
 * The Shop screen's data: the catalogue searched as staff type (or scan), the open tabs (the board
 * reads them too, refreshed with it), and the writes, each refreshing what it changed.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../api/staffApi';

const OPEN_TABS_REFRESH_MS = 15_000;

export const shopKeys = {
  items: (query: string, archived: boolean) => ['shop', 'items', query, archived] as const,
  openTabs: ['shop', 'tabs', 'open'] as const,
};

export function useShopItems(query: string, archived = false) {
  return useQuery({
    queryKey: shopKeys.items(query.trim(), archived),
    queryFn: () => staffApi.shopItems(query.trim(), archived),
    placeholderData: (previous) => previous,
  });
}

export function useOpenTabs() {
  return useQuery({
    queryKey: shopKeys.openTabs,
    queryFn: staffApi.openTabs,
    refetchInterval: OPEN_TABS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/** After a sale, a tab's change or the catalogue's: stock and tabs are read again everywhere. */
export function useShopRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['shop'] });
    void client.invalidateQueries({ queryKey: ['cash-up'] });
  };
}
