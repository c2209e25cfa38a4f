// The button that opens the mobile slide-in menu (spec §2): in the content pages' top bar and on the phone map screen.
import { MenuIcon } from './icons';

interface MenuButtonProps {
  open: boolean;
  onOpen: () => void;
  /** Where it sits: the top bar hides it on wide screens, the map gives it a surface over the map. */
  className: string;
}

export function MenuButton({ open, onOpen, className }: MenuButtonProps) {
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label="Open menu"
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={onOpen}
    >
      <MenuIcon />
    </button>
  );
}
