import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu opened by a button (the phone menu): it closes on Escape, on a tap or click outside it and
 * its button, and on navigation. Closing by Escape returns focus to the button, so a keyboard user
 * is where they were.
 */
export function useDisclosureMenu<Menu extends HTMLElement, Button extends HTMLElement>() {
  const [isOpen, setIsOpen] = useState(false);
  const menuRef = useRef<Menu>(null);
  const buttonRef = useRef<Button>(null);
  const { pathname, search } = useLocation();

  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  useEffect(close, [pathname, search, close]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  return { isOpen, close, toggle, menuRef, buttonRef };
}
