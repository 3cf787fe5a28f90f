import { useEffect, useState } from 'react';

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

export function useScreenSize(): ScreenSize {
  const [size, setSize] = useState(() => screenSizeOf(window.innerWidth));
  useEffect(() => {
    const update = () => setSize(screenSizeOf(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
