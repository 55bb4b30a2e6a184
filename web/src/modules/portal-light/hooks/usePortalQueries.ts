import { useQuery } from '@tanstack/react-query';
import { portalApi } from '../services/portalApi';
import type { AnnouncementType } from '../types';

const MINUTE = 60_000;

/** The published portal settings (defaults filled in by the server). */
export const usePortalSettings = () =>
  useQuery({ queryKey: ['portal', 'settings'], queryFn: portalApi.settings, staleTime: 5 * MINUTE });

/** Live figures; the open-opportunity count refreshes every 30 s. */
export const usePortalStats = () =>
  useQuery({ queryKey: ['portal', 'stats'], queryFn: portalApi.stats, refetchInterval: 30_000 });

export const usePurchaseAnnouncements = (type?: AnnouncementType) =>
  useQuery({
    queryKey: ['portal', 'purchase', type ?? 'all'],
    queryFn: () => portalApi.purchaseAnnouncement(type),
  });

export const useAnnouncementSearch = (likeName: string) =>
  useQuery({
    queryKey: ['portal', 'purchaseSearch', likeName],
    queryFn: () => portalApi.purchaseAnnouncements(likeName),
    enabled: likeName !== '',
  });

export const useResults = (type?: AnnouncementType) =>
  useQuery({
    queryKey: ['portal', 'results', type ?? 'all'],
    queryFn: () => (type ? portalApi.resultAnnouncement(type) : portalApi.resultAnnouncements()),
  });

export const useNews = (pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: ['portal', 'news', pageNo, pageSize],
    queryFn: () => portalApi.news(pageNo, pageSize),
  });
