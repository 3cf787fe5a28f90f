import { cookieValue, screenCookie } from '@portal/contracts/frontend';
import { createContext, useContext, useEffect, useState } from 'react';

/** Spec 9: small under 768 px, medium under 992 px, large above. */
export const breakpoints = { small: 768, medium: 992 } as const;
export type ScreenSize = 'small' | 'medium' | 'large';

export function screenSizeOf(width: number): ScreenSize {
  if (width < breakpoints.small) return 'small';
  if (width < breakpoints.medium) return 'medium';
  return 'large';
}

export type WidthClass = 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/** Spec 9 width classes of an element by its pixel width. */
export function widthClassOf(width: number): WidthClass {
  if (width > 800) return 'xxl';
  if (width > 650) return 'xl';
  if (width > 450) return 'lg';
  if (width > 300) return 'md';
  if (width > 200) return 'sm';
  if (width > 100) return 'xs';
  return 'xxs';
}

/** The screen size a page drawn on the server is drawn for (ADR 0032); in the browser, the window's. */
export const ServerScreenSize = createContext<ScreenSize | undefined>(undefined);

export function useScreenSize(): ScreenSize {
  const drawnFor = useContext(ServerScreenSize);
  const [size, setSize] = useState(() => drawnFor ?? screenSizeOf(window.innerWidth));
  useEffect(() => {
    const update = () => setSize(screenSizeOf(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** The size class a `portal.screen` cookie names in a Cookie header, if any. */
export function screenSizeOfCookie(cookieHeader: string | undefined): ScreenSize | undefined {
  const value = cookieValue(cookieHeader, screenCookie);
  return value === 'small' || value === 'medium' || value === 'large' ? value : undefined;
}

/**
 * Keeps the window's size class in a cookie, now and whenever it changes, so the server draws a
 * logged-in page's frame for this screen (ADR 0032).
 */
export function mirrorScreenSizeInCookie(): void {
  let mirrored: ScreenSize | undefined;
  const mirror = () => {
    const size = screenSizeOf(window.innerWidth);
    if (size === mirrored) return;
    mirrored = size;
    document.cookie = `${screenCookie}=${size}; path=/; max-age=31536000; samesite=lax`;
  };
  mirror();
  window.addEventListener('resize', mirror);
}
