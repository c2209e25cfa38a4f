// The signed-in user's menu in the top bar (spec §2): the e-mail, Manage account, Plans & Pricing, My Reports, Log out.
// It follows the menu-button pattern: Escape and outside clicks close it, arrows move between items, focus returns.
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../platform/session';
import { ChevronDownIcon, UserIcon } from './icons';
import './user-menu.css';

const LINKS = [
  { to: '/account', label: 'Manage account' },
  { to: '/account/pricing', label: 'Plans & Pricing' },
  { to: '/account/reports', label: 'My Reports' },
] as const;

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

export function UserMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const { loggingOut, logOut } = useLogout(() => setOpen(false));

  // A layout effect: focus, Escape and outside clicks are in place when the commit that opens the menu ends, whatever
  // update opened it (a passive effect may wait for the browser's next paint).
  useLayoutEffect(() => {
    if (!open) return;
    menuItems(menu.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(menu.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Tab') close(false);
  };


  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--secondary user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <UserIcon />
        <span className="sr-only">Account menu</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div className="user-menu__popup">
          <p className="user-menu__email">{email}</p>
          <ul id={menuId} ref={menu} className="user-menu__list" role="menu" aria-label="Account menu" onKeyDown={onMenuKeyDown}>
            {LINKS.map((link) => (
              <li key={link.to} role="none">
                <Link role="menuitem" className="menu-row user-menu__item" to={link.to} onClick={() => close(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li role="none">
              <button type="button" role="menuitem" className="menu-row user-menu__item" disabled={loggingOut} onClick={() => void logOut()}>
                {loggingOut ? 'Logging out...' : 'Log out'}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
